import { I18nProvider } from '@lingui/react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { PageLoader } from '../components/ui/page-loader';
import { ToastProvider } from '../components/ui/toast-provider';
import { i18n } from '../lib/i18n';
import { AppThemeProvider } from '../theme/theme-provider';
import { buildRoutes } from './router';

/**
 * Lazy pages get `PageLoader` as their hydrate fallback: on the first load the
 * shell (header, footer) paints at once and the page area shows the loader
 * until its chunk arrives, instead of a blank document. Later navigations keep
 * the current page and show the shell's progress bar.
 */
function withPageLoader(routes: RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    if (route.index) return route.lazy ? { ...route, HydrateFallback: PageLoader } : route;
    return {
      ...route,
      ...(route.lazy ? { HydrateFallback: PageLoader } : {}),
      ...(route.children ? { children: withPageLoader(route.children) } : {}),
    };
  });
}

const router = createBrowserRouter(withPageLoader(buildRoutes()));

export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <AppThemeProvider>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </AppThemeProvider>
    </I18nProvider>
  );
}

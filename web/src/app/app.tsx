/**
 * The providers every page stands in, shared by the browser (`entry-client`,
 * around the browser router) and the page renderer (`entry-server`, around
 * the static router): the catalog of the page's language, what the page
 * already knows, the styles cache, the theme and the toasts.
 */
import { CacheProvider, type EmotionCache } from '@emotion/react';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useEffect, type ReactNode } from 'react';
import { whenPartsHydrated } from '../components/ui/deferred';
import { ToastProvider } from '../components/ui/toast-provider';
import { setHydrating } from '../lib/hydration';
import { PageDataProvider, type PageDataStore } from '../lib/page-data';
import { AppThemeProvider } from '../theme/theme-provider';

interface AppProps {
  i18n: I18n;
  store: PageDataStore;
  emotionCache: EmotionCache;
  /** The router's provider (lib/router.tsx), over the browser's history or the server's one URL. */
  children: ReactNode;
}

/**
 * `<html data-app-ready>` once the app has taken over the page (hydrated, or
 * rendered in the browser), the parts that load apart included: from then on
 * every button responds. Before it, on a server-rendered page, links work and
 * buttons wait for the app.
 */
function MarkReady() {
  useEffect(() => {
    whenPartsHydrated(() => {
      document.documentElement.setAttribute('data-app-ready', '');
      setHydrating(false);
    });
  }, []);
  return null;
}

export function App({ i18n, store, emotionCache, children }: AppProps) {
  return (
    <CacheProvider value={emotionCache}>
      <I18nProvider i18n={i18n}>
        <PageDataProvider store={store}>
          <AppThemeProvider>
            <ToastProvider>
              {children}
              <MarkReady />
            </ToastProvider>
          </AppThemeProvider>
        </PageDataProvider>
      </I18nProvider>
    </CacheProvider>
  );
}

import { I18nProvider } from '@lingui/react';
import { RouterProvider } from 'react-router-dom';
import { ToastProvider } from '../components/ui/toast-provider';
import { i18n } from '../lib/i18n';
import { AppThemeProvider } from '../theme/theme-provider';
import { createRouter } from './router';

const router = createRouter();

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

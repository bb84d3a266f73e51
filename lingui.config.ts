import { defineConfig } from '@lingui/cli';

/**
 * One catalog per language. English is the source; es, de, fr, it hold real
 * translations. The domain module is scanned too: its page titles are
 * message descriptors marked with `/*i18n*\/`.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'de', 'fr', 'it'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/web/src/locales/{locale}/messages',
      include: ['<rootDir>/web/src', '<rootDir>/domain/src', '<rootDir>/functions/src'],
      exclude: ['**/node_modules/**', '**/*.test.*', '**/locales/**'],
    },
  ],
  format: 'po',
  orderBy: 'messageId',
});

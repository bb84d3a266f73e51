import { defineConfig } from '@lingui/cli';

/**
 * The catalogs of each language. English is the source; es, de, fr, it hold real
 * translations. The domain module is scanned too: its page titles and form
 * messages are message descriptors marked with `/*i18n*\/`.
 *
 * - `messages`: the public site, loaded with every page (it is part of the
 *   home page's first load, so it carries nothing staff or the server alone need).
 * - one per public page whose texts no other page shows (`PAGE_CATALOGS`),
 *   loaded with that page.
 * - `staff`: the admin area (its shell and pages, the staff-only schemas),
 *   loaded with the admin shell's chunk.
 * - `customer`: the customer's own pages (sign-in, account, order, manage
 *   booking), which the server never renders, loaded with those pages' chunks.
 * - `mail`: the texts the functions write (e-mails), never sent to a browser.
 *
 * A message used in two catalogs' files is in both. The catalogs are in
 * locales/ at the repository's top, outside the web app: the web app and the
 * functions both read them.
 */
const STAFF_WEB = [
  'web/src/app/layout/admin-shell.tsx',
  'web/src/app/routes/admin.tsx',
  'web/src/app/routes/admin-calendar.tsx',
  'web/src/app/routes/admin-cars.tsx',
  'web/src/app/routes/admin-fleet.tsx',
  'web/src/app/routes/admin-inbox.tsx',
  'web/src/app/routes/admin-legal.tsx',
  'web/src/app/routes/admin-orders.tsx',
  'web/src/app/routes/admin-settings.tsx',
  'web/src/app/routes/translate.tsx',
  'web/src/components/invoices',
  'web/src/components/order/order-card.tsx',
  'web/src/features/admin',
  'web/src/features/back-office',
  'web/src/features/calendar',
  'web/src/features/car-manager',
  'web/src/features/fleet-editor',
  'web/src/features/inbox',
  'web/src/features/legal-editor',
  'web/src/features/orders',
  'web/src/features/settings',
  'web/src/features/translations',
  // The refusals' texts the back office repeats (features/back-office/refusal-messages.ts).
  'web/src/lib/refusal-messages.ts',
];
const STAFF_DOMAIN = [
  'domain/src/admin-schema.ts',
  'domain/src/blocks-schema.ts',
  'domain/src/booking-offer.ts',
  'domain/src/car-schema.ts',
  'domain/src/inbox.ts',
  'domain/src/legal-schema.ts',
  'domain/src/season-schema.ts',
  'domain/src/extra-schema.ts',
  'domain/src/return-charges.ts',
  'domain/src/order-actions.ts',
  'domain/src/orders-admin.ts',
  'domain/src/settings-schema.ts',
  'domain/src/translations-schema.ts',
];
const STAFF = [...STAFF_WEB, ...STAFF_DOMAIN];
/** The customer's own pages, which the server never renders: their texts load with them (web/src/lib/i18n.ts). */
const CUSTOMER = [
  'web/src/app/routes/account.tsx',
  'web/src/app/routes/auth.tsx',
  'web/src/app/routes/manage-booking.tsx',
  'web/src/app/routes/order.tsx',
  'web/src/components/invoices',
  'web/src/components/order/order-card.tsx',
  'web/src/features/account',
  'web/src/features/auth/auth-errors.ts',
  'web/src/features/auth/components',
  'web/src/features/booking/components/order',
  'web/src/features/manage-booking',
  // Why a checkout, a lookup or a cancellation was refused: said on these pages and the contact page.
  'web/src/lib/refusal-messages.ts',
  // The main driver's rules: only the order page asks.
  'domain/src/driver.ts',
];
/**
 * Texts only one public page shows: each its own catalog, loaded with that
 * page (web/src/app/router.tsx) rather than with every page. The car page's
 * booking panel is the order page's too (its price and places). The lint
 * keeps any other page from showing these features (`PAGE_FEATURES` in
 * eslint.config.mjs), and the server loads every one of them.
 */
const PAGE_CATALOGS = {
  home: ['web/src/features/home', 'web/src/app/sections'],
  about: ['web/src/features/about'],
  contact: ['web/src/features/contact', 'web/src/lib/refusal-messages.ts'],
  booking: ['web/src/features/booking'],
  payment: ['web/src/features/payment-success'],
  gifts: ['web/src/features/gift-cards', 'web/src/app/routes/gift-cards.tsx'],
  legal: ['web/src/features/legal', 'web/src/app/routes/legal.tsx'],
  // The compare page's board; its toggle and list are every card's (features/compare/use-compare.ts).
  compare: [
    'web/src/app/routes/compare.tsx',
    'web/src/features/compare/components/car-picker.tsx',
    'web/src/features/compare/components/clear-compare-dialog.tsx',
    'web/src/features/compare/components/compare-board.tsx',
    'web/src/features/compare/components/compare-car-card.tsx',
    'web/src/features/compare/components/compare-empty-state.tsx',
    'web/src/features/compare/components/empty-slot.tsx',
    'web/src/features/compare/use-compare-format.ts',
    'web/src/features/compare/use-picker-cars.ts',
    'web/src/features/compare/use-refresh-compare.ts',
  ],
} as const;
const PAGE = Object.values(PAGE_CATALOGS).flat();
const paths = (list: readonly string[]) => list.flatMap((path) => [`<rootDir>/${path}`, `<rootDir>/${path}/**`]);
const NOT_SOURCE = ['**/node_modules/**', '**/*.test.*', '**/locales/**'];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'de', 'fr', 'it'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/web/src', '<rootDir>/domain/src'],
      exclude: [...NOT_SOURCE, ...paths(STAFF), ...paths(CUSTOMER), ...paths(PAGE)],
    },
    ...Object.entries(PAGE_CATALOGS).map(([name, files]) => ({
      path: `<rootDir>/locales/{locale}/${name}`,
      include: files.map((path) => `<rootDir>/${path}`),
      // The order page's own texts are the customer catalog's (a file named by both is in both).
      exclude: [...NOT_SOURCE, ...paths(CUSTOMER.filter((path) => !(files as readonly string[]).includes(path)))],
    })),
    {
      path: '<rootDir>/locales/{locale}/staff',
      include: STAFF.map((path) => `<rootDir>/${path}`),
      exclude: NOT_SOURCE,
    },
    {
      path: '<rootDir>/locales/{locale}/customer',
      include: CUSTOMER.map((path) => `<rootDir>/${path}`),
      exclude: NOT_SOURCE,
    },
    {
      path: '<rootDir>/locales/{locale}/mail',
      include: ['<rootDir>/functions/src'],
      exclude: NOT_SOURCE,
    },
  ],
  format: 'po',
  orderBy: 'messageId',
});

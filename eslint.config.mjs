/**
 * Lint: TypeScript, React hooks, Lingui, and the layers of docs/architecture.md
 * (`a -> b`: a may import b, never the other way):
 * - the domain imports nothing of ours and no framework;
 * - in the web app app -> features -> shared code (lib, config, components, hooks, theme),
 *   and features do not import each other (auth, site, seo and back-office are shared);
 * - in the functions index.ts (the wiring) -> handlers -> services and render -> i18n, logs, config,
 *   and handlers share only their helpers;
 * - neither app imports the other (both read the domain and locales/);
 * - no import cycles in the web app or the functions.
 */
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// `prices`: the seasons that price days, read by the booking panel, the order page and the fleet's cards.
const SHARED_FEATURES = ['auth', 'site', 'seo', 'back-office', 'prices'];
// Every other feature folder: none of them may import another.
const FEATURES = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !SHARED_FEATURES.includes(entry.name))
  .map((entry) => entry.name);

/**
 * Features whose texts are a page's own catalog (lingui.config.ts, loaded with those pages by
 * web/src/app/router.tsx), and the route modules of those pages: no other part of the app may show
 * them, or it would show them without their texts.
 */
const PAGE_FEATURES = {
  home: { routes: ['home'], sections: true },
  about: { routes: ['about'] },
  contact: { routes: ['contact'] },
  booking: { routes: ['car', 'order'] },
  'payment-success': { routes: ['payment-success'] },
  'gift-cards': { routes: ['gift-cards'] },
  legal: { routes: ['legal'] },
};
const PAGE_FEATURE_ZONES = Object.entries(PAGE_FEATURES).map(([feature, { routes, sections = false }]) => ({
  target: [
    './web/src/app/*.tsx',
    './web/src/app/layout/**',
    `./web/src/app/routes/!(${routes.join('|')}).tsx`,
    ...(sections ? [] : ['./web/src/app/sections/**']),
  ],
  from: `./web/src/features/${feature}`,
  message: `Only its own page shows this feature: its texts load with that page (lingui.config.ts, app/router.tsx).`,
}));
/** The public site's code outside the pages with catalogs of their own. */
const PUBLIC_PARTS = [
  './web/src/app/*.tsx',
  './web/src/app/layout/!(admin-shell).tsx',
  './web/src/app/sections/**',
  './web/src/components/{car,page,ui}/**',
  './web/src/hooks/**',
  ...['about', 'cars', 'consent', 'gift-cards', 'home', 'legal', 'navigation', 'payment-success', 'prices', 'seo', 'site'].map(
    (feature) => `./web/src/features/${feature}/**`,
  ),
];
const CATALOG_ZONES = [
  {
    // The compare page's board is the compare catalog's; the cards' toggle and the list are public.
    target: [...PUBLIC_PARTS, './web/src/app/routes/!(compare).tsx', './web/src/features/compare/{compare-store,use-compare}.ts', './web/src/features/compare/components/compare-toggle.tsx'],
    from: ['./web/src/features/compare/components/!(compare-toggle).tsx', './web/src/features/compare/{use-compare-format,use-picker-cars,use-refresh-compare}.ts'],
    message: 'Only the compare page shows its board: its texts load with that page (lingui.config.ts).',
  },
  {
    target: [...PUBLIC_PARTS, './web/src/app/routes/!(contact|account|auth|manage-booking|order|admin*|translate).tsx'],
    from: './web/src/lib/refusal-messages.ts',
    message: 'The refusals are said on the contact, customer and staff pages only: their texts load with those (lingui.config.ts).',
  },
];

/** The functions' layers (docs/architecture.md): each zone's target must not import its `from`. */
const FUNCTIONS = './functions/src';
// The deployed code, not its tests.
const FUNCTIONS_SOURCE = [`${FUNCTIONS}/!(*.test).ts`, `${FUNCTIONS}/{handlers,services,render}/**/!(*.test).ts`];
const FUNCTION_ZONES = [
  {
    // The catalogs both sides translate with are at the top (locales/), not in the web app.
    target: FUNCTIONS,
    from: './web',
    message: 'The functions import nothing of the web app (the catalogs are in locales/).',
  },
  {
    target: `${FUNCTIONS}/services`,
    from: [`${FUNCTIONS}/handlers`, `${FUNCTIONS}/render`],
    message: 'Services talk to Firestore and the providers: they do not import handlers or render.',
  },
  {
    target: `${FUNCTIONS}/render`,
    from: [`${FUNCTIONS}/handlers`, `${FUNCTIONS}/services`],
    message: 'Render writes e-mails and pages from the data it is given: it does not import handlers or services.',
  },
  {
    target: [`${FUNCTIONS}/i18n.ts`, `${FUNCTIONS}/logs.ts`, `${FUNCTIONS}/config.ts`],
    from: [`${FUNCTIONS}/handlers`, `${FUNCTIONS}/services`, `${FUNCTIONS}/render`],
    message: 'i18n, logs and config are the bottom layer of the functions.',
  },
  {
    // Handlers share only these helpers; each handler is wired by index.ts, never imported by another.
    target: `${FUNCTIONS}/handlers/!(*.test).ts`,
    from: `${FUNCTIONS}/handlers`,
    except: ['./admin-guard.ts', './app-check.ts', './http.ts', './refusal.ts', './validation.ts'],
    message: 'Handlers do not import one another (only admin-guard, app-check, http, refusal and validation).',
  },
  {
    target: FUNCTIONS_SOURCE,
    from: `${FUNCTIONS}/index.ts`,
    message: 'index.ts wires the functions: only its tests import it.',
  },
  {
    target: FUNCTIONS_SOURCE,
    from: [`${FUNCTIONS}/testing`, './tests'],
    message: 'Test helpers are for tests only.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-template/**',
      '**/dist-server/**',
      'web/dist-stats.*',
      'functions/lib/**',
      // The compiled catalogs (lingui compile); the PO files and their test beside them are ours.
      'locales/*/*.ts',
      'coverage/**',
      'playwright-report/**',
      'test-results/**',
      '.cache/**',
      '.emulator-data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Browser tests wait for what the visitor waits for, never for a time or for the network to go quiet.
    files: ['tests/e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='waitForTimeout']", message: 'Wait for what the visitor sees, not for a time.' },
        { selector: "Literal[value='networkidle']", message: 'Wait for what the visitor sees, not for the network to go quiet.' },
      ],
    },
  },
  {
    // A refusal carries a reason from the domain's closed list (domain/src/refusals.ts): build it with refusal().
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/handlers/refusal.ts', 'functions/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='HttpsError']", message: "Throw refusal(reason, message) from handlers/refusal.ts: the web reads the reason, never the message." },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-*', '@mui/*', 'firebase', 'firebase/*', 'firebase-*', '@lingui/*'], message: 'The domain module is pure: no frameworks.' },
            { group: ['../../*', '**/web/**', '**/functions/**'], message: 'The domain imports nothing of ours.' },
          ],
        },
      ],
    },
  },
  {
    // The domain's tests may use the shared test data builders (types only from the domain).
    files: ['domain/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-*', '@mui/*', 'firebase', 'firebase/*', 'firebase-*', '@lingui/*'], message: 'The domain module is pure: no frameworks.' },
            { group: ['**/web/**', '**/functions/**'], message: 'The domain imports nothing of the apps.' },
          ],
        },
      ],
    },
  },
  {
    // No import cycles in the web app or the functions. The plugin skips type-only imports
    // (`import type`: no runtime effect) and, with ignoreExternal, npm packages, which cannot import
    // our code back; it follows every other import to any depth (no maxDepth: about 15 s on a full lint).
    files: ['web/src/**/*.{ts,tsx}', 'functions/src/**/*.ts'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      // The files import/no-cycle reads to follow imports: without these it skips every TypeScript module.
      'import/extensions': ['.ts', '.tsx', '.js'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, lingui },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'lingui/t-call-in-function': 'error',
      'lingui/no-single-variables-to-translate': 'error',
      'lingui/no-expression-in-message': 'error',
      // A store read this way updates synchronously: during hydration that makes React hydrate every
      // waiting part at once. Read stores with hooks/use-store.ts.
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'react', importNames: ['useSyncExternalStore'], message: 'Use useStore (web/src/hooks/use-store.ts): it applies changes as transitions while the page hydrates.' }] },
      ],
      // The SDK modules load only once Firebase is let in after hydration (lib/firebase.ts).
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportExpression[source.value=/^firebase\\u002F/]",
          message: 'Load Firebase SDK modules with authSdk/firestoreSdk/functionsSdk from lib/firebase.ts: a bare import runs while the page hydrates.',
        },
      ],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['./web/src/lib', './web/src/config', './web/src/components', './web/src/theme', './web/src/hooks'],
              from: ['./web/src/features', './web/src/app'],
              message: 'Shared code must not import features or the app.',
            },
            { target: './web/src/features', from: './web/src/app', message: 'Features must not import the app.' },
            { target: './web/src', from: './functions', message: 'The web app imports nothing of the functions.' },
            ...PAGE_FEATURE_ZONES,
            ...CATALOG_ZONES,
            ...FEATURES.map((feature) => ({
              target: `./web/src/features/${feature}`,
              from: './web/src/features',
              except: [`./${feature}`, ...SHARED_FEATURES.map((shared) => `./${shared}`)],
              message: 'Features do not import each other.',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/lib/firebase.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['functions/src/**/*.ts'],
    rules: { 'import/no-restricted-paths': ['error', { zones: FUNCTION_ZONES }] },
  },
);

/**
 * Test projects: `unit` (domain and functions code, the catalogs, Node), `web` (components,
 * jsdom), `build` (the web build's sizes, after a build), `rules` (security
 * rules against the Firestore emulator) and `functions` (integration against
 * the running emulators). Browser tests are
 * Playwright's (playwright.config.ts).
 */
const shared = {
  transform: { '^.+\\.[jt]sx?$': 'babel-jest' },
  moduleNameMapper: { '^@costa/domain$': '<rootDir>/domain/src/index.ts' },
  rootDir: __dirname,
};

module.exports = {
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: [
        '<rootDir>/domain/src/**/*.test.ts',
        '<rootDir>/functions/src/**/*.test.ts',
        '<rootDir>/scripts/**/*.test.ts',
        '<rootDir>/locales/*.test.ts',
      ],
    },
    {
      ...shared,
      displayName: 'web',
      testEnvironment: '<rootDir>/tests/support/jsdom-environment.cjs',
      testMatch: ['<rootDir>/web/src/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/tests/support/web-setup.ts'],
    },
    {
      ...shared,
      displayName: 'rules',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/rules/**/*.test.ts'],
    },
    {
      ...shared,
      // After `npm run build`: sizes of the web build.
      displayName: 'build',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/build/**/*.test.ts'],
    },
    {
      ...shared,
      displayName: 'functions',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/functions/**/*.test.ts'],
      // The functions bundle, loaded as built (tests/functions/in-process.ts).
      transformIgnorePatterns: ['/node_modules/', '<rootDir>/functions/lib/'],
      testTimeout: 60000,
    },
  ],
};

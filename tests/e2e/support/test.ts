/**
 * Playwright's `test`, with pages that wait for the app after each navigation.
 *
 * A public page arrives rendered from the server: its text and links show at
 * once, but its buttons respond only once the app's code has run and taken the
 * page over (`<html data-app-ready>`). A visitor who taps a filter in that
 * moment sees it answer a beat later; a test would click into the void. So
 * `goto`, `reload`, `goBack` and `goForward` return only once the app is ready,
 * on every page of the test's browser context (also the ones it opens).
 *
 * Every test also fails on a Content-Security-Policy violation the browser
 * reports on any of its pages: the flows the tests walk are the
 * flows the policy must allow.
 */
import { expect, test as base, type Page, type Response } from '@playwright/test';

const NAVIGATIONS = ['goto', 'reload', 'goBack', 'goForward'] as const;

async function untilAppReady(page: Page, response: Response | null): Promise<void> {
  // Not an app page (an API answer, the sitemap): nothing to wait for.
  if (response && !(response.headers()['content-type'] ?? '').includes('text/html')) return;
  if ((await page.locator('#root').count()) === 0) return;
  await expect(page.locator('html'), 'the app has taken the page over').toHaveAttribute('data-app-ready', '');
}

function waitForAppAfterNavigations(page: Page): void {
  for (const name of NAVIGATIONS) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<Response | null>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        await untilAppReady(page, response);
        return response;
      },
    });
  }
}

const CSP_VIOLATION = /Content Security Policy/i;

/**
 * Every test but the consent ones starts as a visitor who has already answered
 * the consent banner ("necessary only"), as a returning visitor has: the
 * banner, fixed at the bottom of the window, would otherwise cover what the
 * tests tap. `test.use({ consentDecided: false })` starts without a choice.
 */
export const test = base.extend<{ consentDecided: boolean }>({
  consentDecided: [true, { option: true }],
  context: async ({ context, consentDecided }, use) => {
    if (consentDecided) {
      await context.addInitScript(() => {
        if (!localStorage.getItem('consent')) localStorage.setItem('consent', JSON.stringify({ level: 'necessary', at: Date.now() }));
      });
    }
    const violations: string[] = [];
    const watch = (page: Page) => {
      waitForAppAfterNavigations(page);
      page.on('console', (message) => {
        if (CSP_VIOLATION.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
      });
    };
    context.pages().forEach(watch);
    context.on('page', watch);
    await use(context);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
});

export { expect };
export type { APIRequestContext, Locator, Page } from '@playwright/test';

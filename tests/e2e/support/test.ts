/**
 * Playwright's `test`, with pages that wait for the app after each navigation.
 *
 * A public page arrives rendered from the server: its text and links show at
 * once, but its buttons respond only once the app's code has run and taken the
 * page over (`<html data-app-ready>`). A visitor who taps a filter in that
 * moment sees it answer a beat later; a test would click into the void. So
 * `goto`, `reload`, `goBack` and `goForward` return only once the app is ready,
 * on every page of the test's browser context (also the ones it opens).
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

export const test = base.extend({
  context: async ({ context }, use) => {
    context.pages().forEach(waitForAppAfterNavigations);
    context.on('page', waitForAppAfterNavigations);
    await use(context);
  },
});

export { expect };
export type { APIRequestContext, Locator, Page } from '@playwright/test';

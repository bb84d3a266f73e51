/**
 * Consent: a first visit shows what the site stores and asks about the
 * optional chat widget, which loads only once accepted; the choice is kept,
 * and the footer's "Cookie settings" asks again. The banner is fixed to the
 * window, so it moves nothing on the page.
 */
import AxeBuilder from '@axe-core/playwright';
import { localizedPath } from '@costa/domain';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

test.use({ consentDecided: false });

/** The local stand-in for the chat provider's script (web/src/config/env.ts). */
const WIDGET = '/demo-chat-widget.js';
/** The widget starts a second after the page has loaded and painted; the page's clock is run well past it. */
const PAST_THE_WIDGET_MS = 3_000;

function watchWidget(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === WIDGET) requests.push(request.url());
  });
  return requests;
}

test('no request goes to the chat widget before consent; accepting loads it, and the choice is kept', async ({ page }) => {
  await page.clock.install();
  const widget = watchWidget(page);
  await page.goto(localizedPath('en', 'home'));
  const banner = page.getByTestId('consent-banner');
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Cookie policy' })).toHaveAttribute('href', localizedPath('en', 'cookies'));
  const axe = await new AxeBuilder({ page }).include('[data-consent-banner]').analyze();
  expect(axe.violations).toEqual([]);
  await page.clock.runFor(PAST_THE_WIDGET_MS);
  expect(widget).toEqual([]);
  await expect(page.locator('script[data-chat-widget]')).toHaveCount(0);

  await banner.getByRole('button', { name: /^Accept all/ }).click();
  await expect(banner).toBeHidden();
  await page.clock.runFor(PAST_THE_WIDGET_MS);
  await expect.poll(() => widget.length).toBe(1);
  await expect(page.locator('#demo-chat-widget')).toBeVisible();

  // A returning visitor: no banner, and the widget loads on its own.
  await page.goto(localizedPath('es', 'cars'));
  await expect(page.getByTestId('consent-banner')).toBeHidden();
  await page.clock.runFor(PAST_THE_WIDGET_MS);
  await expect.poll(() => widget.length).toBe(2);
});

test('"Necessary only" keeps the widget out, across pages; the footer asks again, and accepting then loads it', async ({ page }) => {
  await page.clock.install();
  const widget = watchWidget(page);
  await page.goto(localizedPath('de', 'about'));
  const banner = page.getByTestId('consent-banner');
  await banner.getByRole('button', { name: /^Nur notwendige/ }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('consent-banner')).toBeHidden();
  await page.clock.runFor(PAST_THE_WIDGET_MS);
  expect(widget).toEqual([]);

  await page.getByTestId('legal-links').getByRole('button', { name: 'Cookie-Einstellungen' }).click();
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('button', { name: /^Nur notwendige/ })).toBeFocused();
  await banner.getByRole('button', { name: /^Alle akzeptieren/ }).click();
  await expect(banner).toBeHidden();
  await page.clock.runFor(PAST_THE_WIDGET_MS);
  await expect.poll(() => widget.length).toBe(1);
});

test('the banner fits a phone without moving the page @mobile', async ({ page }) => {
  await page.goto(localizedPath('en', 'home'));
  const banner = page.getByTestId('consent-banner');
  await expect(banner).toBeVisible();
  const box = (await banner.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  const shifts = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
  expect(shifts).toBe(0);
});

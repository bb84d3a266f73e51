/**
 * How a server-rendered page becomes the app's (README "How a page loads"),
 * checked by structure, never by timing: it hydrates without an error and
 * in steps (an urgent update would make React hydrate every waiting part in
 * one long task), the browser adds no style while it hydrates, its static
 * parts keep the server's very DOM nodes, and a link inside them navigates
 * within the app.
 */
import { localizedPath, type Lang } from '@costa/domain';
import { documentIsMarked, expectPath, markDocument, sitemapCarSlug } from './support/app';
import { expect, test, type Page } from './support/test';

/**
 * A stand-in for React DevTools' hook, installed before the app's scripts:
 * React reports every commit to it. Each is recorded with whether
 * <html data-app-ready> was already set. (React's production build gives no
 * commit priority here; what makes commits synchronous, external stores read
 * with useSyncExternalStore, is kept out by a lint rule.)
 */
function recordCommits(): void {
  const commits: { ready: boolean }[] = [];
  (window as unknown as { __commits: typeof commits }).__commits = commits;
  (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => {},
    onScheduleFiberRoot: () => {},
    onCommitFiberRoot: () => {
      commits.push({ ready: document.documentElement.hasAttribute('data-app-ready') });
    },
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
  };
}

async function openWatched(page: Page, path: string): Promise<{ hydrationErrors: string[] }> {
  const hydrationErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat/i.test(message.text())) hydrationErrors.push(message.text());
  });
  await page.addInitScript(recordCommits);
  await page.goto(path);
  return { hydrationErrors };
}

const pages = async (lang: Lang, request: Parameters<typeof sitemapCarSlug>[0]) => [
  localizedPath(lang, 'home'),
  localizedPath(lang, 'cars'),
  localizedPath(lang, 'car', await sitemapCarSlug(request)),
];

for (const lang of ['en', 'es'] as const) {
  test(`[${lang}] home, fleet and a car page hydrate without an error, in steps`, async ({ page, request }) => {
    for (const path of await pages(lang, request)) {
      const { hydrationErrors } = await openWatched(page, path);
      const commits = await page.evaluate(() => (window as unknown as { __commits: { ready: boolean }[] }).__commits);
      // The shell, then the page and each part waiting for its code: never the whole page at once.
      expect(commits.filter((commit) => !commit.ready).length, `${path}: commits before the app was ready`).toBeGreaterThan(2);
      expect(hydrationErrors, path).toEqual([]);
    }
  });
}

/**
 * Installed before the app's scripts: records each style rule a script
 * inserts and each style element a script adds, moves or removes, until
 * <html data-app-ready>. (What the parser adds while the document loads is
 * the server's and not recorded.)
 */
function recordStyleChanges(): void {
  const changes: string[] = [];
  (window as unknown as { __styleChanges: string[] }).__styleChanges = changes;
  const watching = () => document.readyState !== 'loading' && !document.documentElement.hasAttribute('data-app-ready');
  const insertRule = CSSStyleSheet.prototype.insertRule;
  CSSStyleSheet.prototype.insertRule = function (this: CSSStyleSheet, rule: string, index?: number) {
    if (watching()) changes.push(`rule inserted: ${rule.slice(0, 80)}`);
    return insertRule.call(this, rule, index);
  };
  new MutationObserver((records) => {
    if (!watching()) return;
    for (const record of records) {
      for (const [what, nodes] of [['added', record.addedNodes], ['removed', record.removedNodes]] as const) {
        for (const node of Array.from(nodes)) {
          if (node.nodeName === 'STYLE') changes.push(`style element ${what}: ${(node as Element).outerHTML.slice(0, 80)}`);
          else if (record.target.nodeName === 'STYLE') changes.push(`style text ${what}: ${(record.target as Element).outerHTML.slice(0, 80)}`);
        }
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

test('the browser inserts no style rule and moves no style element while a page hydrates: the server sent them all', async ({ page, request }) => {
  await page.addInitScript(recordStyleChanges);
  for (const path of [...(await pages('en', request)), localizedPath('fr', 'cars')]) {
    await page.goto(path);
    const changes = await page.evaluate(() => (window as unknown as { __styleChanges: string[] }).__styleChanges);
    expect(changes, path).toEqual([]);
  }
});

test('the static parts keep the very nodes the server sent: card texts, the footer, the car details', async ({ page, request }) => {
  for (const path of [localizedPath('en', 'cars'), localizedPath('de', 'car', await sitemapCarSlug(request))]) {
    // Taken from the server's HTML as it is parsed, before any script runs.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { __serverNodes: Element[] }).__serverNodes = Array.from(document.querySelectorAll('[data-static] > *'));
      });
    });
    await page.goto(path);
    const { count, kept } = await page.evaluate(() => {
      const before = (window as unknown as { __serverNodes: Element[] }).__serverNodes;
      return { count: before.length, kept: before.every((node) => node.isConnected && node.closest('[data-static]') !== null) };
    });
    expect(count, `${path}: static parts in the server's HTML`).toBeGreaterThan(1);
    expect(kept, `${path}: every server node still in the page`).toBe(true);
  }
});

test('a link inside static HTML navigates within the app, without loading a new document', async ({ page }) => {
  await page.goto(localizedPath('en', 'cars'));
  await markDocument(page);
  const link = page.locator('[data-static] a[href^="/en/car/"]').first();
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await expectPath(page, href);
  expect(await documentIsMarked(page)).toBe(true);

  // A footer link too.
  await page.locator('footer [data-static] a[href="/en/about"], [data-static] footer a[href="/en/about"]').first().click();
  await expectPath(page, localizedPath('en', 'about'));
  expect(await documentIsMarked(page)).toBe(true);
});

/**
 * Installed before the app's scripts: records each Intl formatter made
 * before <html data-app-ready>. A page's first one sets up the browser's
 * locale data, a long task on a phone.
 */
function recordFormatters(): void {
  const made: string[] = [];
  (window as unknown as { __formatters: string[] }).__formatters = made;
  const intl = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
  for (const name of ['DateTimeFormat', 'NumberFormat', 'PluralRules', 'RelativeTimeFormat', 'ListFormat', 'Collator']) {
    const Original = intl[name]!;
    const Recording = function (...args: unknown[]) {
      if (!document.documentElement.hasAttribute('data-app-ready')) made.push(`${name} ${JSON.stringify(args)}`);
      return new Original(...args);
    };
    Object.assign(Recording, Original);
    Recording.prototype = Original.prototype;
    intl[name] = Recording as unknown as new (...args: unknown[]) => object;
  }
}

test('the home page makes no Intl formatter while it hydrates, nor the fleet on a phone', async ({ page }) => {
  await page.addInitScript(recordFormatters);
  const cases = [
    [localizedPath('en', 'home'), 1280],
    [localizedPath('es', 'home'), 390],
    // A wide screen hydrates the filter sidebar with the page, and its ranges show numbers.
    [localizedPath('es', 'cars'), 390],
  ] as const;
  for (const [path, width] of cases) {
    await page.setViewportSize({ width, height: 860 });
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
    const made = await page.evaluate(() => (window as unknown as { __formatters: string[] }).__formatters);
    expect(made, `${path} at ${width} px`).toEqual([]);
  }
});

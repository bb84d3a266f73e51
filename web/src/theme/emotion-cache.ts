/**
 * The Emotion cache MUI styles go through. The server makes one per request
 * and inlines every rule its render inserted (`server-styles.ts`); the browser
 * makes one at start-up and counts those rules as inserted, so hydrating a
 * page inserts no rule and moves no style element.
 */
import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';
import { DECLARATION, prefixer } from 'stylis';

export const EMOTION_KEY = 'css';

/**
 * The server's `<style>` with the page's classes and keyframes names, in this
 * attribute, every rule its render inserted (classes the markup uses and the
 * intermediate ones that styled components compose them from). Emotion's own
 * `data-emotion` would make the browser move the element when it starts.
 */
export const SSR_STYLE_IDS = 'data-ssr-styles';

/**
 * Each global style of the server's page (the theme's variables, the
 * baseline) is a `<style>` naming it in this attribute, or is in the site's
 * stylesheet, whose `<link>` names the ones it holds, space-separated. Emotion's `Global`
 * would adopt an element it recognises by moving it to the top of the head,
 * and insert the rules again otherwise; the browser's cache skips inserting a
 * global style the server sent instead (`adoptServerStyles`).
 */
export const SSR_GLOBAL = 'data-ssr-global';

/**
 * The declarations the browsers the site supports still need a vendor prefix
 * for (Safari's `-webkit-`). Emotion's default prefixer writes prefixes for
 * browsers of ten years ago, about a fifth of the CSS a page inlines.
 */
const STILL_PREFIXED = new Set(['user-select', 'backdrop-filter', 'text-size-adjust', 'hyphens']);

const prefixWhereStillNeeded: StylisPlugin = (element, index, children, callback) => {
  if (element.type === DECLARATION && STILL_PREFIXED.has(element.props as unknown as string)) {
    return prefixer(element as never, index, children as never, callback as never);
  }
  return undefined;
};

/**
 * One array for every cache: on the server, Emotion keeps the CSS it made
 * from each style across requests, per plugins array (a new array per request
 * would make it run stylis on every rule of every page again).
 */
const STYLIS_PLUGINS = [prefixWhereStillNeeded];

export function createEmotionCache(): EmotionCache {
  // On a server-rendered page, rules added later go after the server's (its classes come last), in
  // the order the server's page has them: globals, then classes, then what the browser adds.
  const serverClasses = typeof document === 'undefined' ? null : document.querySelector<HTMLElement>(`style[${SSR_STYLE_IDS}]`);
  const cache = createCache({
    key: EMOTION_KEY,
    prepend: true,
    insertionPoint: serverClasses ?? undefined,
    stylisPlugins: STYLIS_PLUGINS,
  });
  if (typeof document !== 'undefined') adoptServerStyles(cache);
  return cache;
}

/** The browser's cache counts what the server's page already has as inserted. */
function adoptServerStyles(cache: EmotionCache): void {
  for (const node of document.querySelectorAll(`style[${SSR_STYLE_IDS}]`)) {
    for (const id of (node.getAttribute(SSR_STYLE_IDS) ?? '').split(' ')) {
      if (id) cache.inserted[id] = true;
    }
  }
  const globals = new Set(
    Array.from(document.querySelectorAll(`[${SSR_GLOBAL}]`), (node) => (node.getAttribute(SSR_GLOBAL) ?? '').split(' ')).flat(),
  );
  if (globals.size === 0) return;
  const insert = cache.insert.bind(cache);
  // A global style is inserted with no selector (classes with theirs); its name is the hash of its rules.
  cache.insert = (selector, serialized, sheet, shouldCache) =>
    selector === '' && globals.has(serialized.name) ? undefined : insert(selector, serialized, sheet, shouldCache);
}

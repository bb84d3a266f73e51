/**
 * The `<style>` elements of a server-rendered page, from the Emotion cache its
 * render filled:
 * - each global style (the theme's variables, the baseline) in its own
 *   element named in `SSR_GLOBAL`, which the browser's cache does not insert
 *   again;
 * - one element with the rules of the classes the markup uses and the
 *   keyframes, naming in `SSR_STYLE_IDS` every class and keyframes the render
 *   inserted, those only composed into others included, so the browser inserts
 *   none of them again while it hydrates.
 */
import type { EmotionCache } from '@emotion/cache';
import { EMOTION_KEY, SSR_GLOBAL, SSR_STYLE_IDS } from './emotion-cache';

const KEYFRAMES_PREFIX = 'animation-';

/**
 * Rules as the text of a `<style>`: `</` becomes `<\/` (the same text to CSS,
 * in a string or a URL), so no value can close the element.
 */
const styleText = (rules: string) => rules.replace(/<\//g, '<\\/');

export function serverStyleTags(cache: EmotionCache, html: string): string {
  const used = new Set<string>();
  for (const match of html.matchAll(new RegExp(`${EMOTION_KEY}-([a-zA-Z0-9-_]+)`, 'g'))) used.add(match[1]!);

  const globals: string[] = [];
  const ids: string[] = [];
  let css = '';
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    const isClass = cache.registered[`${EMOTION_KEY}-${id}`] !== undefined;
    if (!isClass && !id.startsWith(KEYFRAMES_PREFIX)) {
      globals.push(`<style ${SSR_GLOBAL}="${id}">${styleText(rules)}</style>`);
      continue;
    }
    ids.push(id);
    if (!isClass || used.has(id)) css += styleText(rules);
  }
  return `${globals.join('')}<style ${SSR_STYLE_IDS}="${ids.join(' ')}">${css}</style>`;
}

/**
 * The styles of a server-rendered page, from the Emotion cache its render
 * filled:
 * - the site's stylesheet (`SharedStyles`), when the build made one: the
 *   global styles and the rules of the classes every public page has in
 *   common, one cached file for the whole site, so a page inlines only the
 *   rules that file lacks;
 * - each global style it lacks (the theme's variables, the baseline) in its
 *   own element named in `SSR_GLOBAL`, which the browser's cache does not
 *   insert again;
 * - one element with the rules of the classes the markup uses and the
 *   keyframes that the stylesheet lacks, naming in `SSR_STYLE_IDS` every class
 *   and keyframes the render inserted, those in the stylesheet and those only
 *   composed into others included, so the browser inserts none of them again
 *   while it hydrates.
 */
import type { EmotionCache } from '@emotion/cache';
import { EMOTION_KEY, SSR_GLOBAL, SSR_STYLE_IDS } from './emotion-cache';

const KEYFRAMES_PREFIX = 'animation-';

/** The site's stylesheet as the build wrote it (`scripts/build-styles.ts`). */
export interface SharedStyles {
  /** Its URL, with the hash of its content (served as immutable). */
  href: string;
  /** The global styles it holds. */
  globals: readonly string[];
  /** The classes and keyframes it holds. */
  ids: readonly string[];
}

/** Rules by id, in the order renders inserted them: what the build gathers for the stylesheet. */
export interface GatheredStyles {
  globals: Map<string, string>;
  rules: Map<string, string>;
}

/**
 * Rules as the text of a `<style>`: `</` becomes `<\/` (the same text to CSS,
 * in a string or a URL), so no value can close the element.
 */
const styleText = (rules: string) => rules.replace(/<\//g, '<\\/');

interface Inserted {
  globals: [string, string][];
  /** Classes and keyframes, and whether the page needs the rules (composed-only classes do not). */
  rules: [id: string, css: string, needed: boolean][];
}

function insertedBy(cache: EmotionCache, html: string): Inserted {
  const used = new Set<string>();
  for (const match of html.matchAll(new RegExp(`${EMOTION_KEY}-([a-zA-Z0-9-_]+)`, 'g'))) used.add(match[1]!);
  const inserted: Inserted = { globals: [], rules: [] };
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    const isClass = cache.registered[`${EMOTION_KEY}-${id}`] !== undefined;
    if (!isClass && !id.startsWith(KEYFRAMES_PREFIX)) inserted.globals.push([id, rules]);
    else inserted.rules.push([id, rules, !isClass || used.has(id)]);
  }
  return inserted;
}

/** Adds what a render inserted and its page needs to what the build gathers. */
export function gatherStyles(cache: EmotionCache, html: string, into: GatheredStyles): void {
  const { globals, rules } = insertedBy(cache, html);
  for (const [id, css] of globals) if (!into.globals.has(id)) into.globals.set(id, css);
  for (const [id, css, needed] of rules) if (needed && !into.rules.has(id)) into.rules.set(id, css);
}

export function serverStyleTags(cache: EmotionCache, html: string, shared: SharedStyles | null = null): string {
  const { globals, rules } = insertedBy(cache, html);
  const sharedGlobals = new Set(shared?.globals);
  const sharedIds = new Set(shared?.ids);
  const tags: string[] = [];
  if (shared) tags.push(`<link rel="stylesheet" href="${shared.href}" ${SSR_GLOBAL}="${shared.globals.join(' ')}">`);
  for (const [id, css] of globals) {
    if (!sharedGlobals.has(id)) tags.push(`<style ${SSR_GLOBAL}="${id}">${styleText(css)}</style>`);
  }
  let css = '';
  for (const [id, text, needed] of rules) if (needed && !sharedIds.has(id)) css += styleText(text);
  tags.push(`<style ${SSR_STYLE_IDS}="${rules.map(([id]) => id).join(' ')}">${css}</style>`);
  return tags.join('');
}

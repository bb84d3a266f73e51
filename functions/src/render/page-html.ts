/**
 * Puts a page's head into the web app's HTML shell: the document language,
 * the head tags and the embedded site settings the app reads at start-up
 * (web/src/features/site/api/get-site-settings.ts).
 */
import { renderHeadHtml, SITE_NAME, type Head, type SiteSettings } from '@costa/domain';

export const HEAD_PLACEHOLDER = '<!--head-->';
export const SITE_SETTINGS_ELEMENT_ID = 'site-settings';

/**
 * JSON inside a script element: `<` is escaped so no value (an address, a
 * name) can close the element with `</script>` or open a comment; U+2028/2029
 * are escaped for engines that still treat them as line ends.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function siteSettingsScript(settings: SiteSettings): string {
  return `<script id="${SITE_SETTINGS_ELEMENT_ID}" type="application/json">${jsonForScript(settings)}</script>`;
}

function fill(template: string, lang: string, headHtml: string): string {
  // Replacer functions: a car name holding `$&` must not be read as a replacement pattern.
  return template.replace(/<html lang="[^"]*"/, () => `<html lang="${lang}"`).replace(HEAD_PLACEHOLDER, () => headHtml);
}

export function renderPageHtml(template: string, head: Head, settings: SiteSettings | null): string {
  const parts = [renderHeadHtml(head)];
  if (settings) parts.push(siteSettingsScript(settings));
  return fill(template, head.lang, parts.join('\n    '));
}

/** The shell with only the site name as title: what a failed render sends, so the app can still start. */
export function renderBareShell(template: string): string {
  return fill(template, 'en', `<title>${SITE_NAME}</title>`);
}

/**
 * Puts a page into the web app's HTML shell: the document language, the head
 * tags (with structured data and preload hints), the styles and markup of the
 * server-rendered app, and the data it was rendered from, which the browser
 * reads back to hydrate (web/src/lib/page-data.tsx).
 */
import { jsonForScript, PAGE_DATA_ELEMENT_ID, PAGE_MODULES_ELEMENT_ID, renderHeadHtml, SITE_NAME, type Head, type PageData, type SiteSettings } from '@costa/domain';

export const HEAD_PLACEHOLDER = '<!--head-->';
export const PRELOAD_PLACEHOLDER = '<!--preload-->';
export const STYLES_PLACEHOLDER = '<!--styles-->';
export const APP_PLACEHOLDER = '<!--app-->';
export const DATA_PLACEHOLDER = '<!--data-->';
export const SITE_SETTINGS_ELEMENT_ID = 'site-settings';

export function siteSettingsScript(settings: SiteSettings): string {
  return `<script id="${SITE_SETTINGS_ELEMENT_ID}" type="application/json">${jsonForScript(settings)}</script>`;
}

export function pageDataScript(data: PageData): string {
  return `<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">${jsonForScript(data)}</script>`;
}

export interface PageParts {
  head: Head;
  settings: SiteSettings | null;
  /** More head elements: structured data. */
  headExtra?: string[];
  /** `<link rel=preload|modulepreload>` elements, placed before the styles and scripts. */
  preloads?: string[];
  /** The server-rendered app, with the chunks of its page's code; null leaves the page to the browser. */
  app?: { html: string; styles: string; modules?: string[] } | null;
  /** What the app was rendered from. */
  data?: PageData | null;
}

function fill(template: string, lang: string, parts: Record<string, string>): string {
  let html = template.replace(/<html lang="[^"]*"/, () => `<html lang="${lang}"`);
  // Replacer functions: a car name holding `$&` must not be read as a replacement pattern.
  for (const [placeholder, value] of Object.entries(parts)) html = html.replace(placeholder, () => value);
  return html;
}

export function renderPageHtml(template: string, parts: PageParts): string {
  const { head, settings, headExtra = [], preloads = [], app = null, data = null } = parts;
  const dataScripts: string[] = [];
  if (settings) dataScripts.push(siteSettingsScript(settings));
  if (app && data && Object.keys(data).length) dataScripts.push(pageDataScript(data));
  if (app?.modules?.length) dataScripts.push(`<script id="${PAGE_MODULES_ELEMENT_ID}" type="application/json">${jsonForScript(app.modules)}</script>`);
  return fill(template, head.lang, {
    [HEAD_PLACEHOLDER]: [renderHeadHtml(head), ...headExtra].join('\n    '),
    [PRELOAD_PLACEHOLDER]: preloads.join('\n    '),
    [STYLES_PLACEHOLDER]: app?.styles ?? '',
    [APP_PLACEHOLDER]: app?.html ?? '',
    [DATA_PLACEHOLDER]: dataScripts.join('\n    '),
  });
}

/** The shell with only the site name as title: what a failed render sends, so the app can still start. */
export function renderBareShell(template: string): string {
  return fill(template, 'en', {
    [HEAD_PLACEHOLDER]: `<title>${SITE_NAME}</title>`,
    [PRELOAD_PLACEHOLDER]: '',
    [STYLES_PLACEHOLDER]: '',
    [APP_PLACEHOLDER]: '',
    [DATA_PLACEHOLDER]: '',
  });
}

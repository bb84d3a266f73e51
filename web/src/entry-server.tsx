/**
 * The page renderer the `page` function calls (built by `vite build --ssr`
 * into a self-contained bundle the functions load). It renders the same
 * routes and components as the browser, with a router that stays on the
 * request's URL, in the URL's language only, from the data the function read
 * for the page, and returns the markup with the styles it uses
 * (`theme/server-styles.ts`, one cache per request). Nothing here touches
 * Firebase or the browser.
 */
import { setupI18n, type I18n } from '@lingui/core';
import type { Lang, PageData } from '@costa/domain';
import { prerender } from 'react-dom/static';
import { App } from './app/app';
import pageModules from 'virtual:page-modules';
import { pageModuleOf, placeholderRoute, resolveRoute } from './app/router';
import { loadDeferredParts } from './components/ui/deferred';
import { env } from './config/env';
import { loadCatalogs, PAGE_CATALOGS } from './lib/i18n';
import { createPageDataStore } from './lib/page-data';
import { createRouter, createStaticHistory, RouterProvider } from './lib/router';
import { createEmotionCache } from './theme/emotion-cache';
import { gatherStyles, serverStyleTags, type GatheredStyles, type SharedStyles } from './theme/server-styles';

export type { GatheredStyles, SharedStyles };

/** The chat widget script the browser will load (its origin goes into the pages' Content-Security-Policy). */
export const chatWidgetUrl = env.chatWidgetUrl;
export const appCheck = env.appCheckSiteKey !== null && !env.useEmulators;

export interface RenderRequest {
  /** The page's absolute URL, query included. */
  url: string;
  lang: Lang;
  /** What the page shows, by the domain's `pageDataKeys`; embedded in the HTML by the caller too. */
  data: PageData;
  /** The site's stylesheet, when the build made one: the page inlines only the rules it lacks. */
  styles?: SharedStyles | null;
  /** The build's gathering of the site's stylesheet: the render's rules are added to it. */
  gather?: GatheredStyles;
}

export interface RenderedPage {
  /** The app's markup, for inside `<div id="root">`. */
  html: string;
  /** The site's stylesheet's `<link>` and `<style>` elements with the rules the markup uses. */
  styles: string;
  /** The browser build's chunks of the page's code beyond the first load, for the loader to fetch with it. */
  modules: string[];
}

/** One catalog instance per language (with every page's own texts), made on first use: requests in different languages never share one. */
const i18nByLang = new Map<Lang, Promise<I18n>>();

function i18nFor(lang: Lang): Promise<I18n> {
  let instance = i18nByLang.get(lang);
  if (!instance) {
    instance = loadCatalogs(lang, PAGE_CATALOGS).then((messages) => setupI18n({ locale: lang, messages: { [lang]: messages } }));
    i18nByLang.set(lang, instance);
  }
  return instance;
}

export async function render({ url, lang, data, styles = null, gather }: RenderRequest): Promise<RenderedPage> {
  // The page's module loads once per process (later requests resolve at once).
  const router = createRouter({ history: createStaticHistory(url), resolve: resolveRoute, placeholder: placeholderRoute });
  const [i18n] = await Promise.all([i18nFor(lang), router.ready]);
  // The matched page's module has loaded by now, and with it the parts it defers: load those too,
  // so the render never suspends (a suspended part would be streamed out of place behind a script).
  await loadDeferredParts();
  const emotionCache = createEmotionCache();
  // Rules go only into the cache (and from there into the page's head), not beside each element.
  emotionCache.compat = true;
  const { prelude } = await prerender(
    <App i18n={i18n} store={createPageDataStore(data)} emotionCache={emotionCache}>
      <RouterProvider router={router} />
    </App>,
    // Every boundary in place: React would otherwise move large ones to the end of the document
    // behind an inline script, which crawlers and a strict CSP would not run.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  if (gather) gatherStyles(emotionCache, html, gather);
  const { pathname, search } = new URL(url, 'http://localhost');
  return { html, styles: serverStyleTags(emotionCache, html, styles), modules: pageModules[pageModuleOf({ pathname, search })] ?? [] };
}

/**
 * What the page already knows, by query key (the domain's `pageDataKeys`):
 * on the server, the data the `page` function read for this request; in the
 * browser, the same entries read back from the HTML, then kept up to date by
 * the live subscriptions (`useLive` writes every answer back), so a page
 * visited again starts from the latest answer instead of a skeleton.
 */
import { PAGE_DATA_ELEMENT_ID, pageDataKeys, type PageData } from '@costa/domain';
import { createContext, useContext, type ReactNode } from 'react';

/** The `<script>` the server puts the site settings in (functions/src/render/page-html.ts). */
export const SITE_SETTINGS_ELEMENT_ID = 'site-settings';

export interface PageDataStore {
  has(key: string): boolean;
  get<T>(key: string): T | undefined;
  set(key: string, value: unknown): void;
}

export function createPageDataStore(initial: PageData = {}): PageDataStore {
  const entries = new Map<string, unknown>(Object.entries(initial));
  return {
    has: (key) => entries.has(key),
    get: <T,>(key: string) => entries.get(key) as T | undefined,
    set: (key, value) => void entries.set(key, value),
  };
}

function readJson(id: string): unknown {
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    console.error(`The page's embedded ${id} could not be read`, error);
    return undefined;
  }
}

/** The entries the server embedded in this document; none on pages it did not render. */
export function readEmbeddedPageData(): PageData {
  const embedded = readJson(PAGE_DATA_ELEMENT_ID);
  const data: PageData = embedded && typeof embedded === 'object' ? { ...(embedded as PageData) } : {};
  const settings = readJson(SITE_SETTINGS_ELEMENT_ID);
  if (settings && typeof settings === 'object') data[pageDataKeys.siteSettings()] = settings;
  return data;
}

const PageDataContext = createContext<PageDataStore>(createPageDataStore());

export function PageDataProvider({ store, children }: { store: PageDataStore; children: ReactNode }) {
  return <PageDataContext.Provider value={store}>{children}</PageDataContext.Provider>;
}

export function usePageDataStore(): PageDataStore {
  return useContext(PageDataContext);
}

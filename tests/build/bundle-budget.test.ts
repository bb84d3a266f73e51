/**
 * What a visitor's phone downloads to use the home page, read from the web
 * build (run after `npm run build`): the first chunks the template's loader
 * imports, the home page's module, the part it hydrates after it (the brand
 * strip below the hero) and the English catalogs (the public
 * one and the home page's own), each with
 * everything it imports. Sizes are gzip level 9, what the CDN sends at the least. Firebase
 * is not part of it: it loads when the page is idle, after hydration.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { closure, code, keyOfFile, loaderChunks, manifest, template, WEB } from './web-build';

/**
 * The home page's first load, in KB of gzip: 147 measured, of which React
 * (66), MUI's styling core with Lingui (34) and the theme (4) are the floor
 * of this stack; the app's shell with its own router is 17.5 (26 while the
 * domain's page titles carried their English, web/build/descriptor-ids.ts, and
 * 21 while it held the lists Vite's preloading reads), the public code of the
 * home, fleet and car pages 12.5 (web/build/public-chunk.ts), the public
 * catalog 5.5 and the home page's own texts 3 (the whole public catalog was
 * 14 before each page's own texts had a catalog of their own, and 8 while
 * it held the refusals' texts, the compare board's, the gift cards' and the
 * legal pages' and those the customer's and staff's pages share:
 * lingui.config.ts). It was 220 with react-router (about 30 KB, its data
 * router, before the app had a router of its own: lib/router.tsx), 183
 * while the first parts to hydrate used MUI's Button, IconButton, AppBar,
 * Card, Stack, Skeleton, Chip and Link (now components/ui/buttons.tsx,
 * components/ui/placeholder.tsx and small styled elements), and 171 with
 * MUI's colour-scheme provider (theme/theme-provider.tsx says why the site
 * has its own). The home page's static parts (the text sections, the
 * footer, the cards' texts) are not part of it: their code loads only once
 * the page is the app's and the browser is idle; nor are its questions,
 * which load when the visitor reaches them. It was 163 while the modules the
 * home, fleet and car pages share came as 27 small chunks
 * (web/build/public-chunk.ts), 157 while Vite's preloading of dynamic
 * imports carried the list of every chunk's imports (web/build/page-modules.ts),
 * and 153 while the featured cars hydrated with the page (on a phone they are
 * below the hero: an on-demand part, their code loads when the visitor
 * reaches them).
 */
const HOME_BUDGET_KB = 147;

/** The modules the home page loads beyond the template's first chunks. */
const HOME_MODULES = ['src/app/routes/home.tsx', 'src/features/home/components/brand-marquee.tsx', '../locales/en/messages.ts', '../locales/en/home.ts'];

const gzipKb = (file: string) => gzipSync(code(file), { level: 9 }).length / 1024;

describe('the home page’s first load', () => {
  const keys = closure([...loaderChunks().map(keyOfFile), ...HOME_MODULES]);
  const files = [...keys].map((key) => manifest[key]!.file);

  it(`stays within ${HOME_BUDGET_KB} KB of gzipped JavaScript`, () => {
    const total = files.reduce((sum, file) => sum + gzipKb(file), 0);
    expect(Math.round(total)).toBeLessThanOrEqual(HOME_BUDGET_KB);
  });

  it('holds no Firebase SDK', () => {
    const firebaseModules = Object.keys(manifest).filter((key) => /node_modules\/(@firebase|firebase)\//.test(key));
    expect(firebaseModules.length).toBeGreaterThan(0);
    for (const key of firebaseModules) expect(keys).not.toContain(key);
    for (const file of files) expect(code(file)).not.toContain('@firebase/');
  });

  it('holds no form library: formik and yup load with the pages that have forms', () => {
    // yup's default message and formik's own name, as they survive minification.
    const formLibraries = /is a required field|Formik/;
    const formPages = ['src/app/routes/contact.tsx', 'src/app/routes/auth.tsx', 'src/app/routes/order.tsx'];
    for (const page of formPages) {
      const pageFiles = [...closure([page])].map((key) => manifest[key]!.file);
      expect(pageFiles.some((file) => formLibraries.test(code(file)))).toBe(true);
    }
    for (const file of files) expect(code(file)).not.toMatch(formLibraries);
    // Nor do the parts every page loads once hydrated (the footer and the consent banner, static parts).
    const everyPage = ['src/features/navigation/components/site-footer.tsx', 'src/features/consent/consent-banner.tsx'];
    for (const file of [...closure(everyPage)].map((key) => manifest[key]!.file)) {
      expect(code(file)).not.toMatch(formLibraries);
    }
  });

  it("holds no reactfire: the back office's live data loads with its pages, without the SDKs it never uses", () => {
    const settingsFiles = [...closure(['src/app/routes/admin-settings.tsx'])].map((key) => manifest[key]!.file);
    const settingsCode = settingsFiles.map((file) => code(file)).join('\n');
    expect(settingsCode).toContain('reactfire');
    // The hosts the Realtime Database and Remote Config SDKs call (reactfire imports both; vite.config.ts stubs them).
    expect(settingsCode).not.toMatch(/firebaseio\.com|firebaseremoteconfig/);
    for (const file of files) expect(code(file)).not.toContain('reactfire');
  });

  // Each catalog loaded with other pages, and a text only that catalog has.
  it.each([
    ['staff', 'the back office’s, loaded with the admin shell', 'Discount tiers'],
    ['booking', 'the booking panel’s, loaded with the car and order pages', 'Return to the same location'],
    ['customer', 'the customer’s own pages’, loaded with them', 'Send me the link'],
  ])('holds no texts of the %s catalog (%s)', (catalog, _, text) => {
    const chunk = manifest[`../locales/en/${catalog}.ts`];
    expect(chunk).toBeDefined();
    expect(code(chunk!.file)).toContain(text);
    for (const file of files) expect(code(file)).not.toContain(text);
  });

  it('holds no e-mail texts: their catalog never reaches a browser', () => {
    expect(Object.keys(manifest).filter((key) => key.includes('locales/') && key.includes('/mail'))).toEqual([]);
  });

  it('names every module the page loads after its own: a renamed module fails here, not silently', () => {
    for (const module of HOME_MODULES) expect(manifest[module]).toBeDefined();
  });
});

/**
 * The faces every page preloads, in KB (woff2 is compressed already): Inter
 * with its weight axis cut to 400-700 (30; the full axis is 47) and Playfair
 * Display 500 (22.5). They are on every first paint, in the same queue as the
 * lead photo.
 */
const FONTS_BUDGET_KB = 54;

describe('the fonts every page preloads', () => {
  const fonts = [...template.matchAll(/<link rel="preload" as="font"[^>]*href="\/([^"]+)"/g)].map((match) => match[1]!);

  it(`weigh ${FONTS_BUDGET_KB} KB at most together`, () => {
    expect(fonts).toHaveLength(2);
    const total = fonts.reduce((sum, file) => sum + statSync(join(WEB, 'dist', file)).size, 0) / 1024;
    expect(Math.round(total)).toBeLessThanOrEqual(FONTS_BUDGET_KB);
  });

  it("are the files the template's @font-face rules use", () => {
    for (const file of fonts) expect(template).toContain(`url(/${file})`);
  });
});

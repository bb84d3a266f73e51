import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { visualizer } from 'rollup-plugin-visualizer';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { PAGE_MODULES_ELEMENT_ID } from '../domain/src/page-data';
import { renderRobots } from '../domain/src/robots';
import { defineConfig, type Plugin } from 'vite';
import { carImageVariants } from './build/car-image-variants';
import { descriptorIdsOnly } from './build/descriptor-ids';
import { pageModules } from './build/page-modules';
import { PUBLIC_CHUNK } from './build/public-chunk';

const domainEntry = fileURLToPath(new URL('../domain/src/index.ts', import.meta.url));
const dir = fileURLToPath(new URL('.', import.meta.url));

/**
 * The built index.html is the server's page template, not a static file: moved
 * out of dist/ (with the build manifest, which names each page's modules) so
 * Firebase Hosting hands every page path to the `page` function, which renders
 * the page into it.
 */
function moveHtmlTemplate(): Plugin {
  return {
    name: 'move-html-template',
    apply: (_, { isSsrBuild }) => !isSsrBuild,
    closeBundle() {
      // A failed build writes no index.html; let the build's own error show.
      if (!existsSync(`${dir}dist/index.html`)) return;
      mkdirSync(`${dir}dist-template`, { recursive: true });
      renameSync(`${dir}dist/index.html`, `${dir}dist-template/index.html`);
      renameSync(`${dir}dist/.vite/manifest.json`, `${dir}dist-template/manifest.json`);
      rmSync(`${dir}dist/.vite`, { recursive: true, force: true });
      // robots.txt names the sitemap by absolute URL: the deployed origin, or the local emulator.
      const origin = (process.env.VITE_SITE_ORIGIN || 'http://127.0.0.1:5000').replace(/\/$/, '');
      writeFileSync(`${dir}dist/robots.txt`, renderRobots(origin));
    },
  };
}

/**
 * The faces of src/theme/fonts.css, preloaded from the template: the browser
 * otherwise finds them only after the style sheet has loaded and the first
 * text is laid out, too late for `font-display: optional` to use them.
 */
function preloadFonts(): Plugin {
  return {
    name: 'preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const fonts = Object.keys(bundle ?? {}).filter((file) => file.endsWith('.woff2'));
        return fonts.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
          injectTo: 'head-prepend' as const,
        }));
      },
    },
  };
}

/**
 * The app's one style sheet (the @font-face rules; MUI's styles come with the
 * page) inlined into the template: a render-blocking request less before the
 * first paint.
 */
function inlineStyleSheet(): Plugin {
  return {
    name: 'inline-style-sheet',
    apply: 'build',
    enforce: 'post',
    generateBundle(_, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') return;
      let source = String(html.source);
      for (const [file, asset] of Object.entries(bundle)) {
        if (!file.endsWith('.css') || asset.type !== 'asset') continue;
        const link = new RegExp(`<link rel="stylesheet"[^>]*href="/${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`);
        if (!link.test(source)) continue;
        source = source.replace(link, () => `<style>${String(asset.source)}</style>`);
        delete bundle[file];
        // Nor does any module load it as a file before it runs (Vite's preload of lazy modules
        // waits on the style sheets of the chunks they import, the entry's among them).
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk') output.viteMetadata?.importedCss.delete(file);
        }
      }
      html.source = source;
    },
  };
}

/**
 * The app's scripts start once the first contentful paint has been shown, not
 * during parsing: a server-rendered page is whole without them, and the
 * browser would otherwise fetch, run and hydrate them before showing
 * anything, with the lead photo and the fonts waiting behind them. The module
 * scripts Vite puts in the head become a loader that, when the browser
 * reports that paint (or after 3 s, should it never report one), fetches the
 * first chunks together, with those of the page's own code the server lists
 * (`#page-modules`, build/page-modules.ts), and evaluates the first ones one
 * at a time (INITIAL_CHUNKS).
 */
const APP_LOADER = (chunks: string[]) =>
  `let started=false;const start=async()=>{if(started)return;started=true;const chunks=${JSON.stringify(chunks)};` +
  `const page=JSON.parse(document.getElementById('${PAGE_MODULES_ELEMENT_ID}')?.textContent||'[]');` +
  `for(const href of [...chunks,...page]){const link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.append(link)}` +
  `for(const chunk of chunks){await import(chunk);await new Promise((next)=>setTimeout(next))}};` +
  `new PerformanceObserver((list,observer)=>{if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(start)}}).observe({type:'paint',buffered:true});` +
  `setTimeout(start,3000)`;

function loadAppAfterFirstPaint(): Plugin {
  return {
    name: 'load-app-after-first-paint',
    apply: 'build',
    enforce: 'post',
    generateBundle(_, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') return;
      let source = String(html.source);
      // Vite's module scripts and preloads of the first chunks: the loader imports them itself, in order.
      source = source.replace(/<script type="module" crossorigin src="[^"]+"><\/script>\s*/g, '');
      source = source.replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
      // The "app" group lands in the entry's own chunk (its name is the entry's).
      const chunks = INITIAL_CHUNKS.map(({ name }) => {
        const chunk = Object.values(bundle).find(
          (output) => output.type === 'chunk' && (name === 'app' ? output.isEntry : output.name === name),
        );
        if (!chunk) throw new Error(`load-app-after-first-paint: no "${name}" chunk`);
        return `/${chunk.fileName}`;
      });
      html.source = source.replace('</body>', () => `  <script type="module">${APP_LOADER(chunks)}</script>\n  </body>`);
    },
  };
}

/**
 * reactfire (the back office's live data) imports every Firebase SDK from its
 * one module. The back office never uses the Realtime Database or Remote
 * Config: their SDKs are replaced, for reactfire only, by stubs that throw if
 * ever called, so the back office's chunks do not carry them.
 */
const REACTFIRE_UNUSED: Record<string, string[]> = {
  'firebase/database': ['get', 'off', 'onChildAdded', 'onChildChanged', 'onChildMoved', 'onChildRemoved', 'onValue'],
  'firebase/remote-config': ['ensureInitialized', 'getAll', 'getBoolean', 'getNumber', 'getString', 'getValue'],
};

function reactfireUnusedSdks(): Plugin {
  const prefix = '\0reactfire-unused:';
  return {
    name: 'reactfire-unused-sdks',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source in REACTFIRE_UNUSED && importer && /[\\/]node_modules[\\/]reactfire[\\/]/.test(importer)) return prefix + source;
      return null;
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const sdk = id.slice(prefix.length);
      return REACTFIRE_UNUSED[sdk]!.map((name) => `export function ${name}() { throw new Error('${sdk} is not part of this app'); }`).join('\n');
    },
  };
}

/**
 * The first load, in the order the loader evaluates it, each its own chunk:
 * evaluating everything at once is one long task on a phone; one chunk after
 * another, with the main thread free in between, is a few short ones.
 */
const INITIAL_CHUNKS = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, tags: ['$initial'], priority: 4 },
  { name: 'mui', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 3 },
  // The theme apart: building it (createTheme with both colour schemes' variables) is the costliest
  // thing the first load evaluates, and gets a task of its own.
  { name: 'theme', test: /[\\/]src[\\/]theme[\\/]/, tags: ['$initial'], priority: 2.5 },
  { name: 'app', tags: ['$initial'], priority: 2 },
] satisfies { name: string; test?: RegExp; tags: '$initial'[]; priority: number }[];


const analyze = process.env.ANALYZE;

export default defineConfig(({ isSsrBuild, mode }) => ({
  root: dir,
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui({ configPath: fileURLToPath(new URL('../lingui.config.ts', import.meta.url)) }),
    moveHtmlTemplate(),
    preloadFonts(),
    inlineStyleSheet(),
    loadAppAfterFirstPaint(),
    pageModules({ manifestFile: `${dir}dist-template/manifest.json` }),
    reactfireUnusedSdks(),
    descriptorIdsOnly(),
    carImageVariants({ publicDir: `${dir}public`, outDir: `${dir}dist`, cacheDir: `${dir}../.cache/car-images` }),
    analyze && !isSsrBuild
      ? visualizer({
          filename: analyze === 'json' ? 'dist-stats.json' : 'dist-stats.html',
          template: analyze === 'json' ? 'raw-data' : 'treemap',
          gzipSize: true,
        })
      : null,
  ],
  resolve: { alias: { '@costa/domain': domainEntry } },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    // Files the server renders itself, the local test checkout and the webhook come from the emulated hosting.
    proxy: Object.fromEntries(
      ['/sitemap.xml', '/robots.txt', '/sitemaps', '/test-checkout', '/api'].map((path) => [path, 'http://127.0.0.1:5000']),
    ),
  },
  // The page renderer is one self-contained CommonJS bundle the functions `require`: every
  // dependency inlined (the functions install only their own), Firebase left out (never used there).
  ssr: { noExternal: true, external: ['firebase'] },
  // The bundled React, MUI and Emotion pick their builds by NODE_ENV, which the functions' runtime
  // does not set: fixed here to the build's mode, so server and browser render the same class names
  // (`--mode development` on both builds gives React's detailed hydration messages).
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify(mode === 'development' ? 'development' : 'production') } : {},
  build: isSsrBuild
    ? {
        target: 'node20',
        outDir: 'dist-server',
        emptyOutDir: true,
        sourcemap: false,
        minify: false,
        copyPublicDir: false,
        rollupOptions: {
          input: 'src/entry-server.tsx',
          output: { format: 'cjs', entryFileNames: '[name].cjs', chunkFileNames: '[name]-[hash].cjs' },
        },
      }
    : {
        target: 'es2022',
        sourcemap: Boolean(process.env.SOURCEMAP),
        manifest: true,
        chunkSizeWarningLimit: 600,
        // No preloading of a dynamic import's dependencies: its lists of every chunk's imports weighed
        // about 4 KB of each page's first load. The server lists a page's chunks for the loader to fetch
        // with the first ones (build/page-modules.ts); a later page's arrive one round trip after its own.
        modulePreload: false,
        rollupOptions: {
          input: 'index.html',
          // Emotion imports it for its side effects, which it has none of (its package does not say so):
          // left unmarked, it and its copy of react-is came with every page, used by nothing there.
          treeshake: { moduleSideEffects: [{ test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false }] },
          output: {
            // Everything the entry imports statically (React, the router, MUI's core, the shell) in one
            // file instead of dozens: the first load is two requests, not a queue of them.
            codeSplitting: { groups: [...INITIAL_CHUNKS, PUBLIC_CHUNK] },
          },
        },
      },
}));

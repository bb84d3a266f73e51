import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { visualizer } from 'rollup-plugin-visualizer';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { renderRobots } from '../domain/src/robots';
import { defineConfig, type Plugin } from 'vite';

const domainEntry = fileURLToPath(new URL('../domain/src/index.ts', import.meta.url));

/**
 * The built index.html is the server's page template, not a static file: moved
 * out of dist/ so Firebase Hosting hands every page path to the `page` function,
 * which fills in the head tags for that URL.
 */
function moveHtmlTemplate(): Plugin {
  return {
    name: 'move-html-template',
    apply: 'build',
    closeBundle() {
      const dir = fileURLToPath(new URL('.', import.meta.url));
      // A failed build writes no index.html; let the build's own error show.
      if (!existsSync(`${dir}dist/index.html`)) return;
      mkdirSync(`${dir}dist-template`, { recursive: true });
      renameSync(`${dir}dist/index.html`, `${dir}dist-template/index.html`);
      // robots.txt names the sitemap by absolute URL: the deployed origin, or the local emulator.
      const origin = (process.env.VITE_SITE_ORIGIN || 'http://127.0.0.1:5000').replace(/\/$/, '');
      writeFileSync(`${dir}dist/robots.txt`, renderRobots(origin));
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui({ configPath: fileURLToPath(new URL('../lingui.config.ts', import.meta.url)) }),
    moveHtmlTemplate(),
    process.env.ANALYZE ? visualizer({ filename: 'dist-stats.html', gzipSize: true }) : null,
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
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
});

import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig } from 'vite';

const domainEntry = fileURLToPath(new URL('../domain/src/index.ts', import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui({ configPath: fileURLToPath(new URL('../lingui.config.ts', import.meta.url)) }),
    process.env.ANALYZE ? visualizer({ filename: 'dist-stats.html', gzipSize: true }) : null,
  ],
  resolve: { alias: { '@costa/domain': domainEntry } },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
});

/**
 * The chunks each page's module needs beyond the first load, from the browser
 * build's manifest, for the server's renderer (`virtual:page-modules`,
 * imported by src/entry-server.tsx). The server lists them in the page
 * (`#page-modules`), and the template's loader fetches them with the first
 * chunks rather than one round trip after the page's own: the browser build
 * leaves out Vite's preloading of a dynamic import's dependencies, whose
 * lists of every chunk's imports weighed about 4 KB of each page's first load.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isDynamicEntry?: boolean;
}

const ID = 'virtual:page-modules';
const RESOLVED = `\0${ID}`;

/** Each page module's key (`src/app/routes/…`) with the files it imports, directly or not, that the entry does not. */
export function pageModulesOf(manifest: Record<string, ManifestChunk>, entry: string): Record<string, string[]> {
  const closure = (start: string) => {
    const seen = new Set<string>();
    const pending = [start];
    while (pending.length) {
      const key = pending.pop()!;
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      pending.push(...(manifest[key].imports ?? []));
    }
    return seen;
  };
  const first = closure(entry);
  const pages = Object.keys(manifest).filter((key) => key.startsWith('src/app/routes/') && manifest[key]!.isDynamicEntry);
  return Object.fromEntries(pages.map((page) => [page, [...closure(page)].filter((key) => !first.has(key)).map((key) => `/${manifest[key]!.file}`)]));
}

export function pageModules({ manifestFile }: { manifestFile: string }): Plugin {
  return {
    name: 'page-modules',
    resolveId: (source) => (source === ID ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      // Without a browser build (the dev server), pages load their chunks as they import them.
      const modules = existsSync(manifestFile)
        ? pageModulesOf(JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>, 'index.html')
        : {};
      return `export default ${JSON.stringify(modules)};`;
    },
  };
}

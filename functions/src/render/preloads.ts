/**
 * Which built files a server-rendered page should have the browser fetch at
 * once, read from the web build's manifest: the page's own modules (its route
 * chunk, the catalog of its language) and everything they import, beyond
 * what the entry already brings (the template preloads that). Without these
 * hints the browser would find them only after running the entry.
 */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

export type BuildManifest = Record<string, ManifestChunk>;

export interface Preloads {
  /** Module scripts, as site paths (`/assets/...`). */
  modules: string[];
  /** Style sheets those modules need. */
  styles: string[];
}

function closure(manifest: BuildManifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...keys];
  while (pending.length) {
    const key = pending.pop()!;
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    pending.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

/** Modules unknown to the manifest are skipped: a page still works, only later. */
export function pagePreloads(manifest: BuildManifest, modules: readonly string[]): Preloads {
  const entry = closure(
    manifest,
    Object.keys(manifest).filter((key) => manifest[key]?.isEntry),
  );
  const needed = [...closure(manifest, modules)].filter((key) => !entry.has(key));
  const files = (pick: (chunk: ManifestChunk) => string[]) => [
    ...new Set(needed.flatMap((key) => pick(manifest[key]!)).map((file) => `/${file}`)),
  ];
  return { modules: files((chunk) => [chunk.file]), styles: files((chunk) => chunk.css ?? []) };
}

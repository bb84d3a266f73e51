/**
 * The web build as the build tests read it (after `npm run build`): the
 * template's manifest of chunks, and what a page loads from it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const WEB = join(__dirname, '..', '..', 'web');

export interface Chunk {
  file: string;
  name?: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
}

export const manifest = JSON.parse(readFileSync(join(WEB, 'dist-template', 'manifest.json'), 'utf8')) as Record<string, Chunk>;
export const template = readFileSync(join(WEB, 'dist-template', 'index.html'), 'utf8');

/** A built file's code. */
export const code = (file: string) => readFileSync(join(WEB, 'dist', file), 'utf8');

export function keyOfFile(file: string): string {
  const key = Object.keys(manifest).find((candidate) => `/${manifest[candidate]!.file}` === file);
  if (!key) throw new Error(`${file} is not in the build manifest`);
  return key;
}

/**
 * The chunks `keys` import, and those they import, as keys of the manifest;
 * with `dynamic`, also what each may import later, except where `stop` says
 * (those keys are left out, and what they import is not followed).
 */
export function closure(keys: readonly string[], { dynamic = false, stop = () => false }: { dynamic?: boolean; stop?: (key: string) => boolean } = {}): Set<string> {
  const seen = new Set<string>();
  const pending = [...keys];
  while (pending.length) {
    const key = pending.pop()!;
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    const next = [...(chunk.imports ?? []), ...(dynamic ? (chunk.dynamicImports ?? []) : [])];
    pending.push(...next.filter((candidate) => !stop(candidate)));
  }
  return seen;
}

/** The chunks the template's loader imports, in order. */
export function loaderChunks(): string[] {
  const list = /const chunks=(\[[^\]]*\])/.exec(template)?.[1];
  if (!list) throw new Error('the template has no app loader');
  return JSON.parse(list) as string[];
}

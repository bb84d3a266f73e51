/**
 * The compare list of this browser: held in memory, mirrored to
 * localStorage under `compare`, and re-read when another tab changes it. The
 * stored value is untrusted text, so it goes through `parseCompareList` and a
 * corrupt or hand-edited value reads as an empty (or trimmed) list.
 *
 * The store only keeps the list; the rules of adding, replacing and removing
 * are the domain's (`@costa/domain` compare.ts), the notices are `use-compare`'s.
 */
import { parseCompareList, type CompareEntry } from '@costa/domain';

export const COMPARE_STORAGE_KEY = 'compare';

const EMPTY: readonly CompareEntry[] = Object.freeze([]);

let list: readonly CompareEntry[] | null = null;
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Access itself throws when the browser blocks site data.
    return null;
  }
}

function readStored(): readonly CompareEntry[] {
  const raw = storage()?.getItem(COMPARE_STORAGE_KEY) ?? null;
  if (raw === null) return EMPTY;
  try {
    return parseCompareList(JSON.parse(raw));
  } catch {
    return EMPTY;
  }
}

function publish(): void {
  listeners.forEach((listener) => listener());
}

function onStorage(event: StorageEvent): void {
  // `key === null` is another tab calling localStorage.clear().
  if (event.key !== null && event.key !== COMPARE_STORAGE_KEY) return;
  list = readStored();
  publish();
}

export function subscribeCompare(listener: () => void): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

/** The same array until the list changes, as `useSyncExternalStore` needs. */
export function getCompareList(): readonly CompareEntry[] {
  list ??= readStored();
  return list;
}

/** The server cannot see this browser's list: it renders an empty one, and hydration starts from the same. */
export function getServerCompareList(): readonly CompareEntry[] {
  return EMPTY;
}

export function setCompareList(next: readonly CompareEntry[]): void {
  list = next.length === 0 ? EMPTY : next;
  const store = storage();
  try {
    if (next.length === 0) store?.removeItem(COMPARE_STORAGE_KEY);
    else store?.setItem(COMPARE_STORAGE_KEY, JSON.stringify(next));
  } catch (error) {
    // Full or blocked storage: the list still works for this page view.
    console.warn('Could not save the compare list', error);
  }
  publish();
}

/** Tests start from what is in storage again. */
export function resetCompareStoreForTests(): void {
  list = null;
}

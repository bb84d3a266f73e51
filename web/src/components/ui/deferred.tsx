/**
 * Parts of a server-rendered page that need not be interactive first (below
 * the fold, the footer, the fleet's filters, the booking panel). Each
 * `Deferred` is a Suspense boundary: the browser hydrates it as a task of its
 * own after the rest, and a part made with `deferredPart` also loads its code
 * apart, after the page's first code, keeping the server's HTML in place
 * until it arrives.
 *
 * On the server every part is loaded before the page renders
 * (`loadDeferredParts`), so nothing suspends there: the whole page is in the
 * HTML, in place, with no script needed to show it.
 */
import { lazy, Suspense, useEffect, useLayoutEffect, useState, type ComponentType, type ReactNode } from 'react';

/** The parts shown but not yet hydrated (their code still loading), and who waits for none to be left. */
const pendingParts = new Set<object>();
const settledParts = new WeakSet<object>();
let whenSettled: (() => void)[] = [];

function flushIfSettled(): void {
  if (pendingParts.size) return;
  const callbacks = whenSettled;
  whenSettled = [];
  callbacks.forEach((callback) => callback());
}

/** Calls back once every part on the page has hydrated (at once if none is pending). */
export function whenPartsHydrated(callback: () => void): void {
  whenSettled.push(callback);
  flushIfSettled();
}

/** Rendered last inside a part: its effect runs when the part's content has committed. */
function PartHydrated({ token }: { token: object }) {
  useEffect(() => {
    settledParts.add(token);
    pendingParts.delete(token);
    flushIfSettled();
  }, [token]);
  return null;
}

export function Deferred({ children }: { children: ReactNode }) {
  const [token] = useState(() => ({}));
  // Layout effects run before any passive one of the same commit: a part hydrated at once is
  // counted and settled in one go; one whose code is still loading stays pending until it commits.
  useLayoutEffect(() => {
    if (!settledParts.has(token)) pendingParts.add(token);
    return () => {
      pendingParts.delete(token);
      flushIfSettled();
    };
  }, [token]);
  return (
    <Suspense fallback={null}>
      {children}
      <PartHydrated token={token} />
    </Suspense>
  );
}

const isServer = typeof window === 'undefined';
/** Server only: the loads of the parts defined so far that have not finished. */
const serverLoads = new Set<Promise<unknown>>();

/** Server only: waits until every part defined so far (and any defined by those) has loaded. */
export async function loadDeferredParts(): Promise<void> {
  while (serverLoads.size) await Promise.all([...serverLoads]);
}

/**
 * A component loaded apart: `load` imports its module, `pick` chooses the
 * export. In the browser the load starts when the page's module evaluates
 * (not when the part first renders), so on a navigation it is usually there
 * by the time the page shows.
 */
export function deferredPart<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): ComponentType<P> {
  if (isServer) {
    let Loaded: ComponentType<P> | null = null;
    const loading = load().then((module) => {
      Loaded = pick(module);
    });
    serverLoads.add(loading);
    void loading.finally(() => serverLoads.delete(loading));
    return function ServerPart(props: P) {
      if (!Loaded) throw new Error('A deferred part rendered before loadDeferredParts() finished');
      return <Loaded {...props} />;
    };
  }
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () =>
    (pending ??= load().then(
      (module) => ({ default: pick(module) }),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  void start().catch(() => {});
  return lazy(start);
}

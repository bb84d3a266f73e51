/**
 * Parts of a server-rendered page that need not be interactive first (below
 * the fold, the footer, the fleet's filters; the booking panel, not before
 * the visitor reaches it: `onDemandPart`, in on-demand-part.tsx). Each
 * `Deferred` is a Suspense boundary: the browser hydrates it as a task of its
 * own after the rest, and a part made with `deferredPart` also loads its code
 * apart, after the page's first code, keeping the server's HTML in place
 * until it arrives.
 *
 * On the server every part is loaded before the page renders
 * (`loadDeferredParts`), so nothing suspends there: the whole page is in the
 * HTML, in place, with no script needed to show it.
 */
import { useLingui } from '@lingui/react';
import { lazy, startTransition, Suspense, use, useCallback, useEffect, useLayoutEffect, useState, type ComponentType, type ReactNode } from 'react';
import { isHydrating } from '../../lib/hydration';
import { preloadable, whenIdleAfterHydration } from '../../lib/idle';

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

/** Holds `<html data-app-ready>` back until `releaseReady` (a `Deferred`, an `onDemandPart`). */
export function holdReady(token: object): void {
  pendingParts.add(token);
}

export function releaseReady(token: object): void {
  pendingParts.delete(token);
  flushIfSettled();
}

/** Calls back once every part on the page has hydrated (at once if none is pending). */
export function whenPartsHydrated(callback: () => void): void {
  whenSettled.push(callback);
  flushIfSettled();
}

/** Rendered last inside a part: calls back once the part's content has committed. */
export function Shown({ onShown }: { onShown: () => void }) {
  useEffect(() => onShown(), [onShown]);
  return null;
}

export function Deferred({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [token] = useState(() => ({}));
  // Layout effects run before any passive one of the same commit: a part hydrated at once is
  // counted and settled in one go; one whose code is still loading stays pending until it commits.
  useLayoutEffect(() => {
    if (!settledParts.has(token)) holdReady(token);
    return () => releaseReady(token);
  }, [token]);
  const settle = useCallback(() => {
    settledParts.add(token);
    releaseReady(token);
  }, [token]);
  return (
    <Suspense fallback={fallback}>
      {children}
      <Shown onShown={settle} />
    </Suspense>
  );
}

export const isServer = typeof window === 'undefined';
/** Server only: the loads of the parts defined so far that have not finished. */
const serverLoads = new Set<Promise<unknown>>();

/** Server only: waits until every part defined so far (and any defined by those) has loaded. */
export async function loadDeferredParts(): Promise<void> {
  while (serverLoads.size) await Promise.all([...serverLoads]);
}

/** Server only: starts loading a part's module; `loadDeferredParts` waits for it. */
function loadOnServer<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): () => ComponentType<P> {
  let Loaded: ComponentType<P> | null = null;
  const loading = load().then((module) => {
    Loaded = pick(module);
  });
  serverLoads.add(loading);
  void loading.finally(() => serverLoads.delete(loading));
  return () => {
    if (!Loaded) throw new Error('A deferred part rendered before loadDeferredParts() finished');
    return Loaded;
  };
}

/**
 * A component loaded apart: `load` imports its module, `pick` chooses the
 * export. In the browser the load starts when the page's module evaluates
 * (not when the part first renders), so on a navigation it is usually there
 * by the time the page shows; with `eager: false`, when it first renders.
 */
export function deferredPart<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  { eager = true }: { eager?: boolean } = {},
): ComponentType<P> {
  if (isServer) {
    const loaded = loadOnServer(load, pick);
    return function ServerPart(props: P) {
      const Loaded = loaded();
      return <Loaded {...props} />;
    };
  }
  const start = preloadable(() => load().then((module) => ({ default: pick(module) })));
  if (eager) void start().catch(() => {});
  return lazy(start);
}

/** The server's HTML, kept: React leaves an element's inner HTML alone while this prop is unchanged. */
export const KEEP_SERVER_HTML = { __html: '' };
export const STATIC_STYLE = { display: 'contents' } as const;

/** The element of a static part: `display: contents`, so it takes no room in a flex or grid layout. */
function StaticBox({ children }: { children: ReactNode }) {
  return (
    <div data-static="" style={STATIC_STYLE}>
      {children}
    </div>
  );
}

/**
 * Whether a static part shows the server's HTML: it was rendered with the
 * page as it hydrated (`fromServer`), and its props and language have been
 * those it was hydrated with ever since (`keep`). Once it has rendered
 * itself, the server's HTML is gone: props or a language coming back to the
 * first ones (a language switched there and back) render it again, not an
 * empty box.
 */
export function useServerHtml(props: object): { fromServer: boolean; keep: boolean } {
  const { i18n } = useLingui();
  const [first] = useState(() => (isHydrating() ? { props, locale: i18n.locale } : null));
  const [left, setLeft] = useState(false);
  const same = first !== null && first.locale === i18n.locale && sameProps(first.props, props);
  // Set while rendering (React renders again before committing): the very render that leaves the HTML knows it.
  if (first !== null && !same && !left) setLeft(true);
  return { fromServer: first !== null, keep: same && !left };
}

function KeptServerHtml() {
  return <div key="kept" data-static="" style={STATIC_STYLE} suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_HTML} />;
}

function sameProps(a: object, b: object): boolean {
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => Object.is(left[key], right[key]));
}

/**
 * A part of a server-rendered page with nothing to interact with (texts,
 * specifications, a card's body): the browser keeps the server's HTML as it
 * is and never hydrates it; its code loads only once the page is interactive
 * and the browser idle. When its props or the language change (a live price,
 * another language), or on a page the browser renders itself, it renders as
 * any component; a change before its code is in keeps the server's HTML shown
 * until it is. Links inside it navigate within the app through the one
 * delegated handler (`lib/static-links.ts`). Props are compared one by one
 * (`Object.is`), so pass data, not elements or new objects on every render.
 */
export function staticPart<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): ComponentType<P> {
  if (isServer) return serverStaticPart(load, pick);
  const { ensureLoaded, useCodeBeforeChange, LivePart } = loadablePart(load, pick);
  return function StaticPart(props: P) {
    const { fromServer, keep } = useServerHtml(props);
    const waiting = useCodeBeforeChange(fromServer && !keep);
    useEffect(() => {
      // Its code is not needed for the page to be interactive, only for a change later (a live
      // price, another language): it arrives once the page is the app's and the browser is idle
      // (two seconds at the latest), so such a change renders without waiting.
      if (fromServer) whenIdleAfterHydration(() => void ensureLoaded().catch(() => {}));
    }, [fromServer]);
    if (keep || waiting) return <KeptServerHtml />;
    return (
      <StaticBox key="live">
        <Suspense fallback={null}>
          <LivePart {...props} />
        </Suspense>
      </StaticBox>
    );
  };
}

/**
 * A part's code, loaded once on demand (`ensureLoaded`), and the part
 * rendered as soon as it is in (`LivePart`, which waits for it inside a
 * Suspense boundary). `useCodeBeforeChange(changed)`: a part whose server
 * HTML a change has left behind (its props or the language) before its code
 * is in keeps showing that HTML, not an empty box, while the code loads; it
 * is true until then, and the part renders again when the code arrives.
 */
export function loadablePart<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  let Loaded: ComponentType<P> | null = null;
  const ensureLoaded = preloadable(() =>
    load().then((module) => {
      Loaded = pick(module);
    }),
  );
  function LivePart(props: P) {
    if (!Loaded) use(ensureLoaded());
    const Part = Loaded!;
    return <Part {...props} />;
  }
  function useCodeBeforeChange(changed: boolean): boolean {
    const waiting = changed && !Loaded;
    const [, setArrived] = useState(false);
    useEffect(() => {
      if (!waiting) return;
      let mounted = true;
      // A failed load keeps the server's HTML: stale, but shown.
      ensureLoaded().then(
        () => {
          if (mounted) startTransition(() => setArrived(true));
        },
        () => {},
      );
      return () => {
        mounted = false;
      };
    }, [waiting]);
    return waiting;
  }
  return { ensureLoaded, useCodeBeforeChange, LivePart };
}

/** The server's side of a part kept as its HTML in the browser: rendered whole, in its box. */
export function serverStaticPart<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  Box: typeof StaticBox = StaticBox,
): ComponentType<P> {
  const loaded = loadOnServer(load, pick);
  return function ServerStaticPart(props: P) {
    const Loaded = loaded();
    return (
      <Box>
        <Loaded {...props} />
      </Box>
    );
  };
}

/**
 * A static part whose code comes with its parent's (`staticPart`, eagerly):
 * for small parts that mount and unmount with the page's interactions (a car
 * card's texts when filters change), so they never wait for code. Still
 * never hydrated: the server's HTML stays until the props or language change.
 */
export function staticComponent<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  if (isServer) {
    return function ServerStaticComponent(props: P) {
      return (
        <StaticBox>
          <Component {...props} />
        </StaticBox>
      );
    };
  }
  return function StaticComponent(props: P) {
    if (useServerHtml(props).keep) return <KeptServerHtml />;
    return (
      <StaticBox key="live">
        <Component {...props} />
      </StaticBox>
    );
  };
}

/** Whether `query` matches now, and from then on (`true` stays `true`: a part once shown stays live). */
function useMediaOnce(query: string): boolean {
  const [matches, setMatches] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    if (matches) return;
    const list = window.matchMedia(query);
    const onChange = () => {
      if (list.matches) startTransition(() => setMatches(true));
    };
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [matches, query]);
  return matches;
}

/**
 * A part shown only on some screens (CSS hides it on the others, so the
 * server's HTML is right for every screen): the fleet's filter sidebar from
 * 768 px, its filter sheet below. Where `query` matches it is a `Deferred`
 * part, hydrated with its code loaded apart. Where it does not, the browser
 * keeps the server's hidden HTML and neither loads nor hydrates its code,
 * until the screen changes to match (a rotated tablet, a widened window);
 * then it renders afresh. Nothing of it holds `<html data-app-ready>` back
 * on a screen that does not show it.
 */
export function mediaPart<M, P extends object>(
  query: string,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): ComponentType<P> {
  const Part = deferredPart(load, pick, { eager: false });
  if (isServer) {
    return function ServerMediaPart(props: P) {
      return (
        <StaticBox>
          <Deferred>
            <Part {...props} />
          </Deferred>
        </StaticBox>
      );
    };
  }
  return function MediaPart(props: P) {
    const shown = useMediaOnce(query);
    const [fromServer] = useState(isHydrating);
    if (!shown) return fromServer ? <KeptServerHtml /> : null;
    return (
      <StaticBox key="live">
        <Deferred>
          <Part {...props} />
        </Deferred>
      </StaticBox>
    );
  };
}

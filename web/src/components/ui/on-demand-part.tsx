/**
 * The on-demand kind of part (README "How a page loads"): kept as the
 * server's HTML until the visitor reaches it. Apart from `deferred.tsx`, so
 * only the pages that have one load it.
 */
import { startTransition, Suspense, useCallback, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { waitForVisitor, type VisitorWait } from '../../lib/visitor-wait';
import {
  holdReady,
  isServer,
  KEEP_SERVER_HTML,
  loadablePart,
  releaseReady,
  serverStaticPart,
  Shown,
  STATIC_STYLE,
  useServerHtml,
} from './deferred';

/** The element of an on-demand part, as `StaticBox`; its links too go through the delegated handler. */
function OnDemandBox({ children }: { children: ReactNode }) {
  return (
    <div data-on-demand="" style={STATIC_STYLE}>
      {children}
    </div>
  );
}

/**
 * A part with controls that the visitor may never use, and that costs a lot
 * to load and hydrate (the booking panel, with its date field, places and
 * extras): the browser keeps the server's HTML as it is and loads none of
 * its code until the visitor reaches it (`lib/visitor-wait.ts`): a touch, a
 * focus or a key inside it, or its top coming into the upper three quarters
 * of the window. Then its code loads and it renders live in the HTML's place,
 * in a transition; a tap on one of its controls in between is kept and made
 * again on the live control, and focus and what was typed move to the live
 * fields in the same task as the swap, so no key falls in a gap. A part in view as
 * the page hydrates wakes at once and holds `<html data-app-ready>` until it
 * is live; one out of view does not. Like a `staticPart`, it also renders
 * live when its props or the language change (the server's HTML shown until
 * its code is in), and on a page the browser renders itself, with `fallback`
 * while its code loads.
 */
export function onDemandPart<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  { fallback = null }: { fallback?: ReactNode } = {},
): ComponentType<P> {
  if (isServer) return serverStaticPart(load, pick, OnDemandBox);
  const { ensureLoaded, useCodeBeforeChange, LivePart } = loadablePart(load, pick);
  return function OnDemandPart(props: P) {
    const { fromServer, keep } = useServerHtml(props);
    const [awake, setAwake] = useState(false);
    const [token] = useState(() => ({}));
    const keptBox = useRef<HTMLDivElement>(null);
    const liveBox = useRef<HTMLDivElement>(null);
    const waiting = useRef<VisitorWait | null>(null);
    const codeComing = useCodeBeforeChange(fromServer && !keep);
    const kept = (keep && !awake) || codeComing;

    // Until the first look: a part in view holds the page's readiness until it is live.
    useLayoutEffect(() => {
      if (!kept || !keptBox.current) return;
      holdReady(token);
      let woken = false;
      waiting.current = waitForVisitor(keptBox.current, {
        wake() {
          woken = true;
          // A failed load renders anyway: the live part then throws to the nearest error boundary.
          const goLive = () => startTransition(() => setAwake(true));
          ensureLoaded().then(goLive, goLive);
        },
        outOfView() {
          if (woken) return;
          releaseReady(token);
        },
      });
      return () => waiting.current?.stop();
    }, [kept, token]);
    useLayoutEffect(() => () => releaseReady(token), [token]);

    // Called in the commit that swaps the HTML for the live part (its content in place), before the
    // browser handles another key.
    const liveBoxRef = useCallback((box: HTMLDivElement | null) => {
      liveBox.current = box;
      if (box) waiting.current?.resume(box);
    }, []);
    const onShown = useCallback(() => {
      if (liveBox.current) waiting.current?.replay(liveBox.current);
      waiting.current = null;
      releaseReady(token);
    }, [token]);

    if (kept) {
      return <div key="kept" ref={keptBox} data-on-demand="" style={STATIC_STYLE} suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_HTML} />;
    }
    return (
      <div key="live" ref={liveBoxRef} data-on-demand="" style={STATIC_STYLE}>
        <Suspense fallback={fallback}>
          <LivePart {...props} />
          <Shown onShown={onShown} />
        </Suspense>
      </div>
    );
  };
}

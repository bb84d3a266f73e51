import { whenHydrated } from './hydration';

/** Runs `task` once the browser is idle after the first paint, or after `timeout` ms at the latest. */
export function whenIdle(task: () => void, timeout = 2000): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => task(), { timeout });
  else setTimeout(task, Math.min(timeout, 300));
}

/**
 * Runs `task` once the server's page is the app's (every part hydrated) and
 * the browser is then idle: for code the page may want soon but must not
 * load or run before it is interactive (a drawer, a calendar, the toasts).
 */
export function whenIdleAfterHydration(task: () => void, timeout?: number): void {
  whenHydrated(() => whenIdle(task, timeout));
}

/**
 * Runs `task` once the page has loaded (its photos in view and fonts done),
 * every part has hydrated and the browser is idle: for downloads that would
 * otherwise share the connection with what the visitor sees first.
 */
export function whenLoadedAndIdle(task: () => void, timeout?: number): void {
  whenLoaded(() => whenIdleAfterHydration(task, timeout));
}

/** What shows the visitor is on the page and doing something with it. */
const VISITOR_SIGNS = ['pointerdown', 'pointermove', 'keydown', 'focusin', 'input', 'wheel', 'scroll'];

/**
 * Runs `task` once, at the visitor's first touch, key, mouse move, focus or
 * scroll anywhere in the page (a scroll inside a box counts too: the listener
 * captures at the window).
 */
export function whenVisitorActs(task: () => void): void {
  const stop = new AbortController();
  const act = () => {
    stop.abort();
    task();
  };
  for (const type of VISITOR_SIGNS) {
    window.addEventListener(type, act, { capture: true, passive: true, signal: stop.signal });
  }
}

/** Runs `task` after the window's load event: at once if it has fired. */
export function whenLoaded(task: () => void): void {
  if (document.readyState === 'complete') task();
  else window.addEventListener('load', () => task(), { once: true });
}

/** Lets the browser take its turn (input, paint) before what follows: `scheduler.yield` where it exists, else a new task. */
export function yieldToBrowser(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/** A dynamic import that runs at most once; call it early (idle, hover) to have the module ready. */
export function preloadable<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => {
    promise ??= load().catch((error: unknown) => {
      promise = undefined;
      throw error;
    });
    return promise;
  };
}

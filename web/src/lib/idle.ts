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

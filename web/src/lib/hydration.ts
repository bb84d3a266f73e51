/**
 * Whether the page the server rendered is still being hydrated. Until every
 * part has hydrated, a state update above a part that has not would make
 * React hydrate all of them at once, in one long task: while this is true,
 * values that differ from the server's (the stored sign-in, the compare
 * list, the theme, live data) are applied as transitions, and what can wait
 * (Firebase, the chat widget) waits for `whenHydrated`.
 */
let hydrating = false;
let waiting: (() => void)[] = [];

export function isHydrating(): boolean {
  return hydrating;
}

export function setHydrating(value: boolean): void {
  hydrating = value;
  if (value) return;
  const callbacks = waiting;
  waiting = [];
  callbacks.forEach((callback) => callback());
}

/** Calls back once the page is the app's: at once when nothing is being hydrated. */
export function whenHydrated(callback: () => void): void {
  if (hydrating) waiting.push(callback);
  else callback();
}

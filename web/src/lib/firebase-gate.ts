/**
 * When the Firebase SDKs may load (`lib/firebase.ts` creates the clients, and
 * waits here first). Apart from the clients, with nothing of the build's
 * configuration, so shared hooks (`hooks/use-live.ts`) can open the gate
 * without depending on Firebase itself.
 */
import { whenIdleAfterHydration } from './idle';

let allow: () => void = () => {};
/** Whether the gate is open or about to be: later calls then have nothing left to do. */
let asked = false;

/** Settles once the SDKs may load. */
export const firebaseAllowed = new Promise<void>((resolve) => {
  allow = resolve;
});

/** Opens the way for the SDKs: on a server-rendered page once it is interactive, at once on pages the browser renders itself. */
export function allowFirebase(): void {
  asked = true;
  allow();
}

/**
 * For what a server-rendered page could not embed and must not show stale
 * (a live read the page has no data for, `hooks/use-live.ts`; a visitor's
 * stored compare list; a signed-in visitor's account): the SDKs come in as
 * soon as every part has hydrated and the browser is idle, without waiting
 * for the visitor.
 */
export function allowFirebaseSoon(): void {
  // Called by every live read the page did not embed: one wait for the idle moment is enough.
  if (asked) return;
  asked = true;
  whenIdleAfterHydration(allow, 2000);
}

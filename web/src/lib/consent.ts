/**
 * The visitor's choice about what is not strictly necessary (today the chat
 * widget; any analytics added later joins it). Stored under `consent` in
 * localStorage as `{ level, at }` and asked again after twelve months.
 *
 * The banner is server HTML that is never hydrated: the template's first
 * script marks `<html data-consent>` when a choice is stored, and a rule of
 * the template hides the banner then, before any paint, so it never appears
 * and disappears. Its buttons and the footer's "Cookie settings" are handled
 * here by one listener on the document (`data-consent-choice`,
 * `data-consent-open`), so they work on every page without React.
 */
export const CONSENT_STORAGE_KEY = 'consent';
/** How long a choice holds before the banner asks again. */
export const CONSENT_MAX_AGE_MS = 365 * 24 * 3_600_000;

/** `all`: optional items too; `necessary`: only what the site needs to work. */
export type ConsentLevel = 'all' | 'necessary';

const ATTRIBUTE = 'data-consent';

export function storedConsent(now: number = Date.now()): ConsentLevel | null {
  try {
    const stored = JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as unknown;
    if (!stored || typeof stored !== 'object') return null;
    const { level, at } = stored as { level?: unknown; at?: unknown };
    if ((level !== 'all' && level !== 'necessary') || typeof at !== 'number' || now - at > CONSENT_MAX_AGE_MS) return null;
    return level;
  } catch {
    return null;
  }
}

let waiting: (() => void)[] = [];
let optionalStarted = false;

/** Runs `start` once the visitor allows optional items: now, if they already have. */
export function whenOptionalAllowed(start: () => void): void {
  if (storedConsent() === 'all') {
    optionalStarted = true;
    start();
  } else waiting.push(start);
}

/** Stores the choice and hides the banner; optional items start at once when allowed. */
export function chooseConsent(level: ConsentLevel, now: number = Date.now()): void {
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ level, at: now }));
  } catch {
    // Storage refused (private mode): the choice holds for this page only.
  }
  document.documentElement.setAttribute(ATTRIBUTE, level);
  if (level === 'all') {
    const starts = waiting;
    waiting = [];
    if (starts.length) optionalStarted = true;
    starts.forEach((start) => start());
  } else if (optionalStarted) {
    // A widget already running cannot be taken back out of the page: a fresh page starts without it.
    window.location.reload();
  }
}

/** The banner's element (the server renders it in every page). */
function banner(): HTMLElement | null {
  return document.querySelector<HTMLElement>('[data-consent-banner]');
}

let opener: HTMLElement | null = null;

/** Shows the banner again (the footer's "Cookie settings"), focused on its first choice. */
export function reopenConsent(from: HTMLElement | null = null): void {
  opener = from;
  document.documentElement.removeAttribute(ATTRIBUTE);
  banner()?.querySelector<HTMLElement>('[data-consent-choice]')?.focus();
}

/** One listener for every consent control of the page; returns its removal. */
export function installConsentControls(): () => void {
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const choice = target?.closest<HTMLElement>('[data-consent-choice]');
    if (choice) {
      const level = choice.dataset.consentChoice === 'all' ? 'all' : 'necessary';
      chooseConsent(level);
      // Back where the visitor opened the banner from; on a first visit, to the page's content.
      const back = opener ?? document.getElementById('main-content');
      opener = null;
      back?.focus({ preventScroll: true });
      return;
    }
    const open = target?.closest<HTMLElement>('[data-consent-open]');
    if (open) {
      event.preventDefault();
      reopenConsent(open);
    }
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}

/** Tests only: forget the callbacks and the started state. */
export function resetConsentForTests(): void {
  waiting = [];
  optionalStarted = false;
  opener = null;
}

/**
 * What a part kept as the server's HTML waits for before it goes live
 * (`onDemandPart`, components/ui/on-demand-part.tsx): the visitor touching,
 * focusing or typing in it, or the part coming into the upper three quarters
 * of the window. A tap on one of its controls before then is kept, not lost:
 * once the live part is in place, the control at the same place in it is
 * tapped again, and focus goes back to where it was.
 */

import { earlyTapsIn } from './early-taps';

/** What a tap can be meant for (links are left alone: they work without the app). */
const CONTROLS = 'button, [role="button"], [role="switch"], [role="checkbox"], [role="combobox"], input, select, textarea, label, summary';

/** The part counts as in view once its top is above the window's last quarter. */
const IN_VIEW_MARGIN = '0px 0px -25% 0px';

export interface VisitorWait {
  /** Stops listening; what was kept stays for `replay`. */
  stop(): void;
  /**
   * In the live part now in `root`'s place, in the task that put it there:
   * what was typed into the server's fields, and focus back where it was.
   * Later, even a frame later, keys pressed in between would go nowhere.
   */
  resume(root: Element): void;
  /** Then the kept taps, made on the live controls. */
  replay(root: Element): void;
}

export interface VisitorWaitOptions {
  /** The visitor reached the part: make it live. Called at most once. */
  wake(): void;
  /** The first look found the part out of view (it may still wake later). */
  outOfView(): void;
}

export function waitForVisitor(root: HTMLElement, { wake, outOfView }: VisitorWaitOptions): VisitorWait {
  let woken = false;
  let tapped: number[] | null = null;
  let focused: number[] | null = null;
  const wakeOnce = () => {
    if (woken) return;
    woken = true;
    wake();
  };
  const inside = (event: Event): Element | null =>
    event.target instanceof Element && root.contains(event.target) ? event.target : null;

  const onReach = (event: Event) => {
    if (inside(event)) wakeOnce();
  };
  const onFocus = (event: FocusEvent) => {
    const target = inside(event);
    if (!target) return;
    focused = pathOf(root, target);
    wakeOnce();
  };
  const onBlur = (event: FocusEvent) => {
    const target = inside(event);
    if (!target || (event.relatedTarget instanceof Node && root.contains(event.relatedTarget))) return;
    // Chromium blurs a focused element just before removing it, as the swap to the live part does:
    // focus left only if the element is still there once the current task's work is done (the
    // swap's `resume` runs in that work, before this check).
    queueMicrotask(() => {
      if (target.isConnected) focused = null;
    });
  };
  const onClick = (event: MouseEvent) => {
    const target = inside(event);
    const control = target?.closest(CONTROLS);
    if (!target || target.closest('a[href]') || !control || !root.contains(control)) return;
    // The server's button or label would submit or toggle nothing the app knows of: the live one will.
    event.preventDefault();
    event.stopImmediatePropagation();
    tapped = pathOf(root, control);
    wakeOnce();
  };
  // The document's capture phase comes before React's root, which stops events in parts it has not hydrated.
  const listeners: [string, EventListener][] = [
    ['pointerdown', onReach],
    ['keydown', onReach],
    ['focusin', onFocus as EventListener],
    ['focusout', onBlur as EventListener],
    ['click', onClick as EventListener],
  ];
  for (const [type, listener] of listeners) document.addEventListener(type, listener, true);

  let observer: IntersectionObserver | null = null;
  const shown = root.firstElementChild ?? root;
  if (typeof IntersectionObserver === 'undefined') {
    outOfView();
  } else {
    let first = true;
    observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) wakeOnce();
        else if (first) outOfView();
        first = false;
      },
      { rootMargin: IN_VIEW_MARGIN },
    );
    observer.observe(shown);
  }

  return {
    stop() {
      for (const [type, listener] of listeners) document.removeEventListener(type, listener, true);
      observer?.disconnect();
    },
    resume(live) {
      carryTyping(root, live);
      const focus = focused && nodeAt(live, focused);
      const focusLost = !document.activeElement || document.activeElement === document.body;
      if (focus instanceof HTMLElement && focusLost) focus.focus({ preventScroll: true });
      focused = null;
    },
    replay(live) {
      // Taps the page's inline script kept before the app listened: their controls are gone with the server's HTML.
      const paths = earlyTapsIn(root).map((control) => pathOf(root, control));
      if (tapped) paths.push(tapped);
      tapped = null;
      for (const path of paths) {
        const tap = nodeAt(live, path);
        if (tap instanceof HTMLElement) tap.click();
      }
    },
  };
}

/**
 * What the visitor typed into the server's fields before the live part was
 * in place, typed into the live fields at the same places: set as the
 * browser would, then announced with an `input` event, which React reads as
 * a change.
 */
function carryTyping(from: Element, to: Element): void {
  for (const field of from.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field.value === field.defaultValue || (field instanceof HTMLInputElement && !TEXT_TYPES.has(field.type))) continue;
    const live = nodeAt(to, pathOf(from, field));
    if (!(live instanceof HTMLInputElement || live instanceof HTMLTextAreaElement) || live.value === field.value) continue;
    const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(live) as object, 'value')?.set;
    setValue?.call(live, field.value);
    live.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

const TEXT_TYPES = new Set(['text', 'search', 'email', 'tel', 'url', 'number']);

/** Where `node` sits under `root`: the child indices from one down to the other. */
function pathOf(root: Element, node: Element): number[] {
  const path: number[] = [];
  for (let at: Element = node; at !== root && at.parentElement; at = at.parentElement) {
    path.unshift([...at.parentElement.children].indexOf(at));
  }
  return path;
}

function nodeAt(root: Element, path: number[]): Element | null {
  let at: Element | null = root;
  for (const index of path) at = at?.children[index] ?? null;
  return at;
}

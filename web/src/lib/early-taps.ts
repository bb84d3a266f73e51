/**
 * The taps the page's inline script (index.html) kept because they came
 * before the app had taken the server's page over: once it has, each control
 * still in the page is tapped again, so the first tap on a heart or the menu
 * is never lost. Taking them also ends the keeping.
 */
declare global {
  interface Window {
    __takeEarlyTaps?: () => Element[];
    __peekEarlyTaps?: () => Element[];
  }
}

/**
 * The controls under `root` tapped before the app had taken the page over,
 * still kept (for a part that replaces its server HTML before then, and taps
 * them again in its live HTML).
 */
export function earlyTapsIn(root: Element): Element[] {
  return (window.__peekEarlyTaps?.() ?? []).filter((control) => root.contains(control));
}

export function replayEarlyTaps(): void {
  const taps = window.__takeEarlyTaps?.() ?? [];
  delete window.__takeEarlyTaps;
  delete window.__peekEarlyTaps;
  for (const control of taps) {
    if (control.isConnected && control instanceof HTMLElement) control.click();
  }
}

/**
 * The third-party chat widget: its script is loaded from the
 * configured provider one second after the page has loaded and painted, so
 * it never competes with the app for the network or the main thread. A failed
 * load is only logged; nothing is loaded when no provider is configured.
 */

import { whenLoaded } from './idle';

/** The delay after the window's load event. */
export const CHAT_WIDGET_DELAY_MS = 1000;

let started = false;

function inject(url: string): void {
  const script = document.createElement('script');
  script.src = url;
  script.async = true;
  script.dataset.chatWidget = '';
  script.addEventListener('error', () => {
    console.warn(`The chat widget could not be loaded from ${url}`);
  });
  document.body.appendChild(script);
}

/** Schedules the widget once per page; a null or empty url does nothing. */
export function startChatWidget(url: string | null | undefined): void {
  if (!url || started) return;
  started = true;
  const schedule = () => {
    // The frame callback runs once the first paint is done, then the product's delay starts.
    requestAnimationFrame(() => {
      setTimeout(() => inject(url), CHAT_WIDGET_DELAY_MS);
    });
  };
  whenLoaded(schedule);
}

/** Tests only: forget that the widget was started. */
export function resetChatWidgetForTests(): void {
  started = false;
}

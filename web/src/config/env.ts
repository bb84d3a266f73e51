/**
 * The web app's configuration, read once. On 127.0.0.1/localhost the app talks
 * to the Firebase emulators of a `demo-` project and needs no keys; anywhere
 * else the build must carry the real project's settings, and a missing one is
 * reported by name. On the server (the page renderer) there is no window and
 * no Firebase: only what a render reads is meaningful there.
 */
const vars = import.meta.env;
const isServer = typeof window === 'undefined';
const hostname = isServer ? '' : window.location.hostname;

const useEmulators = vars.VITE_USE_EMULATORS === 'true' || ['127.0.0.1', 'localhost'].includes(hostname);

const required = {
  VITE_FIREBASE_API_KEY: vars.VITE_FIREBASE_API_KEY as string | undefined,
  VITE_FIREBASE_PROJECT_ID: vars.VITE_FIREBASE_PROJECT_ID as string | undefined,
  VITE_FIREBASE_APP_ID: vars.VITE_FIREBASE_APP_ID as string | undefined,
};

if (!useEmulators && !isServer) {
  const missing = Object.entries(required)
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (missing.length) {
    throw new Error(`Missing build configuration: ${missing.join(', ')}`);
  }
}

/** The local stand-in for the chat provider's widget. */
export const DEMO_CHAT_WIDGET_URL = '/demo-chat-widget.js';

export const env = {
  useEmulators,
  /** Origin used in canonical and alternate links; the server uses the same. */
  siteOrigin: ((vars.VITE_SITE_ORIGIN as string | undefined) || (isServer ? '' : window.location.origin)).replace(/\/$/, ''),
  functionsRegion: 'europe-west1',
  firebase: useEmulators
    ? { apiKey: 'demo-key', projectId: 'demo-costa', appId: 'demo-app', authDomain: '127.0.0.1' }
    : {
        apiKey: required.VITE_FIREBASE_API_KEY!,
        projectId: required.VITE_FIREBASE_PROJECT_ID!,
        appId: required.VITE_FIREBASE_APP_ID!,
        authDomain: (vars.VITE_FIREBASE_AUTH_DOMAIN as string | undefined) ?? `${required.VITE_FIREBASE_PROJECT_ID}.firebaseapp.com`,
      },
  emulatorHost: hostname === 'localhost' ? 'localhost' : '127.0.0.1',
  /**
   * Chat widget script; nothing is loaded when unset, except on the emulators,
   * which load a local stand-in (public/demo-chat-widget.js) so the consent
   * flow can be seen and tested.
   */
  chatWidgetUrl: (vars.VITE_CHAT_WIDGET_URL as string | undefined) || (useEmulators && !isServer ? DEMO_CHAT_WIDGET_URL : null),
  /** reCAPTCHA Enterprise site key: App Check starts with it (never on the emulators). */
  appCheckSiteKey: (vars.VITE_APP_CHECK_SITE_KEY as string | undefined) || null,
} as const;

/**
 * The security headers of every response, in one place: Firebase
 * Hosting sends the static ones with its files (firebase.json, kept equal by a
 * test) and the functions with what they answer. The pages' Content Security
 * Policy is built here from what a page may run and reach; hashing the inline
 * scripts is the server's (it has the crypto), finding them is here.
 */

/** Sent with every response, static files included. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Nothing of these is used: no camera, no location (places are typed), no sensors, and payment
  // happens on the provider's own page.
  'Permissions-Policy':
    'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), browsing-topics=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  // For browsers without CSP `frame-ancestors`.
  'X-Frame-Options': 'DENY',
});

/**
 * The policy of whatever the functions answer that is not the app (the local
 * test checkout, the sitemap, errors): no script at all, its own inline
 * styles, forms back to this site only.
 */
export const PLAIN_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

export interface AppPolicyOptions {
  /** `sha256-…` sources of the page's inline scripts (the theme script, the app loader). */
  scriptHashes: readonly string[];
  /** Origins the app calls: the Firebase endpoints, or the emulators. */
  connectOrigins: readonly string[];
  /** Scripts from elsewhere (the chat widget, when one is configured). */
  scriptOrigins?: readonly string[];
  /** Frames the page may show (a chat widget's). */
  frameOrigins?: readonly string[];
  /** Production only: the emulators are plain http. */
  upgradeInsecureRequests?: boolean;
}

const unique = (values: readonly string[]) => [...new Set(values)];

/** The app pages' Content-Security-Policy: no inline script but the hashed ones, no framing. */
export function appContentSecurityPolicy(options: AppPolicyOptions): string {
  const scripts = unique(["'self'", ...options.scriptHashes.map((hash) => `'${hash}'`), ...(options.scriptOrigins ?? [])]);
  const frames = options.frameOrigins?.length ? unique(options.frameOrigins) : ["'none'"];
  const directives = [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    // MUI's styles are written by Emotion at run time, as style elements.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    // A car's video is wherever staff host it (its URL is part of the car); media cannot run code.
    "media-src 'self' https:",
    "font-src 'self'",
    `connect-src ${unique(["'self'", ...options.connectOrigins]).join(' ')}`,
    `frame-src ${frames.join(' ')}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (options.upgradeInsecureRequests) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/**
 * What App Check with reCAPTCHA Enterprise loads and calls when the web build
 * has a site key: Google's script and its frame, and the token exchange.
 */
export const APP_CHECK_ORIGINS = {
  scripts: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frames: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  connect: ['https://content-firebaseappcheck.googleapis.com', 'https://www.google.com/recaptcha/'],
} as const;

/** The emulators' ports the browser talks to (firebase.json). */
export const EMULATOR_PORTS = { firestore: 8080, auth: 9099, functions: 5001 } as const;

/**
 * Where the web app's Firebase SDKs connect: the emulators on this machine
 * (by either name the page may be opened with), or the project's endpoints.
 */
export function firebaseConnectOrigins(target: { emulators: true } | { emulators: false; projectId: string; region: string }): string[] {
  if (target.emulators) {
    return ['127.0.0.1', 'localhost'].flatMap((host) =>
      Object.values(EMULATOR_PORTS).map((port) => `http://${host}:${port}`),
    );
  }
  return [
    'https://firestore.googleapis.com',
    'https://identitytoolkit.googleapis.com',
    'https://securetoken.googleapis.com',
    `https://${target.region}-${target.projectId}.cloudfunctions.net`,
  ];
}

/** The origin of a URL (`https://widget.example/x.js` → `https://widget.example`), or null when it is none. */
export function originOf(url: string | null | undefined): string | null {
  const origin = /^(https?):\/\/([a-z0-9.-]+(?::\d{1,5})?)(?:[/?#]|$)/i.exec(url?.trim() ?? '');
  return origin ? `${origin[1]!.toLowerCase()}://${origin[2]!.toLowerCase()}` : null;
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/**
 * The bodies of the inline scripts a browser would run (no `src`, a
 * JavaScript or module type); data blocks (`application/json`,
 * `application/ld+json`) are not run and need no hash.
 */
export function executableInlineScripts(html: string): string[] {
  const found: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (EXECUTABLE_TYPES.has(type)) found.push(body);
  }
  return found;
}

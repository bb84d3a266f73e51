/**
 * The little of Express the HTTP handlers use, and how a request tells the
 * site's origin. Typed structurally so tests can pass plain objects.
 */
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { PLAIN_CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from '@costa/domain';

export type HeaderValue = string | string[] | undefined;

export interface HttpRequest {
  method: string;
  /** Path and query as received, e.g. `/cars?brand=Ferrari`. */
  url: string;
  /** Path only, still URL-encoded. */
  path: string;
  headers: Record<string, HeaderValue>;
}

export interface HttpResponse {
  status(code: number): HttpResponse;
  set(field: string, value: string): HttpResponse;
  send(body: string | Buffer): unknown;
  removeHeader?(field: string): void;
}

/** The query string of a request URL, with its `?`, or ''. */
export function searchOf(url: string): string {
  const at = url.indexOf('?');
  return at === -1 ? '' : url.slice(at);
}

function firstValue(value: HeaderValue): string | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  const first = raw?.split(',')[0]?.trim();
  return first || undefined;
}

const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
const LOCAL_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|0\.0\.0\.0|\[::1?\])(?::\d+)?$/i;

/**
 * The origin canonical and alternate links use: SITE_ORIGIN when configured
 * (production should set it, so every hosting domain names the same canonical
 * host), else the host the visitor asked for. Firebase Hosting (and its
 * emulator) passes that as `x-forwarded-host`; `host` is the function's own.
 * Without `x-forwarded-proto` a local host is plain http, anything else https.
 * Returns '' when no usable host is known (links then stay site-relative).
 */
export function requestOrigin(configured: string, headers: Record<string, HeaderValue>): string {
  const fixed = configured.trim().replace(/\/+$/, '');
  if (fixed) return fixed;
  const host = firstValue(headers['x-forwarded-host']) ?? firstValue(headers.host);
  if (!host || !HOST.test(host)) return '';
  const forwardedProto = firstValue(headers['x-forwarded-proto'])?.toLowerCase();
  const proto =
    forwardedProto === 'http' || forwardedProto === 'https' ? forwardedProto : LOCAL_HOST.test(host) ? 'http' : 'https';
  return `${proto}://${host.toLowerCase()}`;
}

/**
 * A text body compressed the best way the client accepts (brotli, else
 * gzip), with the headers that say so; Hosting's CDN keeps one copy per
 * encoding. Pages are tens of kilobytes of markup and styles that shrink
 * eightfold.
 */
export function sendCompressed(req: HttpRequest, res: HttpResponse, body: string): void {
  const accepted = String(req.headers['accept-encoding'] ?? '').toLowerCase();
  res.set('Vary', 'Accept-Encoding');
  if (/\bbr\b/.test(accepted)) {
    res.set('Content-Encoding', 'br').send(
      brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT } }),
    );
  } else if (/\bgzip\b/.test(accepted)) {
    res.set('Content-Encoding', 'gzip').send(gzipSync(body, { level: 6 }));
  } else {
    res.send(body);
  }
}

/** Only GET and HEAD reach a page or a sitemap; answers 405 to anything else. */
export function rejectUnlessRead(req: HttpRequest, res: HttpResponse): boolean {
  if (req.method === 'GET' || req.method === 'HEAD') return false;
  res.status(405).set('Allow', 'GET, HEAD').set('Cache-Control', 'no-store').send('Method Not Allowed');
  return true;
}

/**
 * Every HTTP function's answer carries the security headers, and a policy
 * that runs no script (a handler serving the app sets the app's own); Express
 * does not announce itself.
 */
export function withSecurityHeaders<Req extends HttpRequest, Res extends HttpResponse>(
  handler: (req: Req, res: Res) => void | Promise<void>,
): (req: Req, res: Res) => void | Promise<void> {
  return (req, res) => {
    res.removeHeader?.('X-Powered-By');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.set(name, value);
    res.set('Content-Security-Policy', PLAIN_CONTENT_SECURITY_POLICY);
    return handler(req, res);
  };
}

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

function ipv4(value: string): string | null {
  const parts = IPV4.exec(value)?.slice(1).map(Number);
  return parts && parts.every((part) => part <= 255) ? parts.join('.') : null;
}

/** The first four groups of an IPv6 address (its /64: one subscriber's network), or null. */
function ipv6Network(value: string): string | null {
  if (!/^[0-9a-f:]+$/i.test(value) || !value.includes(':') || value.split('::').length > 2) return null;
  const [head = '', tail] = value.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
  if (groups.some((group) => group.length === 0 || group.length > 4)) return null;
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/** An address as a rate-limit key: IPv4 as is, IPv6 by its /64 (one device can rotate within it); null if not an address. */
function addressKey(raw: string): string | null {
  let value = raw.trim().replace(/^\[|\]$/g, '');
  const portless = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(value);
  if (portless) value = portless[1]!;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(value);
  if (mapped) value = mapped[1]!;
  return ipv4(value) ?? ipv6Network(value);
}

const isLoopback = (key: string) => key.startsWith('127.') || key === '0:0:0:0::/64';

/**
 * The client a request came from, as a rate-limit key. Google's front end
 * appends the address it received the request from to `X-Forwarded-For`, so
 * the rightmost entry is the one a client cannot forge (everything to its
 * left arrived in the client's own header). Loopback entries are proxies on
 * the same machine (the emulators) and are skipped. Null when the only
 * address is the local machine's: a call from the developer's own machine,
 * which nothing in production can produce.
 */
export function clientAddress(headers: Record<string, HeaderValue>, peer?: string): string | null {
  const forwarded = (Array.isArray(headers['x-forwarded-for']) ? headers['x-forwarded-for'].join(',') : headers['x-forwarded-for'] ?? '')
    .split(',')
    .reverse();
  for (const entry of [...forwarded, peer ?? '']) {
    const key = entry.trim() ? addressKey(entry) : null;
    if (key && !isLoopback(key)) return key;
  }
  return null;
}

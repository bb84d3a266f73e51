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

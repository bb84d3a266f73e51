/** A recording HttpResponse and a request builder for handler unit tests. */
import type { HttpRequest, HttpResponse } from '../handlers/http';

export interface Recorded {
  status?: number;
  headers: Record<string, string>;
  /** The body when it was sent as text. */
  body?: string;
  bytes?: Buffer;
}

export function fakeResponse(): { res: HttpResponse; sent: Recorded } {
  const sent: Recorded = { headers: {} };
  const res: HttpResponse = {
    status(code) {
      sent.status = code;
      return res;
    },
    set(field, value) {
      sent.headers[field.toLowerCase()] = value;
      return res;
    },
    removeHeader(field) {
      delete sent.headers[field.toLowerCase()];
    },
    send(body) {
      sent.body = typeof body === 'string' ? body : undefined;
      sent.bytes = typeof body === 'string' ? Buffer.from(body) : body;
    },
  };
  return { res, sent };
}

/** A GET as the hosting emulator forwards it: the visitor's host in x-forwarded-host. */
export function hostingRequest(url: string, overrides: Partial<HttpRequest> = {}): HttpRequest {
  const at = url.indexOf('?');
  return {
    method: 'GET',
    url,
    path: at === -1 ? url : url.slice(0, at),
    headers: { 'x-forwarded-host': '127.0.0.1:5000', host: '127.0.0.1:5001' },
    ...overrides,
  };
}

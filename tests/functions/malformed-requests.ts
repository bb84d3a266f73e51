/**
 * Malformed input from anyone, at every door the site opens: each callable
 * (every name in the domain's CALLABLES, so a new one is covered without
 * being listed here) and each HTTP function (the page renderer, the sitemap,
 * the payment webhook, the payment page's cancel link, the test checkout, the
 * photos). Wrong types, missing and extra fields, huge and exotic strings,
 * bad JSON, wrong methods, forged credentials, and the same garbage from a
 * signed-in customer and an admin, whose calls get past sign-in to the
 * checks behind it.
 *
 * A probe names its target; `resolve` turns it into a request against a
 * given pair of addresses (the emulators, or the functions served in-process).
 */
import { CALLABLES } from '@costa/domain';

export interface Probe {
  what: string;
  /** The function the request is for (its export name). */
  fn: string;
  /** Through Hosting's rewrites (the site's own URL), or at the function's own URL. */
  via: 'hosting' | 'function';
  /** Path after the base: the site path through Hosting, the rest of the URL at the function. */
  path: string;
  init: RequestInit;
}

export type Caller = 'anonymous' | 'customer' | 'admin';

export const CALLABLE_NAMES: string[] = Object.values(CALLABLES);

export const HTTP_FUNCTIONS = ['page', 'sitemap', 'paymentWebhook', 'cancelCheckout', 'testCheckout', 'carPhoto'];

const HUGE = 'x'.repeat(200_000);
const UNICODE = '𝔉𝔢𝔯𝔯𝔞𝔯𝔦 \u0000\u202e\ud83d\ude97 ́ 😀 العربية 中文 \uffff';

/** Values of the wrong kind in any position. */
const ODD_VALUES: unknown[] = [null, true, 0, -1, 1e308, Number.MAX_SAFE_INTEGER, '', ' ', HUGE, UNICODE, '<script>alert(1)</script>', '../../etc/passwd', [], [1, 'a'], {}, { $gt: '' }];

/** Field names the callables read: objects that have them, holding the wrong things. */
const FIELD_NAMES = [
  'blockId', 'blockType', 'notes', 'carId', 'car', 'orderId', 'requestId', 'collection', 'step', 'refundCents', 'total',
  'startDate', 'endDate', 'pickupTime', 'dropoffTime', 'pickupLocation', 'dropoffLocation', 'pickup', 'dropoff',
  'email', 'name', 'message', 'phone', 'booking', 'input', 'lang', 'uid', 'contentType', 'data',
];

const PAYLOADS: unknown[] = [
  ...ODD_VALUES,
  ...ODD_VALUES.map((value) => Object.fromEntries(FIELD_NAMES.map((name) => [name, value]))),
  { carId: 'nope', startDate: '2020-02-30', endDate: '1999-01-01', email: 'not-an-email', extra: { deeply: { nested: HUGE } } },
  JSON.parse('{"__proto__": {"admin": true}, "constructor": {"prototype": {"admin": true}}}'),
];

/** Raw requests around the callable protocol itself. */
const RAW_BODIES: { body: string; contentType: string }[] = [
  { body: '{', contentType: 'application/json' },
  { body: 'not json at all', contentType: 'application/json' },
  { body: '{"data": 1', contentType: 'application/json' },
  { body: '{"nodata": true}', contentType: 'application/json' },
  { body: '[]', contentType: 'application/json' },
  { body: 'data=1', contentType: 'application/x-www-form-urlencoded' },
  { body: HUGE, contentType: 'text/plain' },
  { body: '\u0000\u0001', contentType: 'application/octet-stream' },
];

const FORGED_AUTH = ['Bearer garbage', 'Bearer ', 'Basic YWRtaW46YWRtaW4=', `Bearer ${'a'.repeat(5000)}`, 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.bad'];

function callableJson(data: unknown, headers: Record<string, string> = {}): RequestInit {
  return { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify({ data }) };
}

/**
 * Every malformed call of every callable. `tokens` holds an ID token per
 * signed-in caller; the payloads are sent once per caller given.
 */
export function callableProbes(tokens: Partial<Record<Exclude<Caller, 'anonymous'>, string>> = {}): Probe[] {
  const callers: [Caller, Record<string, string>][] = [
    ['anonymous', {}],
    ...Object.entries(tokens).map(([caller, token]): [Caller, Record<string, string>] => [caller as Caller, { Authorization: `Bearer ${token}` }]),
  ];
  return CALLABLE_NAMES.flatMap((fn) => {
    const probe = (what: string, init: RequestInit): Probe => ({ what: `${fn} ${what}`, fn, via: 'function', path: '', init });
    return [
      ...callers.flatMap(([caller, headers]) => PAYLOADS.map((data, i) => probe(`payload ${i} (${caller})`, callableJson(data, headers)))),
      ...RAW_BODIES.map(({ body, contentType }, i) => probe(`raw body ${i}`, { method: 'POST', headers: { 'Content-Type': contentType }, body })),
      ...FORGED_AUTH.map((authorization, i) => probe(`forged auth ${i}`, callableJson({ carId: 'x', email: 'a@b.co' }, { Authorization: authorization }))),
      ...['GET', 'PUT', 'DELETE'].map((method) => probe(method, { method })),
    ];
  });
}

const SIGNATURES = ['', 't=1,v1=deadbeef', 't=abc', `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`, HUGE.slice(0, 8000)];
const EVENTS = [
  '{}',
  '{"type":"checkout.session.completed","data":{"object":{"id":"cs_forged","metadata":{"orderId":"x"}}}}',
  '{"type":"checkout.session.expired"}',
  'not json',
  HUGE,
];

/** Every malformed request of every HTTP function. */
export function httpProbes(): Probe[] {
  const site = (fn: string, what: string, path: string, init: RequestInit): Probe => ({ what, fn, via: 'hosting', path, init });

  const webhook = SIGNATURES.flatMap((signature) =>
    EVENTS.map((body, i) =>
      site('paymentWebhook', `webhook signature "${signature.slice(0, 12)}" event ${i}`, '/api/payments/webhook', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
        body,
      }),
    ),
  );
  const webhookMethods = ['GET', 'PUT', 'DELETE', 'PATCH'].map((method) => site('paymentWebhook', `webhook ${method}`, '/api/payments/webhook', { method }));

  const checkoutPaths = ['/test-checkout/', '/test-checkout/none', '/test-checkout/none/pay', '/test-checkout/none/cancel', `/test-checkout/${encodeURIComponent(UNICODE)}`, `/test-checkout/${'a'.repeat(3000)}/pay`, '/test-checkout/..%2f..%2fetc/pay', '/test-checkout/%00'];
  const checkout = checkoutPaths.flatMap((path) =>
    ['GET', 'POST', 'PUT', 'DELETE'].map((method) =>
      site('testCheckout', `test checkout ${method} ${path.slice(0, 40)}`, path, {
        method,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: method === 'GET' ? undefined : 'amount=-1&status=paid',
      }),
    ),
  );

  const pagePaths = [
    '/',
    '/en',
    '/xx',
    '/en/cars?brand=' + encodeURIComponent(UNICODE),
    '/en/cars?minHp=abc&maxHp=-5&type=<x>',
    '/en/cars?' + 'brand=a&'.repeat(400),
    '/en/car/' + 'x'.repeat(3000),
    '/en/car/..%2f..%2f',
    '/es/coche/%00',
    '/en/order/%22%3E%3Cscript%3E',
    '/de/' + encodeURIComponent(UNICODE),
    '/en//cars',
    '/EN/CARS',
    '/en/cars/../../admin',
  ];
  const pages = pagePaths.flatMap((path) =>
    ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'].map((method) =>
      site('page', `page ${method} ${path.slice(0, 40)}`, path, { method, body: method === 'POST' || method === 'PUT' ? '{"a":' : undefined }),
    ),
  );
  // Broken percent-encoding goes to the function itself: the hosting emulator (superstatic) fails on
  // it with its own 500 before any function is called, where Firebase Hosting answers 400.
  const brokenEncoding = ['/en/car/%E0%A4%A', '/es/coches?brand=%E0%A4%A', '/%ZZ', '/en/%C0%AF'].flatMap((path) =>
    ['GET', 'POST'].map((method): Probe => ({ what: `page (direct) ${method} ${path}`, fn: 'page', via: 'function', path, init: { method } })),
  );
  const cancelPaths = [
    '/api/payments/cancel',
    '/api/payments/cancel?order=&token=',
    `/api/payments/cancel?order=${'a'.repeat(20)}&token=${'A'.repeat(32)}`,
    `/api/payments/cancel?order=../../orders&token=${'A'.repeat(32)}`,
    '/api/payments/cancel?order=' + encodeURIComponent(UNICODE) + '&token=' + encodeURIComponent(HUGE.slice(0, 5000)),
    '/api/payments/cancel?order[]=a&token[]=b',
  ];
  const cancels = cancelPaths.flatMap((path) =>
    ['GET', 'POST', 'DELETE'].map((method) => site('cancelCheckout', `cancel ${method} ${path.slice(0, 50)}`, path, { method })),
  );
  const sitemaps = ['/sitemap.xml', '/sitemap.xml?lang=' + encodeURIComponent(UNICODE), '/sitemaps', '/sitemaps?page=-1'].flatMap((path) =>
    ['GET', 'POST', 'DELETE'].map((method) => site('sitemap', `sitemap ${method} ${path}`, path, { method })),
  );
  const photoPaths = ['/photos/', '/photos/none.webp', '/photos/none-480.webp', '/photos/..%2f..%2fetc%2fpasswd', `/photos/${'a'.repeat(3000)}.jpg`, '/photos/%00.jpg', `/photos/${encodeURIComponent(UNICODE)}`];
  const photos = photoPaths.flatMap((path) =>
    ['GET', 'HEAD', 'POST', 'DELETE'].map((method) => site('carPhoto', `photo ${method} ${path.slice(0, 40)}`, path, { method })),
  );
  return [...webhook, ...webhookMethods, ...checkout, ...cancels, ...pages, ...brokenEncoding, ...sitemaps, ...photos];
}

export interface Answer {
  what: string;
  status: number;
  /** The start of a server error's body, to tell what failed. */
  error?: string;
  /** A callable's refusal: the `details.reason` it carried (null: none). */
  refusal?: { reason: unknown };
}

function refusalOf(body: string): Answer['refusal'] {
  try {
    const parsed = JSON.parse(body) as { error?: { details?: { reason?: unknown } } };
    return parsed.error ? { reason: parsed.error.details?.reason ?? null } : undefined;
  } catch {
    return undefined;
  }
}

/** Sends a probe to the functions (`functionsUrl`) or the site (`hostingUrl`) and reads the whole answer. */
export async function send(probe: Probe, bases: { functionsUrl: string; hostingUrl: string }): Promise<Answer> {
  const url = probe.via === 'hosting' ? bases.hostingUrl + probe.path : `${bases.functionsUrl}/${probe.fn}${probe.path}`;
  const response = await fetch(url, { ...probe.init, redirect: 'manual' });
  const body = await response.text();
  const refusal = probe.via === 'function' && response.status < 500 ? refusalOf(body) : undefined;
  return { what: probe.what, status: response.status, ...(response.status >= 500 ? { error: body.slice(0, 300) } : {}), ...(refusal && { refusal }) };
}

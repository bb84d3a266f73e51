/**
 * Issue 11: malformed input from anyone, at every door the site opens: each
 * callable and each HTTP function (the payment webhook, the test checkout,
 * the page renderer, the sitemap). Wrong types, missing and extra fields, huge
 * and exotic strings, bad JSON, wrong methods, forged credentials. None may
 * answer with a server error, and none may write a document.
 */
import { CALLABLES } from '@costa/domain';
import { adminFirestore, FUNCTIONS, HOSTING } from './support';

const { db, close } = adminFirestore();

// Every callable the app declares: a new one is fuzzed without being listed here.
const CALLABLE_NAMES = Object.values(CALLABLES);

const HUGE = 'x'.repeat(200_000);
const UNICODE = '𝔉𝔢𝔯𝔯𝔞𝔯𝔦 \u0000\u202e\ud83d\ude97 ́ 😀 العربية 中文 \uffff';

/** Values of the wrong kind in any position. */
const ODD_VALUES: unknown[] = [null, true, 0, -1, 1e308, Number.MAX_SAFE_INTEGER, '', ' ', HUGE, UNICODE, '<script>alert(1)</script>', '../../etc/passwd', [], [1, 'a'], {}, { $gt: '' }];

/** Payloads for a callable's `data`: odd values, and objects with the expected names holding the wrong things. */
const FIELD_NAMES = ['blockId', 'blockType', 'notes', 'carId', 'startDate', 'endDate', 'pickupTime', 'dropoffTime', 'pickupLocation', 'dropoffLocation', 'email', 'name', 'message', 'phone', 'query', 'origin', 'destination', 'lang', 'uid'];
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

interface Probe {
  what: string;
  url: string;
  init: RequestInit;
}

function callableProbes(): Probe[] {
  return CALLABLE_NAMES.flatMap((name) => {
    const url = `${FUNCTIONS}/${name}`;
    const json = (data: unknown, headers: Record<string, string> = {}): RequestInit => ({
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ data }),
    });
    return [
      ...PAYLOADS.map((data, i) => ({ what: `${name} payload ${i}`, url, init: json(data) })),
      ...RAW_BODIES.map(({ body, contentType }, i) => ({ what: `${name} raw body ${i}`, url, init: { method: 'POST', headers: { 'Content-Type': contentType }, body } })),
      ...FORGED_AUTH.map((authorization, i) => ({ what: `${name} forged auth ${i}`, url, init: json({ carId: 'x', email: 'a@b.co' }, { Authorization: authorization }) })),
      ...['GET', 'PUT', 'DELETE'].map((method) => ({ what: `${name} ${method}`, url, init: { method } })),
    ];
  });
}

const WEBHOOK = `${HOSTING}/api/payments/webhook`;
const SIGNATURES = ['', 't=1,v1=deadbeef', 't=abc', `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`, HUGE.slice(0, 8000)];
const EVENTS = [
  '{}',
  '{"type":"checkout.session.completed","data":{"object":{"id":"cs_forged","metadata":{"orderId":"x"}}}}',
  '{"type":"checkout.session.expired"}',
  'not json',
  HUGE,
];

function httpProbes(): Probe[] {
  const webhook = SIGNATURES.flatMap((signature) =>
    EVENTS.map((body, i) => ({
      what: `webhook signature "${signature.slice(0, 12)}" event ${i}`,
      url: WEBHOOK,
      init: { method: 'POST', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature }, body },
    })),
  );
  const webhookMethods = ['GET', 'PUT', 'DELETE', 'PATCH'].map((method) => ({ what: `webhook ${method}`, url: WEBHOOK, init: { method } }));

  const checkoutPaths = ['/test-checkout/', '/test-checkout/none', '/test-checkout/none/pay', '/test-checkout/none/cancel', `/test-checkout/${encodeURIComponent(UNICODE)}`, `/test-checkout/${'a'.repeat(3000)}/pay`, '/test-checkout/..%2f..%2fetc/pay', '/test-checkout/%00'];
  const checkout = checkoutPaths.flatMap((path) =>
    ['GET', 'POST', 'PUT', 'DELETE'].map((method) => ({
      what: `test checkout ${method} ${path.slice(0, 40)}`,
      url: HOSTING + path,
      init: { method, headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: method === 'GET' ? undefined : 'amount=-1&status=paid' },
    })),
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
    ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'].map((method) => ({ what: `page ${method} ${path.slice(0, 40)}`, url: HOSTING + path, init: { method, body: method === 'POST' || method === 'PUT' ? '{"a":' : undefined } })),
  );
  // Broken percent-encoding goes to the function itself: the hosting emulator (superstatic) fails on
  // it with its own 500 before any function is called, where Firebase Hosting answers 400.
  const brokenEncoding = ['/en/car/%E0%A4%A', '/es/coches?brand=%E0%A4%A', '/%ZZ', '/en/%C0%AF'].flatMap((path) =>
    ['GET', 'POST'].map((method) => ({ what: `page (direct) ${method} ${path}`, url: `${FUNCTIONS}/page${path}`, init: { method } })),
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
    ['GET', 'POST', 'DELETE'].map((method) => ({ what: `cancel ${method} ${path.slice(0, 50)}`, url: HOSTING + path, init: { method } })),
  );
  const sitemaps = ['/sitemap.xml', '/sitemap.xml?lang=' + encodeURIComponent(UNICODE), '/sitemaps', '/sitemaps?page=-1'].flatMap((path) =>
    ['GET', 'POST', 'DELETE'].map((method) => ({ what: `sitemap ${method} ${path}`, url: HOSTING + path, init: { method } })),
  );
  return [...webhook, ...webhookMethods, ...checkout, ...cancels, ...pages, ...brokenEncoding, ...sitemaps];
}

/** Documents per top-level collection. */
async function documentCounts(): Promise<Record<string, number>> {
  const collections = await db.listCollections();
  const counts = await Promise.all(collections.map(async (collection) => [collection.id, (await collection.count().get()).data().count] as const));
  return Object.fromEntries(counts);
}

async function inBatches<T, R>(items: readonly T[], size: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(run))));
  return results;
}

afterAll(close);

it('at least 500 malformed requests: no server error, no document written', async () => {
  const probes = [...callableProbes(), ...httpProbes()];
  expect(probes.length).toBeGreaterThanOrEqual(500);
  const before = await documentCounts();

  const answers = await inBatches(probes, 8, async (probe) => {
    const response = await fetch(probe.url, { ...probe.init, redirect: 'manual' });
    await response.arrayBuffer();
    return { what: probe.what, status: response.status };
  });

  const serverErrors = answers.filter((answer) => answer.status >= 500);
  expect(serverErrors).toEqual([]);
  expect(await documentCounts()).toEqual(before);
}, 300_000);

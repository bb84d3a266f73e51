import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PLAIN_CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from '@costa/domain';
import { fakeResponse, hostingRequest } from '../testing/fake-http';
import { clientAddress, rejectUnlessRead, requestOrigin, searchOf, withSecurityHeaders } from './http';

describe('security headers', () => {
  it('every HTTP function sends them, with a no-script policy unless it sets its own, and no X-Powered-By', async () => {
    const { res, sent } = fakeResponse();
    sent.headers['x-powered-by'] = 'Express';
    await withSecurityHeaders((_req, answer) => {
      answer.status(200).send('ok');
    })(hostingRequest('/sitemap.xml'), res);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(sent.headers[name.toLowerCase()]).toBe(value);
    expect(sent.headers['content-security-policy']).toBe(PLAIN_CONTENT_SECURITY_POLICY);
    expect(sent.headers).not.toHaveProperty('x-powered-by');
  });

  it('Hosting sends the same ones with every static file (firebase.json)', () => {
    const config = JSON.parse(readFileSync(join(__dirname, '../../../firebase.json'), 'utf8')) as {
      hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
    };
    const everyFile = config.hosting.headers.find((rule) => rule.source === '**');
    expect(Object.fromEntries(everyFile?.headers.map(({ key, value }) => [key, value]) ?? [])).toEqual(SECURITY_HEADERS);
  });
});

describe('site origin of a request', () => {
  it('uses SITE_ORIGIN when configured, without a trailing slash', () => {
    expect(requestOrigin('https://costaprestige.com/', { 'x-forwarded-host': 'evil.test' })).toBe(
      'https://costaprestige.com',
    );
  });

  it('uses the host the hosting emulator forwards, over plain http', () => {
    // What firebase-tools 13's hosting emulator sends to a rewritten function.
    expect(requestOrigin('', { 'x-forwarded-host': '127.0.0.1:5000', host: '127.0.0.1:5001' })).toBe(
      'http://127.0.0.1:5000',
    );
    expect(requestOrigin('', { 'x-forwarded-host': 'localhost:5000' })).toBe('http://localhost:5000');
  });

  it('uses https for a public host and honours x-forwarded-proto', () => {
    expect(requestOrigin('', { 'x-forwarded-host': 'costaprestige.com' })).toBe('https://costaprestige.com');
    expect(requestOrigin('', { 'x-forwarded-host': 'costa.web.app', 'x-forwarded-proto': 'https,http' })).toBe(
      'https://costa.web.app',
    );
    expect(requestOrigin('', { host: '127.0.0.1:5001', 'x-forwarded-proto': 'https' })).toBe('https://127.0.0.1:5001');
  });

  it('falls back to the host header, takes the first of several forwarded hosts', () => {
    expect(requestOrigin('', { host: 'costaprestige.com' })).toBe('https://costaprestige.com');
    expect(requestOrigin('', { 'x-forwarded-host': 'costaprestige.com, proxy.internal' })).toBe(
      'https://costaprestige.com',
    );
  });

  it('ignores a host that is not a host name, so it cannot inject markup into links', () => {
    expect(requestOrigin('', { 'x-forwarded-host': 'x.test"><script>', host: 'costaprestige.com' })).toBe('');
    expect(requestOrigin('', {})).toBe('');
  });
});

describe('query string of a request', () => {
  it('keeps the query with its question mark', () => {
    expect(searchOf('/cars?brand=Ferrari&year=2023')).toBe('?brand=Ferrari&year=2023');
    expect(searchOf('/cars')).toBe('');
  });
});

describe('method check', () => {
  it('lets GET and HEAD through', () => {
    for (const method of ['GET', 'HEAD']) {
      const { res, sent } = fakeResponse();
      expect(rejectUnlessRead(hostingRequest('/', { method }), res)).toBe(false);
      expect(sent.status).toBeUndefined();
    }
  });

  it('answers 405 to a POST', () => {
    const { res, sent } = fakeResponse();
    expect(rejectUnlessRead(hostingRequest('/', { method: 'POST' }), res)).toBe(true);
    expect(sent.status).toBe(405);
    expect(sent.headers.allow).toBe('GET, HEAD');
  });
});

describe('the client address a rate limit counts by', () => {
  it("is the rightmost X-Forwarded-For entry, the one Google's front end appended: entries a client sends before it change nothing", () => {
    expect(clientAddress({ 'x-forwarded-for': '198.51.100.7' })).toBe('198.51.100.7');
    expect(clientAddress({ 'x-forwarded-for': '1.2.3.4, 5.6.7.8, 198.51.100.7' })).toBe('198.51.100.7');
    expect(clientAddress({ 'x-forwarded-for': ['1.2.3.4', '198.51.100.7'] })).toBe('198.51.100.7');
  });

  it('skips loopback proxies on the same machine (the emulators) and entries that are not addresses', () => {
    expect(clientAddress({ 'x-forwarded-for': '198.51.100.7, 127.0.0.1' })).toBe('198.51.100.7');
    expect(clientAddress({ 'x-forwarded-for': '198.51.100.7, ::1' })).toBe('198.51.100.7');
    expect(clientAddress({ 'x-forwarded-for': '198.51.100.7, unknown' })).toBe('198.51.100.7');
    expect(clientAddress({ 'x-forwarded-for': '300.1.1.1' }, '203.0.113.9')).toBe('203.0.113.9');
  });

  it('falls back to the peer address, and is null for a call from this machine alone', () => {
    expect(clientAddress({}, '203.0.113.9')).toBe('203.0.113.9');
    expect(clientAddress({}, '::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientAddress({}, '127.0.0.1')).toBeNull();
    expect(clientAddress({ 'x-forwarded-for': '127.0.0.1' }, '::1')).toBeNull();
    expect(clientAddress({})).toBeNull();
  });

  it('strips ports and brackets; IPv6 counts by its /64, so one device cannot rotate through its own network', () => {
    expect(clientAddress({ 'x-forwarded-for': '198.51.100.7:53211' })).toBe('198.51.100.7');
    expect(clientAddress({ 'x-forwarded-for': '2001:db8:85a3:12::8a2e:370:7334' })).toBe('2001:db8:85a3:12::/64');
    expect(clientAddress({ 'x-forwarded-for': '[2001:DB8:85A3:0012:ffff::1]' })).toBe('2001:db8:85a3:12::/64');
    expect(clientAddress({ 'x-forwarded-for': '2001:db8::1' })).toBe('2001:db8:0:0::/64');
    expect(clientAddress({ 'x-forwarded-for': '2001:db8:::1' })).toBeNull();
  });
});

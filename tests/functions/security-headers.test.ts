/**
 * Every answer of the site, through the hosting emulator, carries
 * the security headers, and the app pages run no inline script but the
 * template's own (hashed in their policy). That the functions drop Express's
 * `X-Powered-By` is a unit test (handlers/http.test.ts): here the functions
 * emulator's own proxy, an Express app, adds it back.
 */
import { createHash } from 'node:crypto';
import { SECURITY_HEADERS } from '@costa/domain';
import { HOSTING } from './support';

function scriptSources(policy: string | null): string[] {
  return /(?:^|;)\s*script-src ([^;]+)/.exec(policy ?? '')?.[1]?.trim().split(/\s+/) ?? [];
}

function expectSecurityHeaders(response: Response): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers.get(name)).toBe(value);
  expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
}

describe('security headers', () => {
  it.each(['/en', '/es/coches', '/en/account', '/de/nicht-da'])('the page %s: the headers, and its inline scripts are exactly the hashed ones', async (path) => {
    const response = await fetch(HOSTING + path);
    expectSecurityHeaders(response);
    const html = await response.text();
    const sources = scriptSources(response.headers.get('content-security-policy'));
    expect(sources).not.toContain("'unsafe-inline'");
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)].map(
      (match) => `'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`,
    );
    expect(inline.length).toBeGreaterThanOrEqual(2);
    for (const hash of inline) expect(sources).toContain(hash);
    expect(sources.filter((source) => source.startsWith("'sha256-"))).toHaveLength(inline.length);
  });

  it.each(['/sitemap.xml', '/test-checkout/none', '/favicon.svg', '/robots.txt'])('%s carries them too', async (path) => {
    const response = await fetch(HOSTING + path);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers.get(name)).toBe(value);
  });

  it('the webhook refuses a GET with the headers on', async () => {
    const response = await fetch(`${HOSTING}/api/payments/webhook`);
    expect(response.status).toBe(405);
    expectSecurityHeaders(response);
  });
});

import {
  appContentSecurityPolicy,
  executableInlineScripts,
  firebaseConnectOrigins,
  originOf,
  PLAIN_CONTENT_SECURITY_POLICY,
  SECURITY_HEADERS,
} from './security-headers';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
}

describe('the app pages’ Content-Security-Policy', () => {
  const policy = directives(
    appContentSecurityPolicy({
      scriptHashes: ['sha256-abc=', 'sha256-def='],
      connectOrigins: ['https://firestore.googleapis.com'],
    }),
  );

  it('runs scripts from this site and the hashed inline ones only', () => {
    expect(policy.get('script-src')).toEqual(["'self'", "'sha256-abc='", "'sha256-def='"]);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
  });

  it('connects to this site and the named origins only, and is framed by nobody', () => {
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://firestore.googleapis.com']);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('frame-src')).toEqual(["'none'"]);
    expect(policy.get('font-src')).toEqual(["'self'"]);
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
  });

  it('lets a configured chat widget load and show its frame, and upgrades requests in production', () => {
    const withChat = directives(
      appContentSecurityPolicy({
        scriptHashes: [],
        connectOrigins: [],
        scriptOrigins: ['https://chat.example'],
        frameOrigins: ['https://chat.example'],
        upgradeInsecureRequests: true,
      }),
    );
    expect(withChat.get('script-src')).toEqual(["'self'", 'https://chat.example']);
    expect(withChat.get('frame-src')).toEqual(['https://chat.example']);
    expect(withChat.has('upgrade-insecure-requests')).toBe(true);
  });
});

describe('other answers and static files', () => {
  it('run no script at all', () => {
    const plain = directives(PLAIN_CONTENT_SECURITY_POLICY);
    expect(plain.get('default-src')).toEqual(["'none'"]);
    expect(plain.has('script-src')).toBe(false);
    expect(plain.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('carry HSTS for a year or more with subdomains, nosniff, the referrer policy and COOP', () => {
    const hsts = SECURITY_HEADERS['Strict-Transport-Security']!;
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts).toContain('includeSubDomains');
    expect(SECURITY_HEADERS['X-Content-Type-Options']).toBe('nosniff');
    expect(SECURITY_HEADERS['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(SECURITY_HEADERS['Cross-Origin-Opener-Policy']).toBe('same-origin');
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) {
      expect(SECURITY_HEADERS['Permissions-Policy']).toContain(`${feature}=()`);
    }
  });
});

describe('firebaseConnectOrigins', () => {
  it('names the emulators by both local host names', () => {
    const origins = firebaseConnectOrigins({ emulators: true });
    expect(origins).toContain('http://127.0.0.1:8080');
    expect(origins).toContain('http://localhost:9099');
    expect(origins).toContain('http://127.0.0.1:5001');
    expect(origins.every((origin) => /^http:\/\/(127\.0\.0\.1|localhost):\d+$/.test(origin))).toBe(true);
  });

  it('names the project’s endpoints in production, the functions by region and project', () => {
    expect(firebaseConnectOrigins({ emulators: false, projectId: 'costa-prod', region: 'europe-west1' })).toEqual([
      'https://firestore.googleapis.com',
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://europe-west1-costa-prod.cloudfunctions.net',
    ]);
  });
});

describe('originOf', () => {
  it.each([
    ['https://Chat.Example/widget.js?x=1', 'https://chat.example'],
    ['http://127.0.0.1:8000/w.js', 'http://127.0.0.1:8000'],
    ['https://chat.example', 'https://chat.example'],
    ['javascript:alert(1)', null],
    ['//chat.example/w.js', null],
    ['', null],
    [null, null],
  ])('%s → %s', (url, origin) => {
    expect(originOf(url)).toBe(origin);
  });
});

describe('executableInlineScripts', () => {
  it('finds the scripts a browser runs and skips data blocks and external scripts', () => {
    const html = [
      '<script>var a = 1;</script>',
      '<script type="module">import("/x.js")</script>',
      '<script type="application/ld+json">{"@type":"Car"}</script>',
      '<script id="page-data" type="application/json">{}</script>',
      '<script type="module" src="/assets/app.js"></script>',
      '<SCRIPT type=text/javascript>b()</SCRIPT>',
    ].join('\n');
    expect(executableInlineScripts(html)).toEqual(['var a = 1;', 'import("/x.js")', 'b()']);
  });
});

import { LOCAL_SITE_ORIGIN, parseSiteOrigin } from './site-origin';

describe("the site's origin", () => {
  it('is the configured https origin, tidied', () => {
    expect(parseSiteOrigin(' https://CostaPrestige.com/ ', false)).toBe('https://costaprestige.com');
    expect(parseSiteOrigin('https://www.costaprestige.com:8443', false)).toBe('https://www.costaprestige.com:8443');
  });

  it('deployed, is none when empty, plain http or not an origin: links then refuse rather than guess', () => {
    for (const configured of ['', '   ', 'http://costaprestige.com', 'costaprestige.com', 'https://costaprestige.com/es', 'https://a.com?x=1', 'https://evil.example@costaprestige.com', 'javascript:alert(1)', 'https://']) {
      expect(parseSiteOrigin(configured, false)).toBeNull();
    }
  });

  it('on the emulators, is the hosting emulator when empty, and may be plain http', () => {
    expect(parseSiteOrigin('', true)).toBe(LOCAL_SITE_ORIGIN);
    expect(parseSiteOrigin('http://localhost:5000', true)).toBe('http://localhost:5000');
    expect(parseSiteOrigin('not an origin', true)).toBeNull();
  });
});

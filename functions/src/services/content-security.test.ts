import { createHash } from 'node:crypto';
import { appPolicyFor, cachedAppPolicy, inlineScriptHashes } from './content-security';

const TEMPLATE = [
  '<html><head><script>var theme = 1;</script>',
  '<script type="application/ld+json">{}</script></head>',
  '<body><div id="root"></div><script type="module">load()</script></body></html>',
].join('');

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe('the app pages’ policy', () => {
  it('hashes exactly the inline scripts the template runs', () => {
    expect(inlineScriptHashes(TEMPLATE)).toEqual([sha256('var theme = 1;'), sha256('load()')]);
    expect(inlineScriptHashes('<script></script>')).toEqual(['sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=']);
  });

  it('on the emulators: the emulators’ hosts, plain http allowed', () => {
    const policy = appPolicyFor(TEMPLATE, { emulators: true, projectId: 'demo-costa' });
    expect(policy).toContain(`'${sha256('load()')}'`);
    expect(policy).toContain('http://127.0.0.1:8080');
    expect(policy).not.toContain('googleapis.com');
    expect(policy).not.toContain('upgrade-insecure-requests');
  });

  it('in production: the project’s endpoints and functions, the chat widget’s origin when built with one', () => {
    const policy = appPolicyFor(TEMPLATE, { emulators: false, projectId: 'costa-prod', chatWidgetUrl: 'https://chat.example/w.js' });
    expect(policy).toContain('https://europe-west1-costa-prod.cloudfunctions.net');
    expect(policy).not.toContain('127.0.0.1');
    expect(policy).toMatch(/script-src [^;]*https:\/\/chat\.example/);
    expect(policy).toContain('upgrade-insecure-requests');
  });

  it('is worked out again only when the template changes', () => {
    let template = TEMPLATE;
    const target = jest.fn(() => ({ emulators: true, projectId: 'demo-costa' }));
    const policy = cachedAppPolicy(() => template, target);
    const first = policy();
    expect(policy()).toBe(first);
    expect(target).toHaveBeenCalledTimes(1);
    template = TEMPLATE.replace('load()', 'load(2)');
    expect(policy()).not.toBe(first);
    expect(target).toHaveBeenCalledTimes(2);
  });
});

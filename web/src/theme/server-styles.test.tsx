/**
 * @jest-environment node
 */
import { CacheProvider, Global, keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createEmotionCache, SSR_GLOBAL, SSR_STYLE_IDS } from './emotion-cache';
import { gatherStyles, serverStyleTags, type GatheredStyles, type SharedStyles } from './server-styles';

function renderPage(node: ReactNode, shared: SharedStyles | null = null, gather?: GatheredStyles): { html: string; tags: string } {
  const cache = createEmotionCache();
  cache.compat = true;
  const html = renderToString(<CacheProvider value={cache}>{node}</CacheProvider>);
  if (gather) gatherStyles(cache, html, gather);
  return { html, tags: serverStyleTags(cache, html, shared) };
}

const namedIds = (tags: string) => new RegExp(`${SSR_STYLE_IDS}="([^"]*)"`).exec(tags)![1]!.split(' ');

// As MUI's components are made: a component rendering a styled root, styled again from outside. The
// outer class is inserted, passed down as `className` and composed into the root's own class.
const Root = styled.button({ color: 'red' });
function Button({ className, children }: { className?: string; children: ReactNode }) {
  return <Root className={className}>{children}</Root>;
}
const Wrapped = styled(Button)({ fontWeight: 700 });

describe('serverStyleTags', () => {
  it("sends the rules of the classes the markup uses, and names also the ones only composed into them", () => {
    const { html, tags } = renderPage(<Wrapped>Go</Wrapped>);
    const used = /class="css-([a-z0-9]+)"/.exec(html)![1]!;
    expect(tags).toMatch(new RegExp(`\\.css-${used}\\{(?=[^}]*color:red;)(?=[^}]*font-weight:700;)`));
    const ids = namedIds(tags);
    expect(ids).toContain(used);
    // The outer styled component's own class: inserted by the render, carried by no element.
    const composedOnly = ids.filter((id) => id !== used);
    expect(composedOnly).toHaveLength(1);
    expect(tags).not.toContain(`.css-${composedOnly[0]}`);
  });

  it('writes each global style in an element of its own, and keyframes with the classes', () => {
    const spin = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
    const Spinner = styled.div({ animation: `${spin} 1s` });
    const { tags } = renderPage(
      <>
        <Global styles={{ body: { margin: 0 } }} />
        <Spinner />
      </>,
    );
    expect(tags).toMatch(new RegExp(`<style ${SSR_GLOBAL}="[a-z0-9]+">body\\{margin:0;\\}</style>`));
    expect(namedIds(tags)).toContain(spin.name);
    expect(tags).toContain(`@keyframes ${spin.name}`);
  });

  it('prefixes only what Safari still needs', () => {
    const Box = styled.div({ display: 'flex', userSelect: 'none', backdropFilter: 'blur(4px)' });
    const { tags } = renderPage(<Box />);
    expect(tags).toContain('-webkit-user-select:none;');
    expect(tags).toContain('user-select:none;');
    expect(tags).toContain('-webkit-backdrop-filter:blur(4px);backdrop-filter:blur(4px);');
    expect(tags).not.toMatch(/-webkit-box|-ms-flexbox|-webkit-flex/);
  });

  it('lets no value close the style element', () => {
    const Quote = styled.span({ '&::before': { content: '"</style><script>alert(1)</script>"' } });
    const { tags } = renderPage(<Quote />);
    // One closing tag, the element's own: the value's reads `<\/style>` (the same text to CSS).
    expect(tags.match(/<\/style/gi)).toHaveLength(1);
    expect(tags).toContain('content:"<\\/style><script>alert(1)<\\/script>"');
  });

  describe("with the site's stylesheet", () => {
    const Card = styled.article({ padding: 8 });
    const Badge = styled.span({ color: 'gold' });
    const page = (
      <>
        <Global styles={{ body: { margin: 0 } }} />
        <Card>
          <Wrapped>Go</Wrapped>
        </Card>
      </>
    );

    function siteStyles(): { shared: SharedStyles; gathered: GatheredStyles } {
      const gathered: GatheredStyles = { globals: new Map(), rules: new Map() };
      renderPage(page, null, gathered);
      const shared = { href: '/assets/site-abc.css', globals: [...gathered.globals.keys()], ids: [...gathered.rules.keys()] };
      return { shared, gathered };
    }

    it('gathers the globals and the rules the markup uses, not the classes only composed into others', () => {
      const { gathered } = siteStyles();
      const { tags } = renderPage(page);
      expect([...gathered.globals.values()]).toEqual(['body{margin:0;}']);
      // Every rule the page inlines alone, and no other.
      const inlined = /<style data-ssr-styles="[^"]*">(.*?)<\/style>/.exec(tags)![1]!;
      expect([...gathered.rules.values()].join('')).toBe(inlined);
      expect(namedIds(tags).length).toBe(gathered.rules.size + 1);
    });

    it('links the stylesheet, naming its globals, and inlines only the rules it lacks', () => {
      const { shared } = siteStyles();
      const { html, tags } = renderPage(
        <>
          {page}
          <Badge>New</Badge>
        </>,
        shared,
      );
      expect(tags.startsWith(`<link rel="stylesheet" href="/assets/site-abc.css" ${SSR_GLOBAL}="${shared.globals.join(' ')}">`)).toBe(true);
      expect(tags).not.toContain('<style data-ssr-global');
      const inlined = /<style data-ssr-styles="[^"]*">(.*?)<\/style>/.exec(tags)![1]!;
      const badge = /<span class="css-([a-z0-9]+)">New/.exec(html)![1]!;
      expect(inlined).toBe(`.css-${badge}{color:gold;}`);
      // The browser still counts every class as inserted, the stylesheet's included.
      expect(namedIds(tags)).toEqual(expect.arrayContaining([...shared.ids, badge]));
    });
  });
});

import { buildHead } from '@costa/domain';
import { buildSiteSettings } from '../../../tests/builders';
import { jsonForScript, renderBareShell, renderPageHtml, siteSettingsScript } from './page-html';

const TEMPLATE = `<!doctype html>
<html lang="en" data-theme="dark">
  <head>
    <meta charset="UTF-8" />
    <!--head-->
    <script type="module" src="/assets/index.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const head = buildHead({
  origin: 'https://costaprestige.com',
  lang: 'de',
  key: 'cars',
  title: 'Luxusautos',
  description: 'Unsere Flotte',
  image: '/og-image.jpg',
});

describe('page HTML', () => {
  it('sets the document language and puts the head tags where the placeholder was', () => {
    const html = renderPageHtml(TEMPLATE, head, null);
    expect(html).toContain('<html lang="de" data-theme="dark">');
    expect(html).not.toContain('<!--head-->');
    expect(html).toContain('<title>Luxusautos | Costa Prestige</title>');
    expect(html).toContain('<link data-head rel="canonical" href="https://costaprestige.com/de/autos">');
    expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('/assets/index.js'));
  });

  it('embeds the site settings as JSON the web app can parse', () => {
    const settings = buildSiteSettings();
    const html = renderPageHtml(TEMPLATE, head, settings);
    const json = /<script id="site-settings" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json ?? 'null')).toEqual(settings);
  });

  it('leaves the settings script out when there are no settings', () => {
    expect(renderPageHtml(TEMPLATE, head, null)).not.toContain('site-settings');
  });

  it('keeps a "</script>" inside a setting from closing the element', () => {
    const settings = buildSiteSettings({ address: '</script><script>alert(1)</script><!--' });
    const script = siteSettingsScript(settings);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).not.toContain('<!--');
    expect(JSON.parse(jsonForScript(settings))).toEqual(settings);
  });

  it('inserts texts holding replacement patterns literally', () => {
    const tricky = buildHead({
      origin: 'https://x.test',
      lang: 'en',
      key: 'cars',
      title: "$& $' $`",
      description: '$1',
      image: '/i.jpg',
    });
    expect(renderPageHtml(TEMPLATE, tricky, null)).toContain("<title>$&amp; $&#39; $` | Costa Prestige</title>");
  });
});

describe('bare shell', () => {
  it('is the template with only the site name as title', () => {
    const html = renderBareShell(TEMPLATE);
    expect(html).toContain('<title>Costa Prestige</title>');
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('/assets/index.js');
  });
});

import { buildHead, jsonForScript, pageDataKeys } from '@costa/domain';
import { buildCar, buildSiteSettings } from '../../../tests/builders';
import { pageDataScript, renderBareShell, renderPageHtml, siteSettingsScript } from './page-html';

const TEMPLATE = `<!doctype html>
<html lang="en" data-theme="dark">
  <head>
    <meta charset="UTF-8" />
    <!--head-->
    <!--preload-->
    <!--styles-->
    <script type="module" src="/assets/index.js"></script>
  </head>
  <body><div id="root"><!--app--></div>
  <!--data-->
  </body>
</html>`;

const head = buildHead({
  origin: 'https://costaprestige.com',
  lang: 'de',
  key: 'cars',
  title: 'Luxusautos',
  description: 'Unsere Flotte',
  image: '/og-image.jpg',
});

const app = { html: '<main>Flotte</main>', styles: '<style data-emotion="css abc">.css-abc{color:red}</style>' };

describe('page HTML', () => {
  it('sets the document language and puts the head tags where the placeholder was', () => {
    const html = renderPageHtml(TEMPLATE, { head, settings: null });
    expect(html).toContain('<html lang="de" data-theme="dark">');
    expect(html).not.toContain('<!--head-->');
    expect(html).toContain('<title>Luxusautos | Costa Prestige</title>');
    expect(html).toContain('<link data-head rel="canonical" href="https://costaprestige.com/de/autos">');
    expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('/assets/index.js'));
  });

  it('puts the rendered app in the root and its styles and preloads in the head, before the scripts', () => {
    const html = renderPageHtml(TEMPLATE, {
      head,
      settings: null,
      app,
      preloads: ['<link rel="modulepreload" href="/assets/cars.js">'],
      headExtra: ['<script type="application/ld+json">{}</script>'],
    });
    expect(html).toContain('<div id="root"><main>Flotte</main></div>');
    const scripts = html.indexOf('/assets/index.js');
    expect(html.indexOf('.css-abc{color:red}')).toBeLessThan(scripts);
    expect(html.indexOf('/assets/cars.js')).toBeLessThan(scripts);
    expect(html.indexOf('application/ld+json')).toBeLessThan(html.indexOf('</head>'));
    expect(html).not.toMatch(/<!--(head|preload|styles|app|data)-->/);
  });

  it('embeds the data the app was rendered from, and only with the app', () => {
    const car = buildCar();
    const data = { [pageDataKeys.latestCars()]: [car] };
    const rendered = renderPageHtml(TEMPLATE, { head, settings: null, app, data });
    const json = /<script id="page-data" type="application\/json">(.*?)<\/script>/.exec(rendered)?.[1];
    expect(JSON.parse(json ?? 'null')).toEqual(data);
    // Without the app the browser reads live anyway: no data to carry.
    expect(renderPageHtml(TEMPLATE, { head, settings: null, app: null, data })).not.toContain('page-data');
  });

  it("lists the page's chunks for the template's loader, and only with the app", () => {
    const modules = ['/assets/cars-1.js', '/assets/public-2.js'];
    const html = renderPageHtml(TEMPLATE, { head, settings: null, app: { ...app, modules } });
    const json = /<script id="page-modules" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json ?? 'null')).toEqual(modules);
    expect(renderPageHtml(TEMPLATE, { head, settings: null, app })).not.toContain('page-modules');
    expect(renderPageHtml(TEMPLATE, { head, settings: null, app: null })).not.toContain('page-modules');
  });

  it('embeds the site settings as JSON the web app can parse', () => {
    const settings = buildSiteSettings();
    const html = renderPageHtml(TEMPLATE, { head, settings });
    const json = /<script id="site-settings" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json ?? 'null')).toEqual(settings);
  });

  it('leaves the settings script out when there are no settings', () => {
    expect(renderPageHtml(TEMPLATE, { head, settings: null })).not.toContain('site-settings');
  });

  it('keeps a "</script>" inside a setting or a car name from closing the element', () => {
    const settings = buildSiteSettings({ address: '</script><script>alert(1)</script><!--' });
    const script = siteSettingsScript(settings);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).not.toContain('<!--');
    expect(JSON.parse(jsonForScript(settings))).toEqual(settings);
    const data = pageDataScript({ cars: [buildCar({ name: '</script><script>alert(1)</script>' })] });
    expect(data.match(/<\/script>/g)).toHaveLength(1);
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
    expect(renderPageHtml(TEMPLATE, { head: tricky, settings: null })).toContain("<title>$&amp; $&#39; $` | Costa Prestige</title>");
    expect(renderPageHtml(TEMPLATE, { head, settings: null, app: { html: '<p>$&</p>', styles: '' } })).toContain('<p>$&</p>');
  });
});

describe('bare shell', () => {
  it('is the template with only the site name as title and an empty root', () => {
    const html = renderBareShell(TEMPLATE);
    expect(html).toContain('<title>Costa Prestige</title>');
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('/assets/index.js');
    expect(html).toContain('<div id="root"></div>');
  });
});

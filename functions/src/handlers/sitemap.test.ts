import { sitemapFailed } from '../logs';
import { fakeResponse, hostingRequest } from '../testing/fake-http';
import { createSitemapHandler } from './sitemap';

jest.mock('../logs');

describe('sitemap handler', () => {
  beforeEach(() => jest.clearAllMocks());

  const listAvailableForSitemap = jest.fn(async () => [{ id: 'Ab12Cd34', name: 'McLaren 750S', model: '750S' }]);
  const handler = createSitemapHandler({ cars: { listAvailableForSitemap }, configuredOrigin: () => '' });

  it('answers /sitemap.xml with the XML sitemap of the visitor’s host', async () => {
    const { res, sent } = fakeResponse();
    await handler(hostingRequest('/sitemap.xml'), res);
    expect(sent.status).toBe(200);
    expect(sent.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sent.body).toContain('<loc>http://127.0.0.1:5000/en/car/mclaren-750s-ab12cd</loc>');
  });

  it('answers /sitemaps with the index without reading the fleet', async () => {
    const { res, sent } = fakeResponse();
    await handler(hostingRequest('/sitemaps'), res);
    expect(sent.body).toContain('<sitemapindex');
    expect(sent.body).toContain('<loc>http://127.0.0.1:5000/sitemap.xml</loc>');
    expect(listAvailableForSitemap).not.toHaveBeenCalled();
  });

  it('answers 500 and logs when the fleet cannot be read', async () => {
    const failing = createSitemapHandler({
      cars: { listAvailableForSitemap: jest.fn().mockRejectedValue(new Error('down')) },
      configuredOrigin: () => '',
    });
    const { res, sent } = fakeResponse();
    await failing(hostingRequest('/sitemap.xml'), res);
    expect(sent.status).toBe(500);
    expect(sitemapFailed).toHaveBeenCalledWith('/sitemap.xml', expect.any(Error));
  });
});

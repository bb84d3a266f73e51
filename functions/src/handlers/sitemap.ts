/** `/sitemap.xml` (the sitemap) and `/sitemaps` (the sitemap index pointing at it). */
import { sitemapFailed } from '../logs';
import { renderSitemap, renderSitemapIndex } from '../render/sitemap';
import type { CarStore } from '../services/cars';
import { rejectUnlessRead, requestOrigin, type HttpRequest, type HttpResponse } from './http';

export const CACHE_SITEMAP = 'public, max-age=300, s-maxage=600';
export const SITEMAP_INDEX_PATH = '/sitemaps';

export interface SitemapDeps {
  cars: Pick<CarStore, 'listAvailableForSitemap'>;
  configuredOrigin: () => string;
}

export function createSitemapHandler(deps: SitemapDeps) {
  return async (req: HttpRequest, res: HttpResponse): Promise<void> => {
    if (rejectUnlessRead(req, res)) return;
    try {
      const origin = requestOrigin(deps.configuredOrigin(), req.headers);
      const isIndex = req.path.replace(/\/+$/, '') === SITEMAP_INDEX_PATH;
      const xml = isIndex
        ? renderSitemapIndex(origin)
        : renderSitemap(origin, await deps.cars.listAvailableForSitemap());
      res
        .status(200)
        .set('Content-Type', 'application/xml; charset=utf-8')
        .set('Cache-Control', CACHE_SITEMAP)
        .send(xml);
    } catch (error) {
      sitemapFailed(req.path, error);
      res.status(500).set('Cache-Control', 'no-store').send('Sitemap unavailable');
    }
  };
}

/**
 * robots.txt: everything may be crawled except the private sections (sign-in,
 * account, admin, translation manager, order) in every language, taken from
 * the domain's route table so a new segment or language needs no edit here.
 * Served as a static file written by the web build: Cloud Functions runtimes
 * answer /robots.txt themselves, so a hosting rewrite to a function never runs.
 */
import { LANGUAGES } from './languages';
import { ROUTE_KEYS, ROUTE_SEGMENTS } from './routes';
import { isPublicRoute } from './seo';

/**
 * `/{lang}/{segment}` of every private route, without those another entry
 * already covers (`/en/admin/cars` under `/en/admin`).
 */
export function privatePathPrefixes(): string[] {
  const privateKeys = ROUTE_KEYS.filter((key) => !isPublicRoute(key));
  const paths = new Set<string>();
  for (const lang of LANGUAGES) {
    for (const key of privateKeys) {
      const segment = ROUTE_SEGMENTS[key][lang];
      if (segment) paths.add(`/${lang}/${segment}`);
    }
  }
  const all = [...paths];
  return all.filter((path) => !all.some((other) => other !== path && path.startsWith(`${other}/`)));
}

export function renderRobots(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...privatePathPrefixes().map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

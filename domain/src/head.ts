/**
 * Head tags of every page: title, description, canonical, hreflang alternates
 * and social tags. The server renders them into the HTML it sends; the web app
 * applies the same list on navigation. One builder, so both always agree.
 * Apart from the texts (`seo.ts`), so a page's first load carries only those.
 */
import { escapeHtml } from './html';
import { DEFAULT_LANG, LANGUAGES, OG_LOCALES, type Lang } from './languages';
import { alternatePaths, localizedPath, type RouteKey } from './routes';
import { capDescription, isPublicRoute, type Head, type HeadTag } from './seo';
import { SITE_NAME } from './site';

export interface HeadInput {
  /** Site origin without trailing slash, e.g. https://costaprestige.com */
  origin: string;
  lang: Lang;
  /** The route, or null for pages outside the table (payment success, 404). */
  key: RouteKey | null;
  param?: string;
  /** Path to use as canonical when `key` is null. */
  path?: string;
  title: string;
  description: string;
  /** Absolute or site-relative image for link previews. */
  image: string;
  imageAlt?: string;
  type?: 'website' | 'product';
  noindex?: boolean;
}

export function buildHead(input: HeadInput): Head {
  const { origin, lang, key, param } = input;
  const abs = (path: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path}`);
  const title = `${input.title} | ${SITE_NAME}`;
  const description = capDescription(input.description);
  const canonical = abs(key ? localizedPath(lang, key, param) : (input.path ?? '/'));
  const image = abs(input.image);
  const tags: HeadTag[] = [
    { tag: 'meta', name: 'description', content: description },
    { tag: 'link', rel: 'canonical', href: canonical },
  ];
  if (key) {
    const alternates = alternatePaths(key, param);
    for (const other of LANGUAGES) {
      tags.push({ tag: 'link', rel: 'alternate', hreflang: other, href: abs(alternates[other]) });
    }
    tags.push({ tag: 'link', rel: 'alternate', hreflang: 'x-default', href: abs(alternates[DEFAULT_LANG]) });
  }
  // Every page outside the public ones (the same the robots file disallows).
  if (input.noindex || (key !== null && !isPublicRoute(key))) {
    tags.push({ tag: 'meta', name: 'robots', content: 'noindex, nofollow' });
  }
  tags.push(
    { tag: 'meta', property: 'og:site_name', content: SITE_NAME },
    { tag: 'meta', property: 'og:type', content: input.type ?? 'website' },
    { tag: 'meta', property: 'og:title', content: title },
    { tag: 'meta', property: 'og:description', content: description },
    { tag: 'meta', property: 'og:url', content: canonical },
    { tag: 'meta', property: 'og:image', content: image },
    { tag: 'meta', property: 'og:image:alt', content: input.imageAlt ?? title },
    { tag: 'meta', property: 'og:locale', content: OG_LOCALES[lang] },
    ...LANGUAGES.filter((other) => other !== lang).map(
      (other): HeadTag => ({ tag: 'meta', property: 'og:locale:alternate', content: OG_LOCALES[other] }),
    ),
    { tag: 'meta', name: 'twitter:card', content: 'summary_large_image' },
    { tag: 'meta', name: 'twitter:title', content: title },
    { tag: 'meta', name: 'twitter:description', content: description },
    { tag: 'meta', name: 'twitter:image', content: image },
  );
  return { lang, title, tags };
}

/** The head as HTML. Every tag carries `data-head` so the web app can replace them on navigation. */
export function renderHeadHtml(head: Head): string {
  const lines = [`<title>${escapeHtml(head.title)}</title>`];
  for (const tag of head.tags) {
    if (tag.tag === 'meta') {
      const attr = 'name' in tag ? `name="${escapeHtml(tag.name)}"` : `property="${escapeHtml(tag.property)}"`;
      lines.push(`<meta data-head ${attr} content="${escapeHtml(tag.content)}">`);
    } else {
      const lang = tag.hreflang ? ` hreflang="${escapeHtml(tag.hreflang)}"` : '';
      lines.push(`<link data-head rel="${tag.rel}"${lang} href="${escapeHtml(tag.href)}">`);
    }
  }
  return lines.join('\n    ');
}

/**
 * The head a link fetcher reads: WhatsApp's and Facebook's run no JavaScript, so the page's title,
 * description, canonical URL, Open Graph and Twitter tags and JSON-LD must be in the HTML the
 * server sends. Written from the route map and the database; every value escaped.
 */
import { LOCALES, OG_LOCALES, localizedPath, type Locale } from '../../src/domain/locale.js';
import { PREVIEW_IMAGE, SITE_NAME, documentTitle, itemPageMeta, listPageMeta, type PageMeta } from '../../src/kinds/pageMeta.js';
import { listPageEntry } from '../../src/kinds/pages.js';
import { HEADS, ITEM_HEADS } from '../../src/domain/texts/sw/serverTexts.js';
import { itemJsonLd, organizationJsonLd, type JsonLd } from '../../src/kinds/structuredData.js';
import type { Db } from '../db/index.js';
import { previewItem } from '../routes/items.js';
import { matchPage } from '../follow/pages.js';
import { attr, scriptJson, text } from '../http/html.js';

/** The robots rule of pages that must not be indexed: the back-office, and URLs that are no page. */
export const NOINDEX = '<meta name="robots" content="noindex">';

const meta = (key: 'name' | 'property', name: string, content: string) => `<meta ${key}="${name}" content="${attr(content)}">`;

/**
 * The tags of one page, one per line, for the given public origin, in its language: its canonical
 * URL is its own language's, and it names its other-language twin (`hreflang`, English the default).
 * `page.path` is the English path.
 */
export function headTags(
  page: PageMeta,
  origin: string,
  structured: readonly JsonLd[],
  extra: ReadonlyArray<[string, string]> = [],
  locale: Locale = 'en',
): string[] {
  const url = `${origin}${localizedPath(locale, page.path)}`;
  const image = `${origin}${page.image}`;
  const alternate = (hreflang: string, to: Locale) => `<link rel="alternate" hreflang="${hreflang}" href="${attr(`${origin}${localizedPath(to, page.path)}`)}">`;
  return [
    `<title>${text(page.title)}</title>`,
    meta('name', 'description', page.description),
    `<link rel="canonical" href="${attr(url)}">`,
    ...LOCALES.map((other) => alternate(other, other)),
    alternate('x-default', 'en'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', OG_LOCALES[locale]),
    ...LOCALES.filter((other) => other !== locale).map((other) => meta('property', 'og:locale:alternate', OG_LOCALES[other])),
    meta('property', 'og:type', page.type),
    meta('property', 'og:title', page.heading),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', PREVIEW_IMAGE.type),
    meta('property', 'og:image:width', String(PREVIEW_IMAGE.width)),
    meta('property', 'og:image:height', String(PREVIEW_IMAGE.height)),
    meta('property', 'og:image:alt', page.imageAlt),
    ...extra.map(([name, content]) => meta('property', name, content)),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', page.heading),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', page.imageAlt),
    ...structured.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ];
}

/**
 * The head tags of a public page or of the page of an item the database holds; null for any other
 * path (an admin route, an unknown URL or ID): those keep index.html's own.
 */
export async function pageHead(db: Db, urlPath: string, origin: string, now: Date): Promise<string[] | null> {
  const match = matchPage(urlPath);
  if (match?.kind === 'public') {
    const page = listPageMeta(match.page);
    return page && headTags(match.locale === 'sw' ? swahiliListPage(page) : page, origin, [organizationJsonLd(origin)], [], match.locale);
  }
  if (match?.kind !== 'item' || match.id === null) return null;
  const item = await previewItem(db, match.item, match.id, now);
  if (!item) return null;
  const page = itemPageMeta(item, match.locale === 'sw' ? ITEM_HEADS : undefined);
  const own = itemJsonLd(item, page, origin, match.locale);
  const published: Array<[string, string]> = item.kind === 'announcement' ? [['article:published_time', item.createdAt]] : [];
  return headTags(page, origin, [organizationJsonLd(origin), ...(own ? [own] : [])], published, match.locale);
}

/** A list page's meta with its Swahili name and description (the server's only: the browser's English pages never load them). */
function swahiliListPage(page: PageMeta): PageMeta {
  const head = HEADS[listPageEntry(page.path)!.key];
  return { ...page, title: documentTitle(head.heading), heading: head.heading, description: head.description, imageAlt: HEADS.home.heading };
}

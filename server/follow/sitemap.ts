import { ITEM_PAGE_ENTRIES } from '../../src/kinds/pages.js';
import { ADMIN_ROUTES, PUBLIC_PAGES, paths } from '../../src/kinds/paths.js';
import { LOCALES, localizedPath } from '../../src/domain/locale.js';

const xmlText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/**
 * Every public list page of the page table, then every item's page (`items`: routes/items.ts itemPages), as
 * a sitemap (sitemaps.org 0.9): each in every language, each URL with its twins as alternates
 * (Google's xhtml:link form of hreflang), English the default.
 */
export function sitemapXml(origin: string, items: readonly string[]): string {
  const link = (hreflang: string, page: string) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${xmlText(`${origin}${page}`)}"/>`;
  const urls = [...PUBLIC_PAGES, ...items].flatMap((page) => {
    const alternates = [...LOCALES.map((locale) => link(locale, localizedPath(locale, page))), link('x-default', page)].join('');
    return LOCALES.map((locale) => `  <url><loc>${xmlText(`${origin}${localizedPath(locale, page)}`)}</loc>${alternates}</url>\n`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('')}</urlset>\n`;
}

/**
 * What crawlers may not fetch: the API and every admin route of the route map. A route under which
 * item pages live (/announcements, the admin list, above /announcements/:id) is shut by its exact
 * path (`$`, RFC 9309), the rest by prefix, so a crawler that knows no `$` still keeps out of most.
 */
export function robotsTxt(origin: string): string {
  const itemRoutes = ITEM_PAGE_ENTRIES.map((entry) => entry.path);
  const rules = ADMIN_ROUTES.map((route) => {
    const path = route.replace(/\/\*$/, '');
    return itemRoutes.some((item) => item.startsWith(`${path}/`)) ? [`Disallow: ${path}$`, `Disallow: ${path}/$`] : [`Disallow: ${path}`];
  }).flat();
  return ['User-agent: *', 'Disallow: /api/', ...rules, '', `Sitemap: ${origin}${paths.sitemap}`, ''].join('\n');
}

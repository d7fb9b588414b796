import type { Ctx } from '../context.js';
import { publicOrigin } from '../follow/origin.js';
import { robotsTxt, sitemapXml } from '../follow/sitemap.js';
import { sendText } from './feeds.js';
import { itemPages } from './items.js';

/** The sitemap and robots.txt, for crawlers; the kinds' feeds are theirs (feeds.ts). */
export function followRoutes({ route, db, config, clock }: Ctx) {
  route('sitemap', async (req, reply) =>
    sendText(reply, 'application/xml; charset=utf-8', sitemapXml(publicOrigin(config, req), await itemPages(db, clock()))),
  );

  route('robots', async (req, reply) => sendText(reply, 'text/plain; charset=utf-8', robotsTxt(publicOrigin(config, req))));
}

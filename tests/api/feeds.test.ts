import { localizedPath } from '../../src/domain/locale.js';
import { describe, expect, it } from 'vitest';
import { ADMIN_ROUTES, PUBLIC_PAGES, paths } from '../../src/kinds/paths.js';
import { HOSTILE, parseXml, storeAlbumAndSummit } from './follow-helpers.js';
import { bearer, call, jpeg, sendForm, serverForFile, startServer, removeDir } from './helpers.js';

// /feed.xml and /sitemap.xml read back with fast-xml-parser: well formed, escaped, and listing
// exactly what the database holds; robots.txt keeps crawlers out of the API and the back-office.

const ORIGIN = 'https://www.tucasa.example';
const ctx = serverForFile({ publicOrigin: ORIGIN });

const get = (url: string, headers: Record<string, string> = {}) => call(ctx.server.app, { method: 'GET', url, headers });

interface Post {
  ID: number;
  Title: string;
  Description: string | null;
  Image: string | null;
  CreatedAt: string;
}

interface RssItem {
  title: string;
  link: string;
  guid: { '#text': string; '@_isPermaLink'?: string };
  description?: string;
  pubDate: string;
  enclosure?: { '@_url': string; '@_type': string };
}

async function rssItems(): Promise<RssItem[]> {
  const res = await get(paths.newsFeed);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
  // Texts go in CDATA sections (split at any ']]>' they hold): outside them, no markup of theirs.
  expect(res.body.replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, '')).not.toMatch(/<script|<b>|&amp;amp;/);
  const rss = parseXml(res.body, ['item']).rss as { channel: { title: string; link: string; item?: RssItem[] } };
  expect(rss.channel.title).toBe('TUCASA Announcements');
  expect(rss.channel.link).toBe(`${ORIGIN}/`);
  return rss.channel.item ?? [];
}

async function sitemapUrls(): Promise<string[]> {
  const res = await get(paths.sitemap);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  type Alternate = { '@_hreflang': string; '@_href': string };
  const set = parseXml(res.body, ['url', 'xhtml:link']).urlset as { '@_xmlns': string; url: Array<{ loc: string; 'xhtml:link': Alternate[] }> };
  expect(set['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  // Each URL names its twin in the other language, itself among them, and English as the default.
  for (const url of set.url) {
    const alternates = url['xhtml:link'].map((link) => [link['@_hreflang'], link['@_href']] as const);
    expect(alternates.map(([lang]) => lang)).toEqual(['en', 'sw', 'x-default']);
    expect(alternates.map(([, href]) => href)).toContain(url.loc);
  }
  return set.url.map((u) => u.loc);
}

const createPost = async (fields: Parameters<typeof sendForm>[3]) => {
  const res = await sendForm(ctx.server.app, 'POST', '/api/posts/create', fields, ctx.token);
  expect(res.statusCode).toBe(201);
  return res.json<Post>();
};

describe('/feed.xml', () => {
  it('lists every announcement newest first, escaped, each linking to its page', async () => {
    expect(await rssItems()).toEqual([]);
    await createPost({ title: 'Week of prayer', description: 'Join us every evening.', image: await jpeg(640, 480) });
    await createPost({ title: HOSTILE, description: `Text & more: ${HOSTILE}` });
    await createPost({ title: 'No text' });

    const posts = (await get('/api/posts')).json<Post[]>().reverse();
    const items = await rssItems();
    expect(items.map((i) => i.title)).toEqual(posts.map((p) => p.Title));
    posts.forEach((post, n) => {
      const item = items[n]!;
      const link = `${ORIGIN}/announcements/${post.ID}`;
      expect(item.link).toBe(link);
      expect(item.guid).toEqual({ '#text': link, '@_isPermaLink': 'true' });
      // HTML, every character of the text escaped (issue 48).
      expect(item.description).toBe(post.Description ? `<p>${post.Description.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')}</p>` : undefined);
      expect(new Date(item.pubDate).getTime()).toBe(Math.floor(Date.parse(post.CreatedAt) / 1000) * 1000);
      if (post.Image) expect(item.enclosure).toMatchObject({ '@_url': `${ORIGIN}/${post.Image}`, '@_type': 'image/webp' });
      else expect(item.enclosure).toBeUndefined();
    });
    expect(items[1]!.title).toBe(HOSTILE);
  });

  it("carries the announcement's links, formatting and lists as its page shows them", async () => {
    await createPost({
      title: 'Summit',
      description: 'Register at https://forms.gle/abc123 before 20 December.\nQuestions: call +255 712 345 678 or write to info@tucasa.or.tz.\n\n*Details* on www.tucasa.or.tz/summit.\n1. Pray\n2. Come\njavascript:alert(1)',
    });
    const item = (await rssItems()).find((i) => i.title === 'Summit')!;
    expect(item.description).toBe(
      '<p>Register at <a href="https://forms.gle/abc123">https://forms.gle/abc123</a> before 20 December.<br>' +
        'Questions: call <a href="tel:+255712345678">+255 712 345 678</a> or write to <a href="mailto:info@tucasa.or.tz">info@tucasa.or.tz</a>.</p>' +
        '<p><strong>Details</strong> on <a href="https://www.tucasa.or.tz/summit">www.tucasa.or.tz/summit</a>.</p>' +
        '<ol start="1"><li>Pray</li><li>Come</li></ol><p>javascript:alert(1)</p>',
    );
  });

  it('drops a deleted announcement', async () => {
    const post = await createPost({ title: 'Short-lived' });
    expect((await rssItems()).map((i) => i.title)).toContain('Short-lived');
    const del = await call(ctx.server.app, { method: 'DELETE', url: `/api/posts/${post.ID}/delete`, headers: bearer(ctx.token) });
    expect(del.statusCode).toBe(200);
    expect((await rssItems()).map((i) => i.title)).not.toContain('Short-lived');
  });
});

describe('/sw/feed.xml', () => {
  it('is the same announcements in a Swahili feed, each linking to its Swahili page', async () => {
    await createPost({ title: 'Wiki ya maombi', description: 'Karibuni kila jioni.' });
    const english = await rssItems();
    const res = await get(paths.newsFeedSwahili);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const rss = parseXml(res.body, ['item']).rss as { channel: { title: string; link: string; language: string; description: string; item?: RssItem[] } };
    expect(rss.channel).toMatchObject({ title: 'Matangazo ya TUCASA', link: `${ORIGIN}/sw/`, language: 'sw' });
    expect(rss.channel.description).toContain('Habari na matangazo');
    const items = rss.channel.item ?? [];
    expect(items.map((i) => i.title)).toEqual(english.map((i) => i.title));
    for (const [n, item] of items.entries()) {
      const link = english[n]!.link.replace(ORIGIN, `${ORIGIN}/sw`);
      expect(item.link).toBe(link);
      expect(item.guid).toEqual({ '#text': link, '@_isPermaLink': 'true' });
    }
    expect((await get(paths.newsFeed)).body).toContain('<language>en</language>');
  });
});

describe('/sitemap.xml', () => {
  it('lists every public page and the page of every item the database holds', async () => {
    const { album, summit } = await storeAlbumAndSummit(ctx.server, HOSTILE);
    const event = await call(ctx.server.app, {
      method: 'POST',
      url: '/api/annual-calendars/create',
      headers: bearer(ctx.token),
      payload: { date: '2025-03-03T00:00:00.000Z', event: HOSTILE, participants: 'All', description: 'Yearly' },
    });
    expect(event.statusCode).toBe(201);
    const posts = (await get('/api/posts')).json<Post[]>();
    const expected = [
      ...PUBLIC_PAGES,
      ...posts.map((p) => paths.announcement(p.ID)),
      paths.calendarEvent(event.json<{ id: number }>().id),
      paths.album(album),
      paths.summitEdition(summit),
    ].flatMap((page) => [`${ORIGIN}${page}`, `${ORIGIN}${localizedPath('sw', page)}`]);
    // Each page in both languages (issue 31).
    expect((await sitemapUrls()).sort()).toEqual(expected.sort());
  });

  it('drops a deleted item', async () => {
    const post = await createPost({ title: 'Gone soon' });
    const page = `${ORIGIN}${paths.announcement(post.ID)}`;
    expect(await sitemapUrls()).toContain(page);
    await call(ctx.server.app, { method: 'DELETE', url: `/api/posts/${post.ID}/delete`, headers: bearer(ctx.token) });
    expect(await sitemapUrls()).not.toContain(page);
  });

  it('is cached for a minute and revalidated by its ETag', async () => {
    const first = await get(paths.sitemap);
    expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=86400');
    expect((await get(paths.sitemap, { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
  });
});

describe('/robots.txt', () => {
  it('keeps crawlers out of the API and every admin route, not out of item pages, and names the sitemap', async () => {
    const res = await get(paths.robots);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /dashboard');
    for (const route of ADMIN_ROUTES) expect(lines.some((l) => l.startsWith(`Disallow: ${route.replace(/\/\*$/, '')}`)), route).toBe(true);
    // /announcements is the admin list; /announcements/{id} are public pages.
    expect(lines).toContain('Disallow: /announcements$');
    expect(lines).not.toContain('Disallow: /announcements');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('links without PUBLIC_ORIGIN', () => {
  it("start with the request's own origin, and a Host that is not a host name is not believed", async () => {
    const s = await startServer();
    try {
      const robots = (headers: Record<string, string>) => s.app.inject({ method: 'GET', url: paths.robots, headers });
      expect((await robots({ host: 'Tucasa.Example:8080' })).body).toContain('Sitemap: http://tucasa.example:8080/sitemap.xml');
      expect((await robots({ host: 'tucasa.example:80' })).body).toContain('Sitemap: http://tucasa.example/sitemap.xml');
      // Not from a TRUST_PROXY proxy: its forwarded scheme and host are ignored.
      expect((await robots({ host: 'tucasa.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' })).body).toContain(
        'Sitemap: http://tucasa.example/sitemap.xml',
      );
      const forged = (await robots({ host: 'x"><script>alert(1)</script>' })).body;
      expect(forged).toContain(`Sitemap: http://localhost:${s.config.port}/sitemap.xml`);
      expect(forged).not.toContain('<script>');
    } finally {
      await s.close();
      removeDir(s.dataDir);
    }
  });

  it('come from the forwarded scheme and host when the proxy is one of TRUST_PROXY', async () => {
    const s = await startServer({ trustProxy: ['127.0.0.1'] });
    try {
      const res = await s.app.inject({
        method: 'GET',
        url: paths.robots,
        remoteAddress: '127.0.0.1',
        headers: { host: 'internal:8080', 'x-forwarded-host': 'www.tucasa.example', 'x-forwarded-proto': 'https' },
      });
      expect(res.body).toContain('Sitemap: https://www.tucasa.example/sitemap.xml');
    } finally {
      await s.close();
      removeDir(s.dataDir);
    }
  });
});

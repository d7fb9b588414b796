import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROUTES, PUBLIC_PAGES, paths } from '../../src/kinds/paths.js';
import { adminPaths } from '../../src/kinds/adminPaths.js';
import { HOSTILE, createEvent } from './follow-helpers.js';
import { FETCHERS, ORIGIN, buildWithIndexHtml, parseHead, previewTags, textOf } from './head-helpers.js';
import { bearer, call, jpeg, mp4, pdf, png, removeDir, sendForm, startServer, type TestServer } from './helpers.js';

// What WhatsApp's and Facebook's link fetchers read from an item's page: its own title, text,
// picture and URL, in the HTML itself (they run no JavaScript), every value escaped.

const DEFAULT_TITLE = 'TUCASA STU – The Adventist Mission to Campuses';
const LONG_TEXT =
  'The week of prayer starts on Sunday evening in every campus chapel. Each evening a different speaker opens the Word, and the choirs of the universities sing. Bring a friend: everyone is welcome, and supper is served after the Friday meeting.';

let s: TestServer;
let token: string;
let build: string;
const ids = { announcement: 0, calendarEvent: 0, album: 0, summit: 0, hostile: 0 };

beforeAll(async () => {
  build = buildWithIndexHtml();
  s = await startServer({ staticDir: build, publicOrigin: ORIGIN });
  token = await s.login();
  const post = await sendForm(s.app, 'POST', '/api/posts/create', { title: 'Week of prayer', description: LONG_TEXT, image: await jpeg(1600, 1000) }, token);
  expect(post.statusCode).toBe(201);
  ids.announcement = post.json<{ ID: number }>().ID;
  ids.calendarEvent = await createEvent(s, token, {
    date: '2025-03-03T00:00:00.000Z',
    event: 'Camp meeting',
    participants: 'All',
    description: 'Yearly gathering of all campuses',
  });
  const album = await sendForm(s.app, 'POST', '/api/media/create', { event_title: 'Retreat', description: 'Two days at the lake', media_files: [mp4(), await jpeg(1000, 800)] }, token);
  expect(album.statusCode).toBe(201);
  ids.album = album.json<{ ID: number }>().ID;
  const summit = await sendForm(s.app, 'POST', '/api/summits/create', { title: 'Summit 2025', outfit_image: await png(900, 1200), timetable: pdf(), posters: [await jpeg(800, 1100)] }, token);
  expect(summit.statusCode).toBe(201);
  ids.summit = summit.json<{ ID: number }>().ID;
  const hostile = await sendForm(s.app, 'POST', '/api/posts/create', { title: HOSTILE, description: `</script><script>alert(1)</script> <!-- ' " \u2028 end` }, token);
  expect(hostile.statusCode).toBe(201);
  ids.hostile = hostile.json<{ ID: number }>().ID;
});
afterAll(async () => {
  await s.close();
  removeDir(s.dataDir);
  removeDir(build);
});

const fetchAs = (url: string, ua: string) => s.app.inject({ method: 'GET', url, headers: { 'user-agent': ua } });

/** Fetches an og:image as the fetcher would and checks what WhatsApp needs of it. */
async function expectPreviewPicture(url: string, ua: string) {
  expect(url.startsWith(`${ORIGIN}/og/`), url).toBe(true);
  const res = await fetchAs(url.slice(ORIGIN.length), ua);
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toBe('image/jpeg');
  expect(res.rawPayload.length).toBeLessThan(300_000);
  const meta = await sharp(res.rawPayload).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
  return res.rawPayload;
}

/** The picture's average colour, to tell which upload it was made from. */
const meanColour = async (image: Buffer) => (await sharp(image).stats()).channels.slice(0, 3).map((c) => Math.round(c.mean));

describe.each(Object.entries(FETCHERS))('an item page fetched by %s', (_name, ua) => {
  const items = () => [
    {
      url: paths.announcement(ids.announcement),
      title: 'Week of prayer',
      type: 'article',
      jsonLd: 'NewsArticle',
      colour: [30, 90, 160],
    },
    { url: paths.calendarEvent(ids.calendarEvent), title: 'Camp meeting', description: '3rd March, 2025. Yearly gathering of all campuses', type: 'website', jsonLd: 'Event', colour: null },
    { url: paths.album(ids.album), title: 'Retreat', description: 'Two days at the lake', type: 'website', jsonLd: null, colour: [30, 90, 160] },
    { url: paths.summitEdition(ids.summit), title: 'Summit 2025', description: 'TUCASA summit: outfit, timetable and 1 poster.', type: 'website', jsonLd: 'Event', colour: [200, 50, 50] },
  ];

  it('finds its title, description, canonical URL and Open Graph and Twitter tags', async () => {
    for (const item of items()) {
      const res = await fetchAs(item.url, ua);
      expect(res.statusCode, item.url).toBe(200);
      const head = parseHead(res.body);
      const url = `${ORIGIN}${item.url}`;
      expect(head.title, item.url).toBe(`${item.title} – TUCASA`);
      expect(head.canonical).toBe(url);
      expect(head.meta('og:url')).toBe(url);
      expect(head.meta('og:title')).toBe(item.title);
      expect(head.meta('twitter:title')).toBe(item.title);
      expect(head.meta('og:type')).toBe(item.type);
      expect(head.meta('og:site_name')).toBe('TUCASA');
      expect(head.meta('og:locale')).toBe('en_GB');
      expect(head.meta('twitter:card')).toBe('summary_large_image');
      expect([head.meta('og:image:width'), head.meta('og:image:height'), head.meta('og:image:type')]).toEqual(['1200', '630', 'image/jpeg']);
      expect(head.meta('twitter:image')).toBe(head.meta('og:image'));
      const description = head.meta('description')!;
      expect(head.meta('og:description')).toBe(description);
      expect(head.meta('twitter:description')).toBe(description);
      if (item.description) expect(description).toBe(item.description);
    }
  });

  it("cuts an announcement's text to about 160 characters, at a word", async () => {
    const description = parseHead((await fetchAs(paths.announcement(ids.announcement), ua)).body).meta('description')!;
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.length).toBeGreaterThan(120);
    expect(description.endsWith('…')).toBe(true);
    expect(LONG_TEXT.startsWith(description.slice(0, -1))).toBe(true);
    expect(LONG_TEXT[description.length - 1]).toMatch(/[\s,.]/);
  });

  it("finds a picture of the item's own (videos skipped), or the default, that WhatsApp shows: 1200×630 JPEG under 300 KB", async () => {
    for (const item of items()) {
      const image = parseHead((await fetchAs(item.url, ua)).body).meta('og:image')!;
      const bytes = await expectPreviewPicture(image, ua);
      if (item.colour) {
        expect(image, item.url).toMatch(/^https:\/\/tucasa\.example\/og\/(announcements|gallery|summit)\/\d+\.jpg\?v=[0-9a-f]{8}$/);
        const colour = await meanColour(bytes);
        colour.forEach((c, i) => expect(Math.abs(c - item.colour[i]!), `${item.url} ${colour.join(',')}`).toBeLessThan(8));
      } else {
        expect(image, item.url).toBe(`${ORIGIN}/og/default.jpg`);
      }
    }
  });

  it('holds JSON-LD that parses: the association on every page, and the event or article of the item', async () => {
    for (const item of items()) {
      const { jsonLd } = parseHead((await fetchAs(item.url, ua)).body);
      expect(jsonLd.map((data) => data['@type']), item.url).toEqual(['Organization', ...(item.jsonLd ? [item.jsonLd] : [])]);
      expect(jsonLd[0]).toMatchObject({ '@context': 'https://schema.org', url: `${ORIGIN}/`, alternateName: 'TUCASA' });
      if (item.jsonLd) expect(jsonLd[1]).toMatchObject({ '@context': 'https://schema.org', url: `${ORIGIN}${item.url}` });
    }
    const event = parseHead((await fetchAs(paths.calendarEvent(ids.calendarEvent), ua)).body).jsonLd[1];
    expect(event).toMatchObject({ name: 'Camp meeting', startDate: '2025-03-03', endDate: '2025-03-03', image: [`${ORIGIN}/og/default.jpg`] });
    const article = parseHead((await fetchAs(paths.announcement(ids.announcement), ua)).body).jsonLd[1];
    expect(article).toMatchObject({ headline: 'Week of prayer', publisher: { '@id': `${ORIGIN}/#organization` } });
  });
});

describe('a title and text with markup and quotes', () => {
  it('come out escaped: the parsed head holds them as text, and no element was slipped in', async () => {
    const res = await fetchAs(paths.announcement(ids.hostile), FETCHERS.whatsapp);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert');
    expect(res.body).not.toContain('<b>');
    const head = parseHead(res.body);
    expect(head.title).toBe(`${HOSTILE} – TUCASA`);
    expect(head.meta('og:title')).toBe(HOSTILE);
    expect(head.meta('og:image:alt')).toBe(HOSTILE);
    expect(head.meta('description')).toBe(`</script><script>alert(1)</script> <!-- ' " end`);
    const [, article] = head.jsonLd;
    expect(article).toMatchObject({ '@type': 'NewsArticle', headline: HOSTILE });
    // The only scripts are the two JSON-LD blocks, index.html's inline script (the one inline script
    // the policy allows, by its hash) and the app's module; nothing else became an element.
    const scripts = head.all.filter((el) => el.tagName === 'script');
    expect(scripts.map((el) => el.attrs.find((a) => a.name === 'type')?.value)).toEqual(['application/ld+json', 'application/ld+json', undefined, 'module']);
    const inline = createHash('sha256').update(textOf(scripts[2]!)).digest('base64');
    expect(String(res.headers['content-security-policy'])).toContain(`script-src 'self' 'sha256-${inline}';`);
    expect(head.all.some((el) => el.tagName === 'b')).toBe(false);
    expect(head.all.find((el) => el.tagName === 'body')?.childNodes.filter((n) => 'tagName' in n).length).toBe(3);
  });
});

/** index.html's own title, marked noindex, and nothing of a page or an item: no URL, preview or JSON-LD. */
function expectSiteHeadOnly(html: string, url: string) {
  const head = parseHead(html);
  expect(head.title, url).toBe(DEFAULT_TITLE);
  expect(head.meta('robots'), url).toBe('noindex');
  expect(previewTags(head), url).toEqual([]);
  expect(head.canonical, url).toBeUndefined();
  expect(head.jsonLd, url).toEqual([]);
}

describe('pages without an item', () => {
  it('an unknown or deleted ID stays 404 and says nothing of an item (noindex, no previews)', async () => {
    const gone = await sendForm(s.app, 'POST', '/api/posts/create', { title: 'Soon deleted' }, token);
    const goneId = gone.json<{ ID: number }>().ID;
    expect((await fetchAs(paths.announcement(goneId), FETCHERS.whatsapp)).statusCode).toBe(200);
    expect((await call(s.app, { method: 'DELETE', url: `/api/posts/${goneId}/delete`, headers: bearer(token) })).statusCode).toBe(200);
    for (const url of [paths.announcement(goneId), '/announcements/999', '/calendar/999', '/gallery/999', '/summit/999', '/no-such-page']) {
      const res = await fetchAs(url, FETCHERS.facebook);
      expect(res.statusCode, url).toBe(404);
      expectSiteHeadOnly(res.body, url);
      expect(res.body, url).not.toContain('Soon deleted');
    }
  });

  it('the admin routes keep the site title, marked noindex, with no previews', async () => {
    expect(ADMIN_ROUTES).toContain(paths.login);
    for (const url of [paths.login, adminPaths.media, paths.topLevelAdmin.announcements]) {
      const res = await fetchAs(url, FETCHERS.whatsapp);
      expect(res.statusCode, url).toBe(200);
      expectSiteHeadOnly(res.body, url);
    }
  });

  it('each public page has its own title and description, its canonical URL, the default picture and the association', async () => {
    const titles = new Set<string>();
    for (const page of PUBLIC_PAGES) {
      for (const url of page === '/' ? [page] : [page, `${page}/`, page.toUpperCase()]) {
        const res = await fetchAs(url, FETCHERS.facebook);
        expect(res.statusCode, url).toBe(200);
        const head = parseHead(res.body);
        titles.add(head.title!);
        expect(head.canonical, url).toBe(`${ORIGIN}${page}`);
        expect(head.meta('og:url'), url).toBe(`${ORIGIN}${page}`);
        expect(head.meta('robots'), url).toBeUndefined();
        expect(head.meta('description')!.length, url).toBeGreaterThan(30);
        expect(head.meta('og:image'), url).toBe(`${ORIGIN}/og/default.jpg`);
        expect(head.jsonLd.map((data) => data['@type']), url).toEqual(['Organization']);
      }
    }
    expect(titles.size).toBe(PUBLIC_PAGES.length);
    expect(parseHead((await fetchAs('/', FETCHERS.whatsapp)).body).title).toBe(DEFAULT_TITLE);
    expect(parseHead((await fetchAs(paths.gallery, FETCHERS.whatsapp)).body).title).toBe('TUCASA Gallery');
    await expectPreviewPicture(`${ORIGIN}/og/default.jpg`, FETCHERS.whatsapp);
  });

  it('use the request’s own origin when PUBLIC_ORIGIN is not set', async () => {
    const other = await startServer({ staticDir: build });
    try {
      const res = await other.app.inject({ method: 'GET', url: paths.calendar, headers: { host: 'tucasa.local:8080' } });
      expect(parseHead(res.body).canonical).toBe('http://tucasa.local:8080/calendar');
    } finally {
      await other.close();
      removeDir(other.dataDir);
    }
  });
});

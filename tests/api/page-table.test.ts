import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INITIAL_DATA_ID, RICH_TEXT_KEY } from '../../src/domain/pageData.js';
import { documentTitle, listPageMeta } from '../../src/kinds/pageMeta.js';
import { FRAME_READS, ITEM_KINDS, PAGE_ENTRIES, itemPath, pageReads, type ItemKind, type KeyedPageEntry } from '../../src/kinds/pages.js';
import { localizedPath } from '../../src/domain/locale.js';
import { englishCatalogueTexts, siteTexts } from '../unit/support/catalogues.js';
import { ORIGIN, parseHead } from './head-helpers.js';
import { bearer, call, jpeg, pdf, removeDir, sendForm, startServer, type TestServer } from './helpers.js';
import { SITE_DIR } from '../support/build-site.js';

// Every entry of the page table (src/kinds/pages.ts) as the server answers it, on the real build of
// the website and its server render (dist/, dist-ssr/, built before the workers start:
// tests/api/global-setup.ts): rendered with the entry's reads in its data, its chunk's styles
// and its picture announced, its own head, listed in the sitemap. An entry some derived part misses
// fails here; the router's side is tests/unit/page-table.test.ts.

const site = SITE_DIR;
let s: TestServer;
/** The seeded item of each item page, and the name its page shows. */
const items = {} as Record<ItemKind, { id: number; name: string }>;

beforeAll(async () => {
  s = await startServer({ staticDir: site, publicOrigin: ORIGIN });
  const token = await s.login();
  const created = (res: { statusCode: number; json<T>(): T }) => {
    expect(res.statusCode).toBe(201);
    return res.json<{ ID?: number; id?: number }>();
  };
  // One of each, with the pictures the pages' preload rules look for (the home hero is the bundled one).
  const post = created(await sendForm(s.app, 'POST', '/api/posts/create', { title: 'Week of prayer', description: 'Every evening.' }, token));
  const event = created(
    await call(s.app, {
      method: 'POST',
      url: '/api/annual-calendars/create',
      headers: bearer(token),
      payload: { date: '2025-03-03T00:00:00.000Z', event: 'Camp meeting', participants: 'All', description: 'Yearly' },
    }),
  );
  const album = created(await sendForm(s.app, 'POST', '/api/media/create', { event_title: 'Retreat', media_files: [await jpeg(1200, 800)] }, token));
  const summit = created(await sendForm(s.app, 'POST', '/api/summits/create', { title: 'Summit 2025', outfit_image: await jpeg(600, 800), timetable: pdf() }, token));
  created(await sendForm(s.app, 'POST', '/api/annual-books/create', { title: 'Steps', description: 'A chapter a week', image: await jpeg(600, 900), reading_plan: pdf() }, token));
  Object.assign(items, {
    announcement: { id: post.ID!, name: 'Week of prayer' },
    calendarEvent: { id: event.id!, name: 'Camp meeting' },
    album: { id: album.ID!, name: 'Retreat' },
    summitEdition: { id: summit.ID!, name: 'Summit 2025' },
  } satisfies Record<ItemKind, unknown>);
}, 240_000);

afterAll(async () => {
  await s?.close();
  if (s) removeDir(s.dataDir);
});

/** The seeded item of an item page's entry; null for a list page's. */
const itemOf = (entry: KeyedPageEntry) => (entry.item ? { kind: entry.key as ItemKind, ...items[entry.key as ItemKind] } : null);
/** The URL of the entry's page: an item page's for its seeded item. */
const urlOf = (entry: KeyedPageEntry) => {
  const item = itemOf(entry);
  return item ? itemPath(item.kind, item.id) : entry.path;
};
const get = (url: string) => s.app.inject({ method: 'GET', url });
const stylesheets = (html: string) => [...html.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map((m) => m[1]!);
const manifest = () => JSON.parse(readFileSync(path.join(site, '.vite', 'manifest.json'), 'utf8')) as Record<string, unknown>;

describe.each(PAGE_ENTRIES.map((entry) => [entry.key, entry] as const))('the page table entry %s', (_key, entry) => {
  it('is a chunk of the build, rendered with its reads in its data', async () => {
    expect(Object.keys(manifest())).toEqual(expect.arrayContaining([entry.module, ...(entry.chunk ? [entry.chunk] : [])]));
    const res = await get(urlOf(entry));
    expect(res.statusCode).toBe(200);
    const script = new RegExp(`<script type="application/json" id="${INITIAL_DATA_ID}"[^>]*>(.*?)</script>`).exec(res.body);
    const data = JSON.parse(script?.[1] ?? 'null') as Record<string, unknown> | null;
    // Its own reads, and its frame's (the settings: the Share row's WhatsApp Channel, issue 32);
    // beside them, the documents of the admins' texts it drew, if any (decision 034).
    expect(Object.keys(data ?? {}).filter((key) => key !== RICH_TEXT_KEY).sort()).toEqual([...new Set([...entry.reads, ...FRAME_READS])].sort());
    for (const read of pageReads(entry)) expect(data?.[read], read).not.toBeNull();
    // Its own page, not the app's not-found one; an item page with its item in it.
    expect(res.body).toMatch(/<div id="root"><[a-z]/);
    expect(res.body).not.toContain('id="not-found-title"');
    const item = itemOf(entry);
    if (item) expect(res.body).toContain(item.name);
  });

  it("links its chunk's styles and preloads its picture", async () => {
    const html = (await get(urlOf(entry))).body;
    const app = stylesheets((await get('/no-such-page')).body);
    const own = stylesheets(html);
    expect(own).toEqual(expect.arrayContaining(app));
    expect(own.length).toBeGreaterThan(app.length);
    const preload = /<link rel="preload" as="image" href="[^"]+" imagesrcset="[^"]+" imagesizes="[^"]+" fetchpriority="high">/.test(html);
    expect(preload).toBe(!!entry.picture);
  });

  it('has its own head, with a preview picture that is there', async () => {
    const url = urlOf(entry);
    const head = parseHead((await get(url)).body);
    const item = itemOf(entry);
    const name = item ? item.name : listPageMeta(entry.path)!.heading;
    expect(head.title).toBe(item ? documentTitle(name) : listPageMeta(entry.path)!.title);
    expect(head.meta('og:title')).toBe(name);
    expect(head.meta('description')).toBeTruthy();
    expect(head.meta('og:description')).toBe(head.meta('description'));
    expect(head.canonical).toBe(`${ORIGIN}${url}`);
    expect(head.meta('og:url')).toBe(`${ORIGIN}${url}`);
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    const image = head.meta('og:image');
    expect(image?.startsWith(`${ORIGIN}/og/`)).toBe(true);
    const picture = await get(image!.slice(ORIGIN.length));
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
  });

  it('is listed in the sitemap', async () => {
    expect((await get('/sitemap.xml')).body).toContain(`<loc>${ORIGIN}${urlOf(entry)}</loc>`);
  });
});

describe('the item pages of the table', () => {
  it('answer 404 for an ID their table does not hold', async () => {
    for (const kind of ITEM_KINDS) {
      const res = await get(itemPath(kind, 999_999));
      expect(res.statusCode, kind).toBe(404);
      expect(res.body, kind).toContain('id="not-found-title"');
    }
  });
});

// Issue 31: each page again under /sw/, rendered in Swahili, with a head that says so.
const ENGLISH = englishCatalogueTexts();
describe.each(PAGE_ENTRIES.map((entry) => [entry.key, entry] as const))('the Swahili page of %s', (_key, entry) => {
  it('is rendered with its data, in Swahili: not one text of the English catalogue', async () => {
    const url = localizedPath('sw', urlOf(entry));
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/^<!doctype html>\n<html lang="sw">/);
    expect(res.body).toMatch(/<div id="root"><[a-z]/);
    expect(res.body).not.toContain('id="not-found-title"');
    const shown = siteTexts(res.body);
    expect(shown.length).toBeGreaterThan(20);
    expect(shown.filter((text) => ENGLISH.has(text))).toEqual([]);
    // The switch back, named in English.
    expect(res.body).toMatch(new RegExp(`<a [^>]*lang="en"[^>]*href="${urlOf(entry)}"[^>]*>English</a>`));
  });

  it("has a head in Swahili that names its English twin, and the English page names it", async () => {
    const en = urlOf(entry);
    const sw = localizedPath('sw', en);
    const head = parseHead((await get(sw)).body);
    expect(head.meta('og:locale')).toBe('sw_TZ');
    expect(head.meta('og:locale:alternate')).toBe('en_GB');
    expect(head.canonical).toBe(`${ORIGIN}${sw}`);
    expect(head.meta('og:url')).toBe(`${ORIGIN}${sw}`);
    const alternates = (h: typeof head) =>
      Object.fromEntries(h.head.filter((el) => el.tagName === 'link' && el.attrs.some((a) => a.name === 'hreflang')).map((el) => [el.attrs.find((a) => a.name === 'hreflang')!.value, el.attrs.find((a) => a.name === 'href')!.value]));
    const both = { en: `${ORIGIN}${en}`, sw: `${ORIGIN}${sw}`, 'x-default': `${ORIGIN}${en}` };
    expect(alternates(head)).toEqual(both);
    const english = parseHead((await get(en)).body);
    expect(english.meta('og:locale')).toBe('en_GB');
    expect(alternates(english)).toEqual(both);
    if (!entry.item) {
      expect(head.title).not.toBe(english.title);
      expect(head.meta('description')).not.toBe(english.meta('description'));
    }
    // An item's description is its own text when it has one (the announcement's); else the site
    // writes it (an event's date, an album's sentence, a summit's facts), in the page's language.
    if (entry.item && entry.key !== 'announcement') expect(head.meta('description')).not.toBe(english.meta('description'));
    // An item's own node (an event, an article) names the page it is on.
    for (const node of head.jsonLd.filter((data) => data['@type'] !== 'Organization')) expect(node.url).toBe(`${ORIGIN}${sw}`);
  });

  it('is listed in the sitemap', async () => {
    expect((await get('/sitemap.xml')).body).toContain(`<loc>${ORIGIN}${localizedPath('sw', urlOf(entry))}</loc>`);
  });
});

describe('the Swahili addresses', () => {
  it('are no back-office, and an unknown one is a Swahili not-found page', async () => {
    for (const url of ['/sw/dashboard', '/sw/admin-login', '/sw/no-such-page', localizedPath('sw', itemPath('album', 999_999))]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<html lang="sw">');
      expect(res.body, url).toContain('Ukurasa haupatikani');
    }
  });
});

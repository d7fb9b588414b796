import { mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_MISSION_TEXT, DEFAULT_SUBTITLE_TEXT } from '../../src/brand.js';
import { INITIAL_DATA_ID, RICH_TEXT_KEY } from '../../src/domain/pageData.js';
import { FRAME_READS } from '../../src/kinds/pages.js';
import { RECENT_POSTS_WINDOW_MS } from '../../src/features/announcements/rules.js';
import { parseRichText } from '../../src/domain/richText.js';
import { READ_TIMEOUT_MS } from '../../server/web/render.js';
import { removeDir, sendForm, startServer, type TestServer } from './helpers.js';
import { SITE_DIR } from '../support/build-site.js';

// The server's render (server/web/render.ts, decision 013) with the real server bundle (dist-ssr/,
// built before the workers start: tests/api/global-setup.ts) beside a small website: the page's
// content and API answers in the HTML, escaped, and a home hero that is never blank, even when
// GET /api/settings fails or never answers.

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>TUCASA</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/assets/index-A.js"></script>
  </body>
</html>
`;

let site = '';

beforeAll(() => {
  site = mkdtempSync(path.join(os.tmpdir(), 'tucasa-render-'));
  writeFileSync(path.join(site, 'index.html'), TEMPLATE);
  // The render's bundle sits beside the website's folder (server/web/render.ts): the project's own,
  // through a link, as a release linked into place would be.
  symlinkSync(`${SITE_DIR}-ssr`, `${site}-ssr`, 'dir');
});

afterAll(() => {
  removeDir(site);
  // The link only, not the project's bundle it points to.
  removeDir(`${site}-ssr`);
});

/** A server on the small website; `hook` is added before its first request (a broken API read). */
async function serverWith(hook?: (app: FastifyInstance) => void): Promise<TestServer> {
  const s = await startServer({ staticDir: site });
  hook?.(s.app);
  return s;
}

/** The hero as sent: shown (not marked pending, which hides its texts) and with its picture. */
function expectHeroShown(html: string) {
  const hero = /<section[^>]*aria-labelledby="hero-title"[^>]*>[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
  expect(hero).toContain('<img');
  expect(hero).not.toMatch(/aria-busy|data-pending/);
}

async function pageOf(s: TestServer, url: string) {
  const res = await s.app.inject({ method: 'GET', url });
  const html = res.body;
  const script = new RegExp(`<script type="application/json" id="${INITIAL_DATA_ID}">(.*?)</script>`).exec(html);
  return { res, html, data: script ? (JSON.parse(script[1]!) as Record<string, unknown>) : null };
}

describe('a rendered page', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await serverWith();
  });
  afterAll(() => s.close());

  it('holds the saved hero and the announcements, and their answers keyed by API path', async () => {
    const token = await s.login();
    await sendForm(s.app, 'PUT', '/api/settings/update', { missionText: 'Saved mission', subtitleText: 'Saved subtitle' }, token);
    const title = '</script><script>alert(1)</script> & "quoted"';
    await sendForm(s.app, 'POST', '/api/posts/create', { title, description: 'Read <b>as text</b>.\u2028Next line.' }, token);
    const { res, html, data } = await pageOf(s, '/');
    expect(res.statusCode).toBe(200);
    expect(html).toContain('>Saved mission</h1>');
    expect(html).toContain('Saved subtitle');
    expectHeroShown(html);
    // The title is text in the markup, and inside the data script no '<' can close it.
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quoted&quot;');
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(data).toMatchObject({ '/api/settings': { missionText: 'Saved mission' }, '/api/posts': [{ Title: title }] });
    // The data script is written as the heads' JSON-LD is (web/html.ts scriptJson): no <, >, & or line separator as itself.
    const script = html.slice(html.indexOf(`id="${INITIAL_DATA_ID}"`), html.indexOf('</script>', html.indexOf(`id="${INITIAL_DATA_ID}"`)));
    expect(script.slice(script.indexOf('>') + 1)).not.toMatch(/[<>&\u2028\u2029]/);
  });

  it("draws an admin's text with its links and formatting, and writes its document for the hydration", async () => {
    const token = await s.login();
    const description = '*Register* at https://forms.gle/abc123, call +255 712 345 678 or write to info@tucasa.or.tz.\nDetails on www.tucasa.or.tz/summit.\n- javascript:alert(1) <script>x</script>';
    const created = await sendForm(s.app, 'POST', '/api/posts/create', { title: 'Summit registration', description }, token);
    const { html, data } = await pageOf(s, `/announcements/${created.json<{ ID: number }>().ID}`);
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main).toContain('<strong>Register</strong> at <a href="https://forms.gle/abc123" target="_blank" rel="noopener noreferrer">https://forms.gle/abc123');
    expect(main).toContain('<a href="tel:+255712345678">+255 712 345 678</a>');
    expect(main).toContain('<a href="mailto:info@tucasa.or.tz">info@tucasa.or.tz</a>');
    expect(main).toContain('<a href="https://www.tucasa.or.tz/summit" target="_blank" rel="noopener noreferrer">www.tucasa.or.tz/summit');
    expect(main).toContain('<li>javascript:alert(1) &lt;script&gt;x&lt;/script&gt;</li>');
    expect(main).not.toMatch(/href="(?!https:|mailto:|tel:|\/)/);
    // As stored: the form's line breaks are CRLF.
    const stored = (data?.['/api/posts'] as Array<{ Title: string; Description: string }>).find((post) => post.Title === 'Summit registration')!.Description;
    expect(data?.[RICH_TEXT_KEY]).toMatchObject({ [stored]: parseRichText(description) });
  });

  it("writes its dates in Tanzania's zone, whatever the server's own, as the browser's first render does", async () => {
    // Yesterday at 22:30 UTC (this server's own zone) is already today in Dar es Salaam, UTC+3.
    const late = new Date();
    late.setUTCDate(late.getUTCDate() - 1);
    late.setUTCHours(22, 30, 0, 0);
    const s = await startServer({ staticDir: site }, undefined, { clock: () => late });
    try {
      await sendForm(s.app, 'POST', '/api/posts/create', { title: 'Zone check', description: 'x' }, await s.login());
      const { html } = await pageOf(s, '/');
      const today = new Date(late.getTime() + 3 * 3_600_000);
      const day = `${today.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })} ${today.getUTCDate()}, ${today.getUTCFullYear()}`;
      expect(html).toContain(`<time dateTime="${late.toISOString()}">${day}</time>`);
    } finally {
      await s.close();
    }
  });

  it('leaves out an announcement in the trash, from the markup and from the data (decision 016)', async () => {
    const token = await s.login();
    const title = 'Trashed before the render';
    const post = await sendForm(s.app, 'POST', '/api/posts/create', { title }, token);
    const { ID } = post.json<{ ID: number }>();
    expect((await s.app.inject({ method: 'DELETE', url: `/api/posts/${ID}/delete`, headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
    const home = await pageOf(s, '/');
    expect(home.html).not.toContain(title);
    expect(JSON.stringify(home.data)).not.toContain(title);
    const own = await pageOf(s, `/announcements/${ID}`);
    expect(own.res.statusCode).toBe(404);
    expect(own.html).not.toContain(title);
  });

  it("answers a search in the page: its results, in the page's language, for a browser without scripts", async () => {
    const token = await s.login();
    await sendForm(s.app, 'POST', '/api/posts/create', { title: 'Kitabu cha Mwaka <b>kimetoka</b>', language: 'sw' }, token);
    for (const [url, read] of [
      ['/search?q=vitabu', '/api/search?q=vitabu&lang=en'],
      ['/sw/search?q=vitabu', '/api/search?q=vitabu&lang=sw'],
    ] as const) {
      const { res, html, data } = await pageOf(s, url);
      expect(res.statusCode).toBe(200);
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      // The form sends the query back to this page; the result leads to the item's page in the page's language.
      expect(main).toMatch(/<form[^>]*role="search"[^>]*method="get"/);
      expect(main).toContain('value="vitabu"');
      expect(main).toContain('<mark>Kitabu</mark> cha Mwaka &lt;b&gt;kimetoka&lt;/b&gt;');
      expect(main).toMatch(url.startsWith('/sw') ? /href="\/sw\/announcements\/\d+"/ : /href="\/announcements\/\d+"/);
      expect((data?.[read] as { total: number }).total).toBe(1);
    }
    // No query, no call: the page is the form alone.
    const empty = await pageOf(s, '/search');
    expect(Object.keys(empty.data ?? {}).filter((key) => key.startsWith('/api/search'))).toEqual([]);
  });

  it("drops an announcement from the home page's recent ones when it turns 7 days old, with no write in between", async () => {
    const token = await s.login();
    const title = 'About to be a week old';
    const { ID } = (await sendForm(s.app, 'POST', '/api/posts/create', { title }, token)).json<{ ID: number }>();
    // Created a week ago less 1.5 s: recent for 1.5 s more (src/features/announcements/rules.ts).
    const createdAt = new Date(Date.now() - RECENT_POSTS_WINDOW_MS + 1500).toISOString();
    await s.db.updateTable('posts').set({ created_at: createdAt }).where('id', '=', ID).execute();
    const recent = (html: string) => /aria-labelledby="recent-title"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    expect(recent((await pageOf(s, '/')).html)).toContain(title);
    await new Promise((resolve) => setTimeout(resolve, Date.parse(createdAt) + RECENT_POSTS_WINDOW_MS - Date.now() + 50));
    const later = (await pageOf(s, '/')).html;
    expect(recent(later)).not.toContain(title);
    // Still among the announcements: only the recent list moved.
    expect(later).toContain(title);
  });

  it('holds its first paint until the whole page is parsed: the head waits for the data script after the root', async () => {
    for (const url of ['/', '/no-such-page']) {
      const { html } = await pageOf(s, url);
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain(`<link rel="expect" href="#${INITIAL_DATA_ID}" blocking="render">`);
      // What it waits for comes after the whole page, footer included.
      expect(html.indexOf(`id="${INITIAL_DATA_ID}"`)).toBeGreaterThan(html.lastIndexOf('</footer>'));
      expect(html.lastIndexOf('</footer>')).toBeGreaterThan(0);
    }
  });

  it('is the not-found page, with status 404, for an unknown URL', async () => {
    const { res, html, data } = await pageOf(s, '/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(html).toContain('Page not found');
    // Nothing of a page's own: only what its frame reads (the Share row's WhatsApp Channel, issue 32).
    expect(Object.keys(data ?? {})).toEqual([...FRAME_READS]);
  });

  it('is not made for the back-office: its root stays empty, for the browser to render', async () => {
    const { html, data } = await pageOf(s, '/dashboard/settings');
    expect(html).toContain('<div id="root"></div>');
    expect(data).toBeNull();
    // Nor does its first paint wait for an element it will never have.
    expect(html).not.toContain('rel="expect"');
  });
});

describe('the home hero is never blank', () => {
  it('when GET /api/settings fails: the default texts, and a null answer the app shows as the defaults', async () => {
    const s = await serverWith((app) =>
      app.addHook('onRequest', async (req, reply) => {
        if (req.url === '/api/settings') await reply.code(500).send({ error: 'Broken' });
      }),
    );
    try {
      const { res, html, data } = await pageOf(s, '/');
      expect(res.statusCode).toBe(200);
      expect(html).toContain(`>${DEFAULT_MISSION_TEXT}</h1>`);
      expect(html).toContain(DEFAULT_SUBTITLE_TEXT);
      expectHeroShown(html);
      expect(data).toMatchObject({ '/api/settings': null });
    } finally {
      await s.close();
    }
  });

  it('when GET /api/settings never answers: the page comes after the read timeout, with the default texts', async () => {
    const s = await serverWith((app) =>
      app.addHook('onRequest', async (req) => {
        if (req.url === '/api/settings') await new Promise(() => {});
      }),
    );
    try {
      const started = Date.now();
      const { res, html, data } = await pageOf(s, '/');
      expect(res.statusCode).toBe(200);
      // It waited for the read, then gave up on it: a page that waited for the answer would never
      // come (the test's own bound). The upper bound is loose, for a heavily loaded machine.
      const took = Date.now() - started;
      expect(took).toBeGreaterThanOrEqual(READ_TIMEOUT_MS - 50);
      expect(took).toBeLessThan(READ_TIMEOUT_MS + 15_000);
      expect(html).toContain(`>${DEFAULT_MISSION_TEXT}</h1>`);
      expectHeroShown(html);
      expect(data).toMatchObject({ '/api/settings': null });
    } finally {
      await s.close();
    }
  });
});

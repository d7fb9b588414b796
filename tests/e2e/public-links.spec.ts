import type { Locator, Page } from '@playwright/test';
import { BLOCKED_WORKER_WARNING, expect, test } from './fixtures';
import { localizedPath } from '../../src/domain/locale';
import { paths } from '../../src/kinds/paths';
import { adminAuth, createMedia, hydrated, openThroughMenu, pdf, photo, send } from './public-content';

// Issue 48: what admins write is tappable. Every kind of admin text (an announcement's, an album's,
// an event's and a book's description, a leader's contact) shows its addresses, e-mails and phone
// numbers as links and its WhatsApp formatting as meant, on its public pages in both languages: in
// the server's HTML as a phone without JavaScript reads it, and the same after the app has taken
// the page over, without a mismatch and without the parser (it is in no page's first load).

/** The links every description below holds, as [href, opens a new tab]. */
const LINKS: Array<[string, boolean]> = [
  ['https://forms.gle/abc123', true],
  ['https://www.tucasa.or.tz/summit', true],
  ['tel:+255712345678', false],
  ['tel:0712345678', false],
  ['mailto:info@tucasa.or.tz', false],
];

const description = (name: string) =>
  `https://forms.gle/abc123 for *${name}*, details on www.tucasa.or.tz/summit.\nCall +255 712 345 678 or 0712 345 678, or write to info@tucasa.or.tz.\n- javascript:alert(1) <b>not bold</b>`;

interface Made {
  /** The bold name each text holds, by kind. */
  names: Record<'announcement' | 'album' | 'event' | 'book' | 'leader', string>;
  pages: Array<{ kind: keyof Made['names']; url: string; links: Array<[string, boolean]> }>;
  made: Array<[string, number]>;
}
let made: Made;

test.beforeAll(async ({ request }, testInfo) => {
  const tag = `${testInfo.project.name} links`;
  const names = { announcement: `Summit ${tag}`, album: `Congress ${tag}`, event: `Crusade ${tag}`, book: `Book ${tag}`, leader: `Chaplain ${tag}` };
  const headers = await adminAuth(request);
  made = { names, pages: [], made: [] };
  const post = await send<{ ID: number }>(request, 'POST', '/api/posts/create', { title: names.announcement, description: description(names.announcement) });
  made.made.push(['posts', post.ID]);
  const album = await createMedia(request, { event_title: names.album, description: description(names.album), media_files: [await photo('Congress', 120, 900, 600)] });
  made.made.push(['media', album.ID]);
  const event = await request.post('/api/annual-calendars/create', {
    headers,
    data: { date: '2031-05-04T00:00:00.000Z', event: names.event, participants: 'All campuses', description: description(names.event) },
  });
  expect(event.ok(), await event.text()).toBe(true);
  const eventId = ((await event.json()) as { id: number }).id;
  made.made.push(['annual-calendars', eventId]);
  const book = await send<{ ID: number }>(request, 'POST', '/api/annual-books/create', {
    title: names.book,
    description: description(names.book),
    image: await photo('Cover', 35, 600, 900),
    reading_plan: pdf('plan.pdf'),
  });
  made.made.push(['annual-books', book.ID]);
  const leader = await send<{ ID: number }>(request, 'POST', '/api/chaplaincy-leaders/create', {
    name: names.leader,
    title: 'Zone Leader - Zone - Mbeya',
    contact: `*${names.leader}*: +255 712 345 678 or info@tucasa.or.tz`,
    image: await photo('Jo', 90, 400, 400),
  });
  made.made.push(['chaplaincy-leaders', leader.ID]);
  made.pages = [
    // The slide shows the description's first 100 characters: the two web addresses are among them.
    { kind: 'announcement', url: paths.home, links: LINKS.slice(0, 2) },
    { kind: 'announcement', url: paths.announcement(post.ID), links: LINKS },
    { kind: 'album', url: paths.gallery, links: LINKS },
    { kind: 'album', url: paths.album(album.ID), links: LINKS },
    { kind: 'event', url: paths.calendar, links: LINKS },
    { kind: 'event', url: paths.calendarEvent(eventId), links: LINKS },
    { kind: 'book', url: paths.book, links: LINKS },
    { kind: 'leader', url: paths.chaplaincy, links: [LINKS[2]!, LINKS[4]!] },
  ];
});

test.afterAll(async ({ request }) => {
  const headers = await adminAuth(request);
  for (const [kind, id] of made?.made ?? []) await request.delete(`/api/${kind}/${id}/delete`, { headers });
});

/** The item as its page shows it (the slide, the card, the page's article): the one with its bold name. */
const itemOf = (page: Page, name: string): Locator => page.getByRole('article').filter({ has: page.locator('strong', { hasText: name }) });

/**
 * The links the item's text makes, as [href, opens a new tab with no opener, any other attribute]:
 * the item's own links to pages of the site (its title, a file, Add to calendar) left out.
 */
async function textLinks(item: Locator) {
  return item.locator('a:not([href^="/"])').evaluateAll((links) =>
    links.map((a) => {
      const others = a.getAttributeNames().filter((name) => !['href', 'target', 'rel'].includes(name));
      const newTab = a.getAttribute('target') === '_blank' && a.getAttribute('rel') === 'noopener noreferrer';
      return [a.getAttribute('href'), newTab, ...others];
    }),
  );
}

async function expectLinked(page: Page, kind: keyof Made['names'], links: Array<[string, boolean]>) {
  const item = itemOf(page, made.names[kind]);
  await expect(item).toBeVisible();
  expect(await textLinks(item)).toEqual(links);
  // WhatsApp's list and bold are shown as meant; nothing of the text is markup.
  if (kind !== 'leader' && links.length === LINKS.length) {
    await expect(item.getByRole('listitem').filter({ hasText: 'javascript:' })).toHaveText('javascript:alert(1) <b>not bold</b>');
  }
  expect(await item.locator('b, script').count()).toBe(0);
}

for (const locale of ['en', 'sw'] as const) {
  test(`${locale}: each kind of admin text is linked in the server's HTML, read without JavaScript`, { tag: '@phone' }, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      for (const { kind, url, links } of made.pages) {
        await test.step(`${kind} on ${url}`, async () => {
          expect((await page.goto(localizedPath(locale, url)))?.status()).toBe(200);
          await expectLinked(page, kind, links);
        });
      }
      // The head stays plain text: the announcement's description as written.
      await page.goto(localizedPath(locale, made.pages[1]!.url));
      const meta = await page.locator('meta[name="description"]').getAttribute('content');
      expect(meta).toContain(`for *${made.names.announcement}*, details on www.tucasa.or.tz/summit.`);
    } finally {
      await context.close();
    }
  });

  test(`${locale}: the app takes each page over with the same links, no mismatch, and no parser downloaded`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if ((message.type() === 'error' || message.type() === 'warning') && message.text() !== BLOCKED_WORKER_WARNING) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const parser: string[] = [];
    page.on('request', (req) => {
      if (/\/assets\/richText-[\w-]+\.js$/.test(new URL(req.url()).pathname)) parser.push(req.url());
    });
    for (const { kind, url, links } of made.pages) {
      await test.step(`${kind} on ${url}`, async () => {
        await page.goto(localizedPath(locale, url), { waitUntil: 'networkidle' });
        await hydrated(page);
        await expectLinked(page, kind, links);
      });
    }
    expect(problems).toEqual([]);
    expect(parser).toEqual([]);
  });
}

test('a page the app draws itself, after a navigation, loads the parser and shows the same links', async ({ page }) => {
  const parser = page.waitForRequest((req) => /\/assets\/richText-[\w-]+\.js$/.test(new URL(req.url()).pathname));
  await openThroughMenu(page, 'GALLERY', paths.home);
  await parser;
  await expectLinked(page, 'album', LINKS);
});

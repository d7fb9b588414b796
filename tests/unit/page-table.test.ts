import path from 'node:path';
import { createElement, type ReactNode } from 'react';
import { beforeAll, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { ITEM_PAGE_ENTRIES, LIST_PAGE_ENTRIES, PAGE_ENTRIES, PAGES, itemPath, type KeyedPageEntry } from '../../src/kinds/pages';
import { ADMIN_ROUTES, ITEM_ROUTES, PUBLIC_PAGES, paths } from '../../src/kinds/paths';
import { PREVIEW_IMAGE_KINDS, listPageMeta, listPageTitle, type PreviewImageKind } from '../../src/kinds/pageMeta';

// The page table (src/kinds/pages.ts) and the router derived from it (src/app/App.tsx): every
// entry is routed to its own module, item pages with their not-found page. The server's side (render
// with the entry's reads, hints, head, sitemap) is tests/api/page-table.test.ts.

const ROOT = path.join(import.meta.dirname, '..', '..');
/** What a stub page writes: which module the router rendered, and whether it was given a not-found page. */
const mark = (module: string, notFound: boolean) => `page ${module}${notFound ? ' with its not-found page' : ''}`;
/** Where a stub page's mark says it was rendered: a module of src/public/pages or of a kind's public/. */
const PAGE_MARK = /page src\/(public\/pages|features\/[a-z]+\/public)\//g;
/** A URL of the entry's page: an item page's with an ID. */
const urlOf = (entry: KeyedPageEntry) => (entry.item ? entry.path.replace(':id', '7') : entry.path);

let render: (typeof import('../../src/entry-server'))['render'];

beforeAll(async () => {
  // Each page module of the table replaced by a stub that names it, before the router is loaded.
  for (const { module } of PAGE_ENTRIES) {
    vi.doMock(path.join(ROOT, module), () => ({
      default: ({ notFound }: { notFound?: ReactNode }) => createElement('p', null, mark(module, notFound !== undefined)),
    }));
  }
  // The server's own render (StaticRouter, every lazy page resolved), as server/web/render.ts runs it.
  ({ render } = await import('../../src/entry-server'));
}, 60_000);

describe('the router', () => {
  it.each(PAGE_ENTRIES.map((entry) => [entry.key, entry] as const))('renders the page of %s for its path, and no other', async (_key, entry) => {
    const html = await render(urlOf(entry), {});
    expect(html).toContain(mark(entry.module, !!entry.item));
    expect(html.match(PAGE_MARK)).toHaveLength(1);
  });

  it('renders the not-found page for a path no entry has', async () => {
    const html = await render('/no-such-page', {});
    expect(html).toContain('id="not-found-title"');
    expect(html).not.toMatch(PAGE_MARK);
  });
});

describe('the page table', () => {
  it('names each module once, and each route once', () => {
    expect(new Set(PAGE_ENTRIES.map((e) => e.module)).size).toBe(PAGE_ENTRIES.length);
    expect(new Set(PAGE_ENTRIES.map((e) => e.path.toLowerCase())).size).toBe(PAGE_ENTRIES.length);
  });

  it('gives every list page its texts, and every item page an :id and a table', () => {
    for (const entry of LIST_PAGE_ENTRIES) {
      expect(entry.head.heading.trim(), entry.key).toBeTruthy();
      expect(entry.head.description.trim(), entry.key).toBeTruthy();
      expect(listPageMeta(entry.path)?.title, entry.key).toBe(listPageTitle(entry.path));
    }
    for (const entry of ITEM_PAGE_ENTRIES) {
      expect(entry.path, entry.key).toMatch(/^\/[a-z-]+\/:id$/);
      expect(entry.item.table, entry.key).toBeTruthy();
    }
    // Every page reads something on arrival; the search page, what its `?q=` asks.
    for (const entry of PAGE_ENTRIES) expect(entry.reads.length + (entry.queryReads?.(new URLSearchParams('q=summit'), 'en').length ?? 0), entry.key).toBeGreaterThan(0);
  });

  it('is the route map: the same URLs as before it, spelt once', () => {
    // The specification's pages, then search (issue 48).
    expect(PUBLIC_PAGES).toEqual(['/', '/gallery', '/book', '/calendar', '/chaplency', '/summit', '/search']);
    expect(ITEM_ROUTES).toEqual({ announcement: '/announcements/:id', calendarEvent: '/calendar/:id', album: '/gallery/:id', summitEdition: '/summit/:id' });
    expect([paths.home, paths.gallery, paths.book, paths.calendar, paths.chaplaincy, paths.summit, paths.search]).toEqual(PUBLIC_PAGES);
    expect([paths.announcement(3), paths.calendarEvent(4), paths.album(5), paths.summitEdition(6)]).toEqual(['/announcements/3', '/calendar/4', '/gallery/5', '/summit/6']);
    expect(paths.albumRoute).toBe(PAGES.album.path);
    expect(itemPath('announcement', 12)).toBe('/announcements/12');
    // The preview pictures' kinds, /og/{kind}/{id}.jpg: each item page's first segment.
    expect(PREVIEW_IMAGE_KINDS).toEqual({ announcements: 'announcement', calendar: 'calendarEvent', gallery: 'album', summit: 'summitEdition' });
    expectTypeOf<PreviewImageKind>().toEqualTypeOf<'announcements' | 'calendar' | 'gallery' | 'summit'>();
    // No public page sits under an admin route.
    for (const page of PAGE_ENTRIES) expect(ADMIN_ROUTES.map((r) => r.replace(/\/\*$/, ''))).not.toContain(page.path);
  });
});

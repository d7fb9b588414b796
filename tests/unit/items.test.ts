import { describe, expect, it } from 'vitest';
import { publicCalendarCards } from '../../src/features/events/rules';
import { itemById } from '../../src/domain/items';
import { itemPageMeta, itemPageTitle, listPageMeta, listPageTitle, type PreviewItem } from '../../src/kinds/pageMeta';
import { PUBLIC_PAGES, paths } from '../../src/kinds/paths';

const posts = [
  { ID: 3, Title: 'Three' },
  { ID: 12, Title: 'Twelve' },
];

describe('itemById', () => {
  it("picks the item whose ID is the URL's :id", () => {
    expect(itemById(posts, '12', (p) => p.ID)?.Title).toBe('Twelve');
    expect(itemById(posts, '3', (p) => p.ID)?.Title).toBe('Three');
  });

  it('reads an ID the API sent as digits', () => {
    expect(itemById([{ id: '7' }, { id: 8 }], '7', (e) => e.id)).toEqual({ id: '7' });
  });

  it('finds nothing for an unknown ID, or an :id that is no positive whole number', () => {
    for (const param of ['4', '0', '-3', '1.5', 'abc', '12abc', '', undefined]) {
      expect(itemById(posts, param, (p) => p.ID), String(param)).toBeNull();
    }
  });

  it('never matches an item without a usable ID', () => {
    expect(itemById([{ id: null }, { id: 'x9' }, { id: 0 }], '9', (e) => e.id)).toBeNull();
    expect(itemById([], '1', () => 1)).toBeNull();
  });
});

describe('calendar cards carry their event ID for the link to its page', () => {
  it('a positive whole number, else null', () => {
    const cards = publicCalendarCards([{ id: 4, event: 'a' }, { ID: '9', event: 'b' }, { _id: 'x9', event: 'c' }, { event: 'd' }]);
    expect(cards.map((c) => c.id)).toEqual([4, 9, null, null]);
  });
});

describe('document titles on client navigation', () => {
  it('a list page has the title the server writes into its head', () => {
    for (const page of PUBLIC_PAGES) expect(listPageTitle(page)).toBe(listPageMeta(page)?.title);
    expect(listPageTitle(paths.home)).toBe('TUCASA STU – The Adventist Mission to Campuses');
    expect(listPageTitle(paths.gallery)).toBe('TUCASA Gallery');
  });

  it("an item page's title is its meta title, read from the name its page shows", () => {
    const items: Array<[PreviewItem, string]> = [
      [{ kind: 'announcement', id: 1, title: ' Camp meeting ', description: null, image: null, createdAt: '2025-01-01T00:00:00.000Z' }, 'Camp meeting'],
      [{ kind: 'calendarEvent', id: 2, event: 'Week of Prayer', date: null, description: '' }, 'Week of Prayer'],
      [{ kind: 'album', id: 3, title: '', description: null, files: [] }, ''],
      [{ kind: 'summitEdition', id: 4, title: 'TUCASA Summit 2025', outfitImage: null, timetable: null, posters: [] }, 'TUCASA Summit 2025'],
    ];
    for (const [item, name] of items) expect(itemPageTitle(item.kind, name)).toBe(itemPageMeta(item).title);
    expect(itemPageTitle('announcement', 'Camp meeting')).toBe('Camp meeting – TUCASA');
    expect(itemPageTitle('album', '  ')).toBe('Untitled Event – TUCASA');
    expect(itemPageTitle('announcement', '')).toBe('TUCASA Announcements');
    expect(itemPageTitle('summitEdition', 'TUCASA Summit 2025')).toBe('TUCASA Summit 2025');
  });
});

import { describe, expect, test } from 'vitest';
import { listIndex, searchList, type ListEntry } from '../../src/admin/content/listSearch';

// The back-office's search over a screen's own list (issue 48): the public search's rule, over the
// items as the screen holds them (drafts among them), each found by its place in the list.

interface Item {
  id: number;
  title: string;
  text: string;
  language?: 'en' | 'sw';
  draft?: true;
}

const ITEMS: Item[] = [
  { id: 1, title: 'Week of Prayer', text: 'Join us each evening at 7 pm.' },
  { id: 2, title: 'Campus retreat', text: 'Dates to be confirmed.', draft: true },
  { id: 3, title: 'Mafunzo ya viongozi', text: 'Kwa kila kiongozi wa tawi.', language: 'sw' },
  { id: 4, title: 'Health Expo volunteers needed', text: 'Training on the Friday before, for every prayer group.' },
  { id: 5, title: 'Maombi ya wiki', text: 'Sala kila jioni.', language: 'sw' },
];
const entry = (item: Item): ListEntry => ({ title: item.title, text: item.text, language: item.language });
const index = listIndex(ITEMS, entry);
const found = (query: string, language: 'en' | 'sw' = 'en') => searchList(index, ITEMS, query, language).map((item) => item.id);

describe('searchList', () => {
  test('without a query, every item in the list’s own order (the same array)', () => {
    expect(searchList(index, ITEMS, '', 'en')).toBe(ITEMS);
    expect(searchList(index, ITEMS, '   ', 'en')).toBe(ITEMS);
  });

  test('a draft is found like any item: the screen’s list is what is searched', () => {
    expect(found('retreat')).toEqual([2]);
  });

  test('a title match comes before a text one', () => {
    expect(found('prayer ')).toEqual([1, 4]);
  });

  test('Kiswahili by its noun-class prefix, a typo forgiven, English by its stem, the last word as it is typed', () => {
    expect(found('kiongozi ', 'sw')).toEqual([3]);
    expect(found('volunters ')).toEqual([4]);
    expect(found('prayers ')).toEqual([1, 4]);
    expect(found('camp')).toEqual([2]);
  });

  test('every word must be found; none found is an empty list', () => {
    expect(found('week prayer ')).toEqual([1]);
    expect(found('zebra')).toEqual([]);
  });

  test('items in the admin’s language first', () => {
    const mixed: Item[] = [
      { id: 1, title: 'Wiki ya maombi', text: '', language: 'sw' },
      { id: 2, title: 'Week of prayer', text: 'wiki' },
    ];
    const mixedIndex = listIndex(mixed, entry);
    expect(searchList(mixedIndex, mixed, 'wiki ', 'sw').map((item) => item.id)).toEqual([1, 2]);
    expect(searchList(mixedIndex, mixed, 'wiki ', 'en').map((item) => item.id)).toEqual([2, 1]);
  });
});

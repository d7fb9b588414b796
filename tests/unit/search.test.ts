/**
 * Search's rule (src/domain/search, decision 035): the words and keys each side is reduced to, and
 * a reference set of queries in both languages, each with the item it must find among its first five.
 */
import { describe, expect, it } from 'vitest';
import { keysOf, swahiliStems, wordsOf } from '../../src/domain/search/normalise';
import { SearchIndex, withinOneEdit, type SearchDocument } from '../../src/domain/search/searchIndex';

describe('the words of a text', () => {
  it('folds case and accents and splits on anything but letters and digits', () => {
    expect(wordsOf('Café-Concert: TUCASA’s 2026 Summit!')).toEqual(['cafe', 'concert', 'tucasa', 's', '2026', 'summit']);
  });

  it('gives a Kiswahili word the stem each of its noun-class prefixes leaves, long enough to mean something', () => {
    expect(swahiliStems('kitabu')).toEqual(['tabu']);
    expect(swahiliStems('vitabu')).toEqual(['tabu']);
    expect(swahiliStems('mkutano')).toEqual(['kutano']);
    expect(swahiliStems('mikutano')).toEqual(['kutano']);
    expect(swahiliStems('mwanafunzi')).toEqual(['anafunzi']);
    expect(swahiliStems('wanafunzi')).toEqual(expect.arrayContaining(['anafunzi', 'nafunzi']));
    expect(swahiliStems('chakula')).toEqual(['akula']);
    expect(swahiliStems('vyakula')).toEqual(['akula']);
    // Too short a stem: `mti` and `miti` would meet every word with `ti`.
    expect(swahiliStems('miti')).toEqual([]);
    // `m-` before a consonant only: `meeting` is no Kiswahili noun.
    expect(swahiliStems('meeting')).toEqual([]);
  });

  it('keeps stems apart from words spelt like them', () => {
    expect(keysOf('visit')).toContain('sw:sit');
    expect(keysOf('sit')).not.toContain('sw:sit');
    expect(keysOf('meetings')).toContain('en:meet');
    expect(keysOf('meet')).toContain('en:meet');
  });

  it('forgives one edit: a letter changed, added, dropped, or two neighbours swapped', () => {
    expect(withinOneEdit('summit', 'sumit')).toBe(true);
    expect(withinOneEdit('summit', 'summot')).toBe(true);
    expect(withinOneEdit('summit', 'summiit')).toBe(true);
    expect(withinOneEdit('summit', 'susmmit')).toBe(true);
    expect(withinOneEdit('summit', 'smumit')).toBe(true);
    expect(withinOneEdit('summit', 'sumut')).toBe(false);
    expect(withinOneEdit('summit', 'tummis')).toBe(false);
  });
});

const doc = (kind: string, id: number, title: string, text: string, language: 'en' | 'sw', date: string | null): SearchDocument => ({
  kind,
  id,
  title,
  text,
  language,
  date,
  path: `/${kind}/${id}`,
});

const ITEMS: SearchDocument[] = [
  doc('announcement', 1, 'Kitabu cha Mwaka 2026 kimetoka', 'Kitabu cha mwaka kina ratiba ya kusoma kwa wanafunzi wote.', 'sw', '2026-11-01'),
  doc('announcement', 2, 'Annual Summit registration is open', 'Delegates from every campus can now register for the Annual Summit: seminars, worship and a choir festival.', 'en', '2026-10-20'),
  doc('announcement', 3, 'Weekly meeting moved to Friday', 'The weekly meetings of the executive committee move to Friday evenings.', 'en', '2026-09-02'),
  doc('announcement', 4, 'Mkutano Mkuu wa TUCASA', 'Viongozi wote wanaalikwa kwenye mkutano mkuu wa mwaka huko Morogoro.', 'sw', '2026-08-15'),
  doc('album', 5, 'Choir Night 2025', 'Pictures of the choirs of every campus singing at the night of praise.', 'en', '2025-12-10'),
  doc('album', 6, 'Mafunzo ya Viongozi', 'Picha za mafunzo ya kiongozi mmoja mmoja na kikundi.', 'sw', '2026-03-03'),
  doc('calendarEvent', 7, 'Week of Prayer', 'A week of prayer and fasting for students at every university.', 'en', '2026-12-14'),
  doc('calendarEvent', 8, 'Siku ya Vijana', 'Kongamano la vijana na mwanafunzi wa kila chuo.', 'sw', '2027-01-20'),
  doc('summitEdition', 9, 'Summit 2025: Arise and Shine', 'Café evenings, seminars and a mission fair in Dodoma.', 'en', '2025-07-01'),
  doc('book', 10, 'Steps to Christ', 'The book of the year: a chapter a week, with the reading plan of every campus.', 'en', '2026-01-01'),
  doc('leader', 11, 'Chaplain of the association', 'Pastor John Mwakalinga, counselling and visits to every campus.', 'en', null),
  doc('announcement', 12, 'Chakula cha jioni', 'Vyakula vya jioni vitapatikana ukumbini.', 'sw', '2026-06-01'),
];

/** Query, the item that must be among the first five, and what it tries. */
const REFERENCE: Array<[query: string, id: number, what: string]> = [
  ['kitabu', 1, 'a Kiswahili word as written'],
  ['vitabu', 1, 'its plural: the class prefix changed'],
  ['Kitabu cha mwaka', 1, 'three words'],
  ['mikutano', 4, 'mkutano in the plural'],
  ['mkutano mkuu', 4, 'two words'],
  ['kiongozi', 4, 'viongozi in the singular'],
  ['viongozi', 6, 'a title word'],
  ['wanafunzi', 8, 'mwanafunzi in the plural'],
  ['mwanafunzi', 1, 'wanafunzi in the singular'],
  ['chakula', 12, 'ch- before a vowel'],
  ['vyakula', 12, 'vy- before a vowel'],
  ['vijana', 8, 'a plural as written'],
  ['kijana', 8, 'its singular'],
  ['mafunzo', 6, 'ma- class as written'],
  ['kusoma', 1, 'a verb'],
  ['summit', 2, 'an English word'],
  ['summits', 9, 'its plural'],
  ['Summit', 9, 'upper case'],
  ['sumit', 2, 'a letter dropped'],
  ['summmit', 9, 'a letter added'],
  ['sumimt', 2, 'two letters swapped'],
  ['registration', 2, 'a long word'],
  ['register', 2, 'another form of it'],
  ['meeting', 3, 'a singular'],
  ['meetings', 3, 'a plural'],
  ['choirs', 5, 'a plural of a title word'],
  ['choir night', 5, 'two words'],
  ['praise', 5, 'a word of the text only'],
  ['cafe', 9, 'no accent typed'],
  ['café', 9, 'the accent typed'],
  ['prayer week', 7, 'two words in another order'],
  ['fasting', 7, 'a gerund'],
  ['steps christ', 10, 'a book'],
  ['reading plan', 10, 'text words'],
  ['chaplain', 11, 'a leader'],
  ['mwakalinga', 11, 'a name'],
  ['2025', 9, 'a year'],
  ['morogoro', 4, 'a place'],
  ['summ', 2, 'a word still being typed'],
  ['kita', 1, 'a Kiswahili word still being typed'],
  ['univers', 7, 'a prefix of a long word'],
  ['seminar', 9, 'a singular of a text word'],
];

describe('search', () => {
  const index = new SearchIndex(ITEMS);

  it.each(REFERENCE)('finds %s: item %i among the first five (%s)', (query, id) => {
    const { results } = index.search(query, { language: 'en', limit: 5 });
    expect(results.map((hit) => hit.id)).toContain(id);
  });

  it('finds nothing where a word of the query is nowhere', () => {
    expect(index.search('summit zanzibar', { language: 'en', limit: 20 })).toEqual({ results: [], total: 0 });
    expect(index.search('  ', { language: 'en', limit: 20 })).toEqual({ results: [], total: 0 });
  });

  it('puts the page language first, then a title match before a text one, then upcoming events and the newest', () => {
    const small = new SearchIndex([
      doc('announcement', 1, 'Notes', 'The summit notes.', 'en', '2026-01-01'),
      doc('announcement', 2, 'Summit ya mwaka', 'Maelezo.', 'sw', '2026-01-02'),
      doc('calendarEvent', 3, 'Summit day', '', 'en', '2026-03-01'),
      doc('calendarEvent', 4, 'Summit eve', '', 'en', '2026-02-01'),
      doc('announcement', 5, 'Summit report', '', 'en', '2025-12-01'),
      doc('announcement', 6, 'Summit plans', '', 'en', '2025-12-20'),
    ]);
    const order = (language: 'en' | 'sw') => small.search('summit ', { language, limit: 20, now: new Date('2026-01-15') }).results.map((hit) => hit.id);
    // Upcoming events soonest first, then the past newest first; the text match last of its language.
    expect(order('en')).toEqual([4, 3, 6, 5, 1, 2]);
    expect(order('sw')).toEqual([2, 4, 3, 6, 5, 1]);
  });

  it('tries the words that hold a word when it finds few', () => {
    const small = new SearchIndex([doc('album', 1, 'YouthCongress 2026', '', 'en', null), doc('album', 2, 'Choir', 'A congress of choirs.', 'en', null)]);
    expect(small.search('congress ', { language: 'en', limit: 20 }).results.map((hit) => hit.id)).toEqual([2, 1]);
  });

  it('puts a title match before a text one among items of one language', () => {
    expect(index.search('summit ', { language: 'en', limit: 20 }).results.map((hit) => hit.id)).toEqual([2, 9]);
    const mwaka = index.search('mwaka ', { language: 'sw', limit: 20 }).results.map((hit) => hit.id);
    expect(mwaka[0]).toBe(1);
  });

  it('marks the words found in the title and around the first one in the text', () => {
    const [hit] = index.search('choirs festival', { language: 'en', limit: 1 }).results;
    expect(hit!.id).toBe(2);
    expect(hit!.snippet.filter((part) => part.match).map((part) => part.text)).toEqual(['choir', 'festival']);
    const [book] = index.search('vitabu', { language: 'sw', limit: 1 }).results;
    expect(book!.title).toEqual([{ text: 'Kitabu', match: true }, { text: ' cha Mwaka 2026 kimetoka' }]);
  });

  it('counts every match and answers the first `limit`', () => {
    const answer = index.search('campus', { language: 'en', limit: 2 });
    expect(answer.total).toBe(4);
    expect(answer.results).toHaveLength(2);
  });
});

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SWAHILI } from '../../src/domain/texts/sw/index';
import { SWAHILI_PAGES } from '../../src/domain/texts/sw/pages';
import * as SWAHILI_SERVER from '../../src/domain/texts/sw/serverTexts';
import { ADMIN_CATALOGUE_SW } from '../../src/domain/texts/sw/admin/index';
import { ABOUT_US, BANNER_TEXT } from '../../src/brand';
import { INFO_LONG } from '../../src/brandLong';
import { INFO_LONG_SW } from '../../src/domain/texts/sw/brandLong';
import { ADMIN_CATALOGUES, PUBLIC_CATALOGUES, leaves } from './support/catalogues';

// Issue 31: the type check finds a key the Swahili catalogue lacks; this finds a text left in English.

/** Texts that read the same in both languages: names, and words Swahili has taken as they are. */
const SAME_IN_BOTH: ReadonlySet<string> = new Set([
  // A file type, the announcement form's attachment hint: an identifier, written so in Swahili too.
  'PDF',
  // The badge on a video's cover in the admin gallery: Swahili says "video" (noun class 9/10).
  'Video',
]);

/** Sample arguments for a catalogue function: a name, then numbers. */
const call = (fn: (...args: never[]) => string) => (fn as (...args: unknown[]) => string)(...['Camp 2026', 2, 5, 7].slice(0, fn.length));

const CATALOGUES = [...PUBLIC_CATALOGUES, ...ADMIN_CATALOGUES];

describe('the Swahili catalogue', () => {
  it.each(CATALOGUES.map((c) => [c.name, c] as const))('%s: every text differs from its English one', (_name, { en, sw }) => {
    const english = new Map(leaves(en));
    const swahili = new Map(leaves(sw));
    expect([...swahili.keys()].sort()).toEqual([...english.keys()].sort());
    const same = [...english].flatMap(([key, value]) => {
      const other = swahili.get(key);
      const [a, b] = typeof value === 'function' ? [call(value as never), call(other as never)] : [value, other];
      return a === b && !SAME_IN_BOTH.has(String(a)) ? [`${key}: ${String(a)}`] : [];
    });
    expect(same).toEqual([]);
  });

  it.each(ADMIN_CATALOGUES.map((c) => [c.name, c] as const))('%s: a function writes whatever it is given, as the English one does', (_name, { en, sw }) => {
    const swahili = new Map(leaves(sw));
    const lost = leaves(en).flatMap(([key, value]) => {
      if (typeof value !== 'function') return [];
      // One distinct marker per parameter: a title, an e-mail, a date text or a number.
      const args = Array.from({ length: (value as () => string).length }, (_, i) => `‹arg${i}›`);
      const english = (value as (...a: string[]) => string)(...args);
      const swahiliText = (swahili.get(key) as (...a: string[]) => string)(...args);
      return args.filter((arg) => english.includes(arg) && !swahiliText.includes(arg)).map((arg) => `${key}: ${arg} in "${swahiliText}"`);
    });
    expect(lost).toEqual([]);
  });

  it('counts in the back-office with the right singular and plural', () => {
    const T = ADMIN_CATALOGUE_SW.admin;
    expect(T.messages.summary(1, 1)).toBe('Ujumbe 1, 1 haujasomwa');
    expect(T.messages.summary(3, 2)).toBe('Jumbe 3, 2 hazijasomwa');
    expect(T.messages.summary(2, 0)).toBe('Jumbe 2, 0 hazijasomwa');
    expect(T.trash.daysAgo(0)).toBe('leo');
    expect(T.trash.daysAgo(1)).toBe('siku 1 iliyopita');
    expect(T.trash.daysAgo(3)).toBe('siku 3 zilizopita');
    expect(T.trash.daysLeft(1)).toBe('baada ya siku 1');
    expect(T.trash.daysLeft(30)).toBe('baada ya siku 30');
    expect(T.trash.pictures(1)).toBe('picha 1');
    expect(T.trash.pictures(4)).toBe('picha 4');
    expect(T.media.fileCount(1)).toBe('faili 1');
    expect(T.common.uploading(T.media.fileCount(3))).toBe('Inapakia faili 3');
  });

  it('keeps the English quoting of names in confirmations', () => {
    const T = ADMIN_CATALOGUE_SW.admin;
    expect(T.book.deleteDescription('Steps to Christ')).toContain('"Steps to Christ"');
    expect(T.trash.restored('Camp 2026')).toContain('"Camp 2026"');
    expect(T.summit.confirmUpdate('Camp 2026')).toContain('“Camp 2026”');
  });

  it('says in the back-office what the public site says in Swahili, with the same texts', () => {
    expect(ADMIN_CATALOGUE_SW.ui).toBe(SWAHILI.ui);
    expect(ADMIN_CATALOGUE_SW.success.messageSent).toBe(SWAHILI_PAGES.pages.contact.sent);
    expect(ADMIN_CATALOGUE_SW.errors.public.homePosts).toBe(SWAHILI.public.home.postsError);
    expect(ADMIN_CATALOGUE_SW.empty.gallery).toBe(SWAHILI_PAGES.pages.gallery.empty);
    expect(ADMIN_CATALOGUE_SW.page.summitTimetableLink).toBe(SWAHILI_PAGES.pages.summit.timetableLink);
  });

  it("says the association's own texts in Swahili too: the home page's cards and banner", () => {
    expect(SWAHILI.brand.banner).not.toBe(BANNER_TEXT);
    expect(SWAHILI.brand.info[0]!.title).not.toBe(ABOUT_US.title);
    for (const info of SWAHILI.brand.info) expect(INFO_LONG_SW[info.key].length).toBe(INFO_LONG[info.key].length);
  });

  it('has its terms in docs/glossary.md, where the association can review them in one place', () => {
    const file = path.join(import.meta.dirname, '..', '..', 'docs', 'glossary.md');
    expect(existsSync(file)).toBe(true);
    const lines = readFileSync(file, 'utf8').split('\n');
    const isSeparator = (line: string | undefined) => line !== undefined && /^\|\s*-/.test(line);
    // Each table's rows, without its header (the line above its separator).
    const rows = lines
      .filter((line, i) => line.startsWith('|') && !isSeparator(line) && !isSeparator(lines[i + 1]))
      .map((line) => line.split('|').map((cell) => cell.trim()));
    expect(rows.length).toBeGreaterThan(20);
    const everything = [...leaves(SWAHILI), ...leaves(SWAHILI_PAGES), ...leaves(SWAHILI_SERVER), ...leaves(ADMIN_CATALOGUE_SW)]
      .map(([, value]) => (typeof value === 'function' ? call(value as never) : String(value)))
      .join('\n')
      .toLowerCase();
    // Each glossary term (a row may give two, with a comma) is the one the catalogue uses.
    const unused = rows.flatMap((row) => row[2]!.split(', ')).filter((term) => !everything.includes(term.toLowerCase()));
    expect(unused).toEqual([]);
  });
});

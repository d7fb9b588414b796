import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SWAHILI } from '../../src/domain/texts/sw/index';
import { ABOUT_US, BANNER_TEXT } from '../../src/brand';
import { PUBLIC_CATALOGUES, leaves } from './support/catalogues';

// Issue 31: the type check finds a key the Swahili catalogue lacks; this finds a text left in English.

/** Texts that read the same in both languages: names, and words Swahili has taken as they are. */
const SAME_IN_BOTH: ReadonlySet<string> = new Set([]);

/** Sample arguments for a catalogue function: a name, then numbers. */
const call = (fn: (...args: never[]) => string) => (fn as (...args: unknown[]) => string)(...['Camp 2026', 2, 5, 7].slice(0, fn.length));

describe('the Swahili catalogue', () => {
  it.each(PUBLIC_CATALOGUES.map((c) => [c.name, c] as const))('%s: every text differs from its English one', (_name, { en, sw }) => {
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

  it("says the association's own texts in Swahili too: the home page's cards and banner", () => {
    expect(SWAHILI.brand.banner).not.toBe(BANNER_TEXT);
    expect(SWAHILI.brand.info[0]!.title).not.toBe(ABOUT_US.title);
    for (const info of SWAHILI.brand.info) expect(info.long.length).toBeGreaterThan(0);
  });

  it('has its terms in docs/glossary.md, where the association can review them in one place', () => {
    const file = path.join(import.meta.dirname, '..', '..', 'docs', 'glossary.md');
    expect(existsSync(file)).toBe(true);
    const rows = readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
      .slice(1)
      .map((line) => line.split('|').map((cell) => cell.trim()));
    expect(rows.length).toBeGreaterThan(20);
    const everything = leaves(SWAHILI)
      .map(([, value]) => (typeof value === 'function' ? call(value as never) : String(value)))
      .join('\n')
      .toLowerCase();
    // Each glossary term (a row may give two, with a comma) is the one the catalogue uses.
    const unused = rows.flatMap((row) => row[2]!.split(', ')).filter((term) => !everything.includes(term.toLowerCase()));
    expect(unused).toEqual([]);
  });
});

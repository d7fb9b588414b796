/**
 * The words of a text as search compares them (decision 035): case and accents folded, split on
 * anything but letters and digits; each word with its keys, the forms under which it meets another.
 * A query is normalised the same way as what it searches, so both sides meet on the same keys:
 * - the word itself (`kitabu`);
 * - in Kiswahili, its stem once a noun-class prefix is taken off, for each prefix it may start with
 *   (`kitabu` and `vitabu` meet at `tabu`, `mwanafunzi` and `wanafunzi` at `anafunzi`): no stemmer of
 *   SQLite, PostgreSQL or Snowball knows Kiswahili changes the front of a word;
 * - in English, Porter's stem (`meetings` and `meeting` meet at `meet`).
 * Stems are keys of their own (`sw:`, `en:`), so a stem never meets a word that is spelt like it
 * (`visit`'s Kiswahili stem `sit` is not the English word `sit`). The text's language is not asked:
 * an English announcement may name a `mkutano`, and a visitor types in either language.
 */
import { stemmer } from 'stemmer';

/** Lower case, accents off (é → e), compatibility forms made plain (ﬁ → fi). */
export const fold = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/** The words of a text, folded, in order: runs of letters and digits. */
export function wordsOf(text: string): string[] {
  return fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

const VOWEL = /^[aeiou]/;
/**
 * Kiswahili's noun-class prefixes (and `ku-` of the verb's name): singular and plural of each class
 * lose the same front (`ki-`/`vi-`, `m-`/`mi-`, `m-`/`wa-`, `ji-`/`ma-`, `u-`), and before a vowel the
 * prefix is often shorter (`ch-`/`vy-`: chakula, vyakula; `mw-`/`w-`: mwalimu, walimu; `mi-`: miaka),
 * though not always (kiongozi, viongozi).
 */
const SWAHILI_PREFIXES: ReadonlyArray<{ prefix: string; before?: 'vowel' | 'consonant'; notBefore?: string }> = [
  { prefix: 'ki' },
  { prefix: 'vi' },
  { prefix: 'ch', before: 'vowel' },
  { prefix: 'vy', before: 'vowel' },
  { prefix: 'mw', before: 'vowel' },
  { prefix: 'w', before: 'vowel' },
  // `mw-` is a prefix of its own (mwanafunzi is not m-wanafunzi).
  { prefix: 'm', before: 'consonant', notBefore: 'w' },
  { prefix: 'mi' },
  { prefix: 'wa' },
  { prefix: 'ji' },
  { prefix: 'ma' },
  { prefix: 'u', before: 'consonant' },
  { prefix: 'ku', before: 'consonant' },
];
/** A stem shorter than this is too common to mean anything (`mti`, `miti` would meet at `ti`). */
const MIN_STEM = 3;

/** The stems a Kiswahili word may have, one for each prefix it starts with. */
export function swahiliStems(word: string): string[] {
  const stems = new Set<string>();
  for (const { prefix, before, notBefore } of SWAHILI_PREFIXES) {
    if (!word.startsWith(prefix)) continue;
    const stem = word.slice(prefix.length);
    if (stem.length < MIN_STEM || /^\d/.test(stem)) continue;
    if (before === 'vowel' && !VOWEL.test(stem)) continue;
    if (before === 'consonant' && VOWEL.test(stem)) continue;
    if (notBefore && stem.startsWith(notBefore)) continue;
    stems.add(stem);
  }
  return [...stems];
}

/** Every key of a word: itself, its Kiswahili stems, its English stem. */
export function keysOf(word: string): string[] {
  const keys = new Set([word]);
  if (/^\p{L}+$/u.test(word)) {
    for (const stem of swahiliStems(word)) keys.add(`sw:${stem}`);
    keys.add(`en:${stemmer(word)}`);
  }
  return [...keys];
}

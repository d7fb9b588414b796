/**
 * Search over the public items (decision 035): an index made from the items the public sees, and
 * the one rule that finds and orders them, pure and the same whatever database the items came from.
 * Every word of the query must be found, in the title or the text, by one of its keys (normalise.ts):
 * the word itself, then its stems, then (the last word, as it is being typed) a word it begins, then
 * a word one typo away (five letters or more: a letter changed, added, dropped or two swapped), and
 * when a word finds few, a word that holds it. Items in the page's language come first; among them a
 * title match weighs more than a text one; among equals, upcoming events (soonest first), then the
 * newest.
 */
import type { Locale } from '../locale';
import { fold, keysOf, wordsOf } from './normalise';

export type SearchLanguage = Locale;

/** An item as search reads it. */
export interface SearchDocument {
  kind: string;
  id: number;
  title: string;
  text: string;
  language: SearchLanguage;
  /** What orders equal matches, newest first (ISO date or instant); null last. */
  date: string | null;
  path: string;
}

/** A stretch of a title or snippet; `match` where it is a word the query found. */
export interface Segment {
  text: string;
  match?: true;
}

export interface SearchHit {
  kind: string;
  id: number;
  path: string;
  language: SearchLanguage;
  date: string | null;
  title: Segment[];
  snippet: Segment[];
}

export interface SearchAnswer {
  results: SearchHit[];
  /** How many items matched, of which `results` are the first. */
  total: number;
}

/** A query's words beyond these are not read; a word longer than this is no word anyone types. */
export const MAX_QUERY_WORDS = 8;
const MAX_WORD = 40;
/** A typo is forgiven in a word this long or longer; shorter words have too many neighbours. */
const TYPO_FROM = 5;
/** Words a prefix may stand for, at most (the last word, as typed: `s` is not a query). */
const MAX_PREFIXED = 50;
const PREFIX_FROM = 2;
const SNIPPET_CHARS = 160;

/** How much a match counts, by how it was made; a title's counts twice. */
const WEIGHT = { word: 1, stem: 0.8, prefix: 0.6, typo: 0.5, inside: 0.4 } as const;
const TITLE = 2;
/** Below this many items found for a word, the words that hold it are tried too (`congress` in `youthcongress`). */
const FEW = 5;
const INSIDE_FROM = 4;

/** Whether two words are at most one edit apart (Damerau-Levenshtein: change, add, drop, swap two neighbours). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return short.slice(i) === long.slice(i + 1);
}

interface Indexed {
  doc: SearchDocument;
  /** Its date as a number, for ordering: NaN when none. */
  time: number;
}

/** A word's tokens in a text with where they are: letters, digits and the marks on them. */
const TOKENS = /[\p{L}\p{N}\p{M}]+/gu;

/** Appends `index` to the list of `key`, once (items are indexed in order, so a repeat is the last). */
function post(postings: Map<string, number[]>, key: string, index: number) {
  const list = postings.get(key);
  if (!list) postings.set(key, [index]);
  else if (list[list.length - 1] !== index) list.push(index);
}

export class SearchIndex {
  private readonly items: Indexed[];
  /** Each key, the items whose title holds it, and those whose text does. */
  private readonly titles = new Map<string, number[]>();
  private readonly texts = new Map<string, number[]>();
  /** Every distinct word, sorted: what a prefix or a typo may stand for. */
  private readonly vocabulary: string[];

  constructor(documents: readonly SearchDocument[]) {
    // Each distinct word's keys worked out once: words repeat from item to item.
    const keysByWord = new Map<string, string[]>();
    const keys = (word: string) => {
      let found = keysByWord.get(word);
      if (!found) keysByWord.set(word, (found = keysOf(word)));
      return found;
    };
    this.items = documents.map((doc, index) => {
      for (const [source, postings] of [
        [doc.title, this.titles],
        [doc.text, this.texts],
      ] as const) {
        for (const word of wordsOf(source)) {
          if (word.length > MAX_WORD) continue;
          for (const key of keys(word)) post(postings, key, index);
        }
      }
      return { doc, time: doc.date ? Date.parse(doc.date) : Number.NaN };
    });
    this.vocabulary = [...keysByWord.keys()].sort();
  }

  /** The words of the vocabulary that begin with `prefix` (itself excluded), at most MAX_PREFIXED. */
  private prefixed(prefix: string): string[] {
    let low = 0;
    let high = this.vocabulary.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.vocabulary[middle]! < prefix) low = middle + 1;
      else high = middle;
    }
    const found: string[] = [];
    for (let i = low; i < this.vocabulary.length && found.length < MAX_PREFIXED && this.vocabulary[i]!.startsWith(prefix); i++) {
      if (this.vocabulary[i] !== prefix) found.push(this.vocabulary[i]!);
    }
    return found;
  }

  /** The keys a query word is looked for under, each with its weight. */
  private keysFor(word: string, last: boolean): Map<string, number> {
    const keys = new Map<string, number>();
    const add = (key: string, weight: number) => {
      if ((keys.get(key) ?? 0) < weight) keys.set(key, weight);
    };
    for (const key of keysOf(word)) add(key, key === word ? WEIGHT.word : WEIGHT.stem);
    if (last && word.length >= PREFIX_FROM) for (const longer of this.prefixed(word)) add(longer, WEIGHT.prefix);
    // A typo only where the word is nowhere as typed: a word that is there is what was meant.
    if (word.length >= TYPO_FROM && !this.titles.has(word) && !this.texts.has(word)) {
      for (const known of this.vocabulary) if (known.length >= TYPO_FROM - 1 && withinOneEdit(word, known)) add(known, WEIGHT.typo);
    }
    // Few found: the words that hold it (the trigram fallback of decision 035, as a scan of the words).
    if (word.length >= INSIDE_FROM && this.found(keys) < FEW) {
      let inside = 0;
      for (const known of this.vocabulary) {
        if (inside >= MAX_PREFIXED) break;
        if (known !== word && known.includes(word)) {
          add(known, WEIGHT.inside);
          inside++;
        }
      }
    }
    return keys;
  }

  /** How many items some key finds, counted up to FEW (a title and a text count twice: enough to know it is few). */
  private found(keys: Map<string, number>): number {
    let n = 0;
    for (const key of keys.keys()) n += (this.titles.get(key)?.length ?? 0) + (this.texts.get(key)?.length ?? 0);
    return n;
  }

  /**
   * The items holding every word of `query`: those in the page's `language` first, then by how well
   * they match, then upcoming ones (an event ahead of `now`, soonest first) and the newest.
   */
  search(query: string, options: { language: SearchLanguage; limit: number; now?: Date }): SearchAnswer {
    const words = [...new Set(wordsOf(query).filter((word) => word.length <= MAX_WORD))].slice(0, MAX_QUERY_WORDS);
    if (words.length === 0) return { results: [], total: 0 };
    // The last word is still being typed unless the query ends with a space.
    const typing = !/\s$/.test(query);
    const wanted = words.map((word, i) => this.keysFor(word, typing && i === words.length - 1));
    let scores: Map<number, number> | null = null;
    for (const keys of wanted) {
      const best = new Map<number, number>();
      for (const [key, weight] of keys) {
        for (const [postings, score] of [
          [this.titles, weight * TITLE],
          [this.texts, weight],
        ] as const) {
          for (const index of postings.get(key) ?? []) {
            if (scores && !scores.has(index)) continue;
            if ((best.get(index) ?? 0) < score) best.set(index, score);
          }
        }
      }
      const next = new Map<number, number>();
      for (const [index, score] of best) next.set(index, (scores?.get(index) ?? 0) + score);
      scores = next;
      if (scores.size === 0) break;
    }
    const now = (options.now ?? new Date()).getTime();
    const found = [...(scores ?? new Map<number, number>())].map(([index, score]) => {
      const item = this.items[index]!;
      return { item, score, own: item.doc.language === options.language ? 1 : 0 };
    });
    found.sort((a, b) => b.own - a.own || b.score - a.score || byTime(a.item, b.item, now) || b.item.doc.id - a.item.doc.id);
    const matched = new Set(wanted.flatMap((keys) => [...keys.keys()]));
    const results = found.slice(0, options.limit).map(({ item: { doc } }) => ({
      kind: doc.kind,
      id: doc.id,
      path: doc.path,
      language: doc.language,
      date: doc.date,
      title: marked(doc.title, matched),
      snippet: snippet(doc.text, matched),
    }));
    return { results, total: found.length };
  }
}

/** Upcoming first, the soonest first; then the past, the newest first; then what has no date. */
function byTime(a: Indexed, b: Indexed, now: number): number {
  if (Number.isNaN(a.time)) return Number.isNaN(b.time) ? 0 : 1;
  if (Number.isNaN(b.time)) return -1;
  const [aheadA, aheadB] = [a.time >= now, b.time >= now];
  if (aheadA !== aheadB) return aheadA ? -1 : 1;
  return aheadA ? a.time - b.time : b.time - a.time;
}

/** Whether a token of a text is a word the query found. */
const isMatch = (token: string, matched: ReadonlySet<string>) => keysOf(fold(token)).some((key) => matched.has(key));

/** A text as segments, the words the query found marked. */
function marked(text: string, matched: ReadonlySet<string>): Segment[] {
  const segments: Segment[] = [];
  const push = (part: string, match: boolean) => {
    if (!part) return;
    const last = segments[segments.length - 1];
    if (last && Boolean(last.match) === match) last.text += part;
    else segments.push(match ? { text: part, match: true } : { text: part });
  };
  let at = 0;
  for (const token of text.matchAll(TOKENS)) {
    if (!isMatch(token[0], matched)) continue;
    push(text.slice(at, token.index), false);
    push(token[0], true);
    at = token.index + token[0].length;
  }
  push(text.slice(at), false);
  return segments;
}

/** Some SNIPPET_CHARS of the text around its first word the query found (its start when none), marked. */
function snippet(text: string, matched: ReadonlySet<string>): Segment[] {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= SNIPPET_CHARS) return marked(flat, matched);
  const first = [...flat.matchAll(TOKENS)].find((token) => isMatch(token[0], matched));
  let start = first ? Math.max(0, first.index - SNIPPET_CHARS / 3) : 0;
  if (start > 0) start = flat.indexOf(' ', start) + 1 || start;
  let end = Math.min(flat.length, start + SNIPPET_CHARS);
  if (end < flat.length) end = flat.lastIndexOf(' ', end) > start ? flat.lastIndexOf(' ', end) : end;
  return marked(`${start > 0 ? '…' : ''}${flat.slice(start, end)}${end < flat.length ? '…' : ''}`, matched);
}

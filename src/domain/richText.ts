/**
 * What admins write, as it is meant (issue 48, decision 034): their texts come from WhatsApp, where
 * web and e-mail addresses and phone numbers can be tapped and `*bold*`, `_italic_`, `~strike~`,
 * lists and line breaks show as such. Nothing else is read into a text: it stays text, whatever it
 * holds (a tag, a `javascript:` address, quotes), and every step is linear in the text's length.
 *
 * Pure, and not in any page's first load: the server parses (its render, the feeds) and writes the
 * documents into the page; the browser loads this module only for a text the page did not bring.
 */
import { LinkifyIt } from 'linkify-it';

/** A run of a line: text, a formatted run, or a link (its text as written, its address made safe). */
export type RichInline =
  | string
  | { readonly kind: 'bold' | 'italic' | 'strike'; readonly content: readonly RichInline[] }
  | { readonly kind: 'link'; readonly href: string; readonly text: string };

export type RichLine = readonly RichInline[];

/** A paragraph (its lines as written), or a list (`- ` items, or `1.` items from their first number). */
export type RichBlock =
  | { readonly kind: 'paragraph'; readonly lines: readonly RichLine[] }
  | { readonly kind: 'list'; readonly ordered: boolean; readonly start?: number; readonly items: readonly RichLine[] };

export type RichDocument = readonly RichBlock[];

/** A match of a link, by its place in the line. */
interface Found {
  start: number;
  end: number;
  href: string;
}

// Addresses with http(s) or mailto:, and written without (www.tucasa.or.tz, info@tucasa.or.tz).
// ftp: and protocol-relative `//host` are no addresses a visitor should be sent to from a phone.
const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: true, fuzzyIP: false })
  .add('ftp:', null)
  .add('//', null)
  // Beside every two-letter country (tz, ke, me) and linkify-it's own list: names admins paste often.
  .tlds(['app', 'dev', 'gle', 'online', 'site', 'africa', 'church', 'news', 'live', 'link', 'page', 'blog', 'xyz'], true);

const MARKERS: Readonly<Record<string, 'bold' | 'italic' | 'strike'>> = { '*': 'bold', _: 'italic', '~': 'strike' };

/**
 * Phone numbers, our own (decision 034: libphonenumber-js is 30 KB gzip): a `+` and 8 to 15 digits
 * (E.164), or a Tanzanian number written from its leading 0 (06…, 07… mobiles, 02… landlines, 10
 * digits), each digit maybe after one space or dash, and no letter or digit right after it. Each
 * repetition must take a digit, so a match is tried in bounded steps from each place, whatever the line.
 */
const PHONE = /(?:\+\d(?:[ -]?\d){7,14}|0[267]\d(?:[ -]?\d){7})(?![\p{L}\p{N}])/gu;
const WORD_OR_PLUS = /[\p{L}\p{N}+]/u;
const WORD = /[\p{L}\p{N}]/u;
const SPACE = /\s/u;

const LIST_ITEM = /^[ \t]*(?:(-)|(\d{1,9})\.) +(?=\S)/;

/**
 * WhatsApp's markers of a line, paired as WhatsApp pairs them, by the place of the opener (with
 * the closer's place): a marker opens after a space, punctuation or the line's start and before a
 * non-space; it closes after a non-space and before a space, punctuation or the line's end, with
 * something between the two. `skip` are places that hold no markers (the line's addresses: their
 * `https://x.com/a_b_c` is theirs), and so `snake_case` and `2*3*4` stay as written. A closer pairs
 * with the nearest opener of its kind; openers above it are left as text, and so are markers that
 * never close: each marker is pushed and popped once at most.
 */
function pairMarkers(line: string, skip: ReadonlyMap<number, Found>): Map<number, number> {
  const pairs = new Map<number, number>();
  const stack: Array<{ marker: string; at: number }> = [];
  const open: Record<string, number> = { '*': 0, _: 0, '~': 0 };
  for (let i = 0; i < line.length; i++) {
    const link = skip.get(i);
    if (link) {
      i = link.end - 1;
      continue;
    }
    const c = line[i]!;
    if (!(c in MARKERS)) continue;
    const before = line[i - 1];
    const after = line[i + 1];
    const canClose = before !== undefined && !SPACE.test(before) && (after === undefined || !WORD.test(after));
    if (canClose && open[c]! > 0) {
      while (stack[stack.length - 1]!.marker !== c) open[stack.pop()!.marker]! -= 1;
      const opener = stack[stack.length - 1]!;
      if (opener.at + 1 < i) {
        stack.pop();
        open[c]! -= 1;
        pairs.set(opener.at, i);
        continue;
      }
    }
    if (after !== undefined && !SPACE.test(after) && (before === undefined || !WORD.test(before))) {
      stack.push({ marker: c, at: i });
      open[c]! += 1;
    }
  }
  return pairs;
}

/** The web, e-mail and phone addresses of a line, in order, none overlapping. */
function findLinks(line: string): Found[] {
  // linkify-it takes no address just after `_` or `~`, nor just before (`_www.tucasa.or.tz_`): it
  // reads the line with the markers of a pair that opens at a word's start as spaces. Only those:
  // `https://x.com/_next/` keeps what is its own.
  const seen = line.split('');
  if (/[*_~]/.test(line)) {
    for (const [at, close] of pairMarkers(line, new Map())) {
      if (at === 0 || SPACE.test(line[at - 1]!)) seen[at] = seen[close] = ' ';
    }
  }
  const shown = seen.join('');
  const links: Found[] = [];
  for (const match of linkify.test(shown) ? (linkify.match(shown) ?? []) : []) {
    const raw = line.slice(match.index, match.lastIndex);
    // Written without a scheme: https, which every site of theirs has; as written otherwise.
    const href = match.schema === '' ? `https://${raw}` : match.schema === 'mailto:' && !/^mailto:/i.test(raw) ? `mailto:${raw}` : raw;
    links.push({ start: match.index, end: match.lastIndex, href });
  }
  // Phone numbers in what the addresses leave (a number in https://wa.me/255… is the address's).
  const found: Found[] = [];
  let from = 0;
  for (const link of [...links, { start: line.length, end: line.length, href: '' }]) {
    const gap = line.slice(from, link.start);
    PHONE.lastIndex = 0;
    for (let m = PHONE.exec(gap); m; m = PHONE.exec(gap)) {
      const before = gap[m.index - 1];
      // Not the end of a longer number or of a word: tried again one place on.
      if (before !== undefined && WORD_OR_PLUS.test(before)) {
        PHONE.lastIndex = m.index + 1;
        continue;
      }
      found.push({ start: from + m.index, end: from + m.index + m[0].length, href: `tel:${m[0].replace(/[ -]/g, '')}` });
    }
    if (link.href) found.push(link);
    from = link.end;
  }
  return found;
}

/** A line's runs: its links, and its markers paired (pairMarkers) around what they format. */
export function parseLine(line: string): RichLine {
  const links = findLinks(line);
  const linkAt = new Map(links.map((link) => [link.start, link]));
  const pairs = pairMarkers(line, linkAt);
  const opens = new Map([...pairs.keys()].map((at) => [at, MARKERS[line[at]!]!]));
  const closes = new Set(pairs.values());

  const root: RichInline[] = [];
  const containers: RichInline[][] = [root];
  let textFrom = 0;
  const flush = (to: number) => {
    if (to > textFrom) containers[containers.length - 1]!.push(line.slice(textFrom, to));
  };
  for (let i = 0; i < line.length; i++) {
    const link = linkAt.get(i);
    const kind = opens.get(i);
    if (link) {
      flush(i);
      containers[containers.length - 1]!.push({ kind: 'link', href: link.href, text: line.slice(link.start, link.end) });
      i = link.end - 1;
      textFrom = link.end;
    } else if (kind) {
      flush(i);
      const content: RichInline[] = [];
      containers[containers.length - 1]!.push({ kind, content });
      containers.push(content);
      textFrom = i + 1;
    } else if (closes.has(i)) {
      flush(i);
      containers.pop();
      textFrom = i + 1;
    }
  }
  flush(line.length);
  return root;
}

/**
 * A text as its blocks: lines starting `- ` are a list, lines starting `1. ` (any number) a numbered
 * list, other lines paragraphs; a blank line ends a paragraph, and each line stays a line.
 */
export function parseRichText(text: string): RichDocument {
  const blocks: RichBlock[] = [];
  let paragraph: RichLine[] | null = null;
  let list: { ordered: boolean; start?: number; items: RichLine[] } | null = null;
  for (const line of text.split(/\r\n?|\n/)) {
    const item = LIST_ITEM.exec(line);
    if (item) {
      paragraph = null;
      const ordered = item[2] !== undefined;
      if (!list || list.ordered !== ordered) {
        list = ordered ? { ordered, start: Number(item[2]), items: [] } : { ordered, items: [] };
        blocks.push({ kind: 'list', ...list });
      }
      list.items.push(parseLine(line.slice(item[0].length)));
    } else if (line.trim() === '') {
      paragraph = null;
      list = null;
    } else {
      list = null;
      if (!paragraph) {
        paragraph = [];
        blocks.push({ kind: 'paragraph', lines: paragraph });
      }
      paragraph.push(parseLine(line));
    }
  }
  return blocks;
}

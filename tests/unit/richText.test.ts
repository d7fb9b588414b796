import { describe, expect, it } from 'vitest';
import { parseLine, parseRichText, type RichInline, type RichLine } from '../../src/domain/richText';
import { richTextLength, richTextPreview } from '../../src/ui/RichText/preview';

/** The line's links, as [text, href]. */
function links(line: RichLine): Array<[string, string]> {
  return line.flatMap((node): Array<[string, string]> => (typeof node === 'string' ? [] : node.kind === 'link' ? [[node.text, node.href]] : links(node.content)));
}
const linksOf = (text: string) => links(parseLine(text));

/** What a line shows, markers that paired left out. */
const shown = (line: readonly RichInline[]): string => line.map((node) => (typeof node === 'string' ? node : node.kind === 'link' ? node.text : shown(node.content))).join('');

describe('links in what admins write', () => {
  it("links the issue's announcement: a web address, a phone number, an e-mail and an address without https://", () => {
    const text =
      'Register at https://forms.gle/abc123 before 20 December. Questions: call +255 712 345 678 or write to info@tucasa.or.tz. Details on www.tucasa.or.tz/summit.';
    expect(linksOf(text)).toEqual([
      ['https://forms.gle/abc123', 'https://forms.gle/abc123'],
      ['+255 712 345 678', 'tel:+255712345678'],
      ['info@tucasa.or.tz', 'mailto:info@tucasa.or.tz'],
      ['www.tucasa.or.tz/summit', 'https://www.tucasa.or.tz/summit'],
    ]);
    // Nothing is lost or added: the sentence's full stops stay outside the addresses.
    expect(shown(parseLine(text))).toBe(text);
  });

  it('gives an address without a scheme https, and keeps one written with http as written', () => {
    expect(linksOf('tucasa.or.tz and http://old.example.com/x')).toEqual([
      ['tucasa.or.tz', 'https://tucasa.or.tz'],
      ['http://old.example.com/x', 'http://old.example.com/x'],
    ]);
    expect(linksOf('(see https://a.example.com/x), and wa.me/255712345678!')).toEqual([
      ['https://a.example.com/x', 'https://a.example.com/x'],
      ['wa.me/255712345678', 'https://wa.me/255712345678'],
    ]);
    expect(linksOf('mailto:info@tucasa.or.tz')).toEqual([['mailto:info@tucasa.or.tz', 'mailto:info@tucasa.or.tz']]);
  });

  it.each([
    ['+255 712 345 678', 'tel:+255712345678'],
    ['+255712345678', 'tel:+255712345678'],
    ['+255-712-345-678', 'tel:+255712345678'],
    ['0712 345 678', 'tel:0712345678'],
    ['0712-345-678', 'tel:0712345678'],
    ['0654321098', 'tel:0654321098'],
    ['022 211 2233', 'tel:0222112233'],
    ['+1 202 555 0143', 'tel:+12025550143'],
    ['+44 20 7946 0958', 'tel:+442079460958'],
  ])('links the phone number %s as %s, digits only', (number, href) => {
    expect(linksOf(`Call ${number}, today.`)).toEqual([[number, href]]);
  });

  it.each([
    ['a date', '2024-12-20 and 20.12.2024'],
    ['a time', 'from 10:00 to 14:30'],
    ['a number too long for a phone', '07123456789012 and +1234567890123456'],
    ['a number inside a word', 'ref0712345678 and 0712345678th'],
    ['too few digits', '+255 712 and 0712 345'],
    ['a version or an amount', 'v1.2.3 costs 15,000 TZS'],
  ])('does not link %s', (_what, text) => {
    expect(linksOf(text)).toEqual([]);
  });

  it("leaves an address's digits to the address: a number in a link is not a phone number of its own", () => {
    expect(linksOf('https://wa.me/255712345678')).toEqual([['https://wa.me/255712345678', 'https://wa.me/255712345678']]);
  });

  it('links nothing but the web, e-mail and phones: javascript:, data:, ftp: and // stay text', () => {
    const text = 'javascript:alert(1) data:text/html,<script>alert(1)</script> ftp://files.example.com //evil.example.com vbscript:x';
    expect(linksOf(text)).toEqual([]);
    expect(parseLine(text)).toEqual([text]);
  });
});

describe("WhatsApp's formatting", () => {
  it('reads *bold*, _italic_ and ~strike~, nested', () => {
    expect(parseLine('*Summit* _Dodoma_ ~closed~ *_both_*')).toEqual([
      { kind: 'bold', content: ['Summit'] },
      ' ',
      { kind: 'italic', content: ['Dodoma'] },
      ' ',
      { kind: 'strike', content: ['closed'] },
      ' ',
      { kind: 'bold', content: [{ kind: 'italic', content: ['both'] }] },
    ]);
  });

  it('leaves markers inside words, sums and addresses as written', () => {
    for (const text of ['snake_case_name', '2*3*4 = 24', 'a * b * c', '* not bold *', 'https://example.com/a_b_c_d', 'me@my_site.example']) {
      expect(shown(parseLine(text))).toBe(text);
      expect(parseLine(text).some((node) => typeof node !== 'string' && node.kind !== 'link')).toBe(false);
    }
  });

  it('formats an address wrapped in markers, the closing marker not part of it', () => {
    expect(parseLine('*https://tucasa.or.tz/summit* and ~www.old.example.com~ or _info@tucasa.or.tz_')).toEqual([
      { kind: 'bold', content: [{ kind: 'link', href: 'https://tucasa.or.tz/summit', text: 'https://tucasa.or.tz/summit' }] },
      ' and ',
      { kind: 'strike', content: [{ kind: 'link', href: 'https://www.old.example.com', text: 'www.old.example.com' }] },
      ' or ',
      { kind: 'italic', content: [{ kind: 'link', href: 'mailto:info@tucasa.or.tz', text: 'info@tucasa.or.tz' }] },
    ]);
    expect(linksOf('😀 _www.tucasa.or.tz_ 😀 *tucasa.or.tz*')).toEqual([
      ['www.tucasa.or.tz', 'https://www.tucasa.or.tz'],
      ['tucasa.or.tz', 'https://tucasa.or.tz'],
    ]);
    expect(linksOf('https://tucasa.or.tz/_next/page_2')).toEqual([['https://tucasa.or.tz/_next/page_2', 'https://tucasa.or.tz/_next/page_2']]);
  });

  it('shows unclosed and crossed markers as written', () => {
    expect(parseLine('*open _half ~way')).toEqual(['*open _half ~way']);
    expect(parseLine('**')).toEqual(['**']);
    // The bold closes over the italic that never closed inside it, which stays as written.
    expect(parseLine('*a _b* c_')).toEqual([{ kind: 'bold', content: ['a _b'] }, ' c_']);
  });

  it('keeps line breaks, and reads `- ` and `1.` lines as lists', () => {
    expect(parseRichText('*Bring:*\r\n- a Bible\n- a pen\n\nSteps\nin order:\n3. arrive\n4. register\n- then rest')).toEqual([
      { kind: 'paragraph', lines: [[{ kind: 'bold', content: ['Bring:'] }]] },
      { kind: 'list', ordered: false, items: [['a Bible'], ['a pen']] },
      { kind: 'paragraph', lines: [['Steps'], ['in order:']] },
      { kind: 'list', ordered: true, start: 3, items: [['arrive'], ['register']] },
      { kind: 'list', ordered: false, items: [['then rest']] },
    ]);
    expect(parseRichText('-not a list\n1.5 litres\n2.two\n- ')).toEqual([{ kind: 'paragraph', lines: [['-not a list'], ['1.5 litres'], ['2.two'], ['- ']] }]);
    expect(parseRichText('')).toEqual([]);
  });
});

describe('hostile text', () => {
  it('keeps tags and quotes as text; a quote inside an address stays inside its href', () => {
    const line = parseLine('<a href="x" onclick="y">x</a> <img src=x onerror=alert(1)> "https://a.example/"onmouseover="alert(1)"');
    expect(shown(line)).toBe('<a href="x" onclick="y">x</a> <img src=x onerror=alert(1)> "https://a.example/"onmouseover="alert(1)"');
    expect(links(line)).toEqual([['https://a.example/"onmouseover="alert(1)', 'https://a.example/"onmouseover="alert(1)']]);
  });

  it('10,000 asterisks, a 50 KB line and markers nested a thousand deep are text, whole', () => {
    const stars = '*'.repeat(10_000);
    expect(parseLine(stars)).toEqual([stars]);
    const long = 'Register now at www.tucasa.or.tz, call 0712 345 678. '.repeat(1000);
    expect(long.length).toBeGreaterThan(50_000);
    const line = parseLine(long);
    expect(shown(line)).toBe(long);
    expect(links(line)).toHaveLength(2000);
    const deep = `${'*_~'.repeat(1000)}x${'~_*'.repeat(1000)}`;
    expect(shown(parseLine(deep)).length).toBeLessThanOrEqual(deep.length);
  });

  /** The process's CPU time so far, in ms: unlike the clock's, not counting while other work has the cores. */
  const cpuMs = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };

  /** The least of five measures of the CPU time parsing `text` takes (a collector's pause is in one, not in all). */
  function fastest(text: string): number {
    let best = Number.POSITIVE_INFINITY;
    for (let i = 0; i < 5; i++) {
      const start = cpuMs();
      parseRichText(text);
      best = Math.min(best, cpuMs() - start);
    }
    return best;
  }

  // Linear-ish, not a time limit: eight times the text may take at most 24 times the CPU time (a
  // quadratic step would take 64 times; linear ones measured 5 to 11 times with the machine's load
  // at 21), the shorter text counted as 1 ms at least, so that the noise of a text parsed in a tenth
  // of that is no verdict. A catastrophic pattern grows far faster still.
  it.each<[string, (n: number) => string]>([
    ['asterisks', (n) => '*'.repeat(n)],
    ['mixed markers', (n) => '*_~'.repeat(n / 3)],
    ['openers that never close', (n) => ' *a _b ~c'.repeat(n / 9)],
    ['markers inside words', (n) => 'a*b_c~d '.repeat(n / 8)],
    ['closers of a kind no opener left open', (n) => `${' _a'.repeat(n / 6)}${'b* '.repeat(n / 6)}`],
    ['pluses and digits', (n) => '+1'.repeat(n / 2)],
    ['almost phone numbers', (n) => '0712 345 '.repeat(n / 9)],
    ['dots', (n) => 'a.'.repeat(n / 2)],
    ['www.', (n) => 'www.'.repeat(n / 4)],
    ['at signs', (n) => 'a@b.'.repeat(n / 4)],
    ['schemes', (n) => 'https://'.repeat(n / 8)],
    ['one long address', (n) => `https://a.example/${'a'.repeat(n)}`],
    ['open brackets in an address', (n) => `https://a.example/${'('.repeat(n)}`],
    ['list lines', (n) => '- *a*\n1. b\n'.repeat(n / 11)],
  ])(
    'parses %s in time linear in their length',
    (_what, make) => {
      fastest(make(2000));
      const small = fastest(make(6250));
      const large = fastest(make(50_000));
      expect(large / Math.max(small, 1)).toBeLessThan(24);
    },
    // A bound on waiting, not on speed (the verdict is the CPU time's ratio): the pluses take about
    // 1.7 CPU-s here (linkify-it's scan of them), and beside npm test's browsers at load 20 on two
    // cores this worker got a twentieth of a core, past the project's 30 s.
    120_000,
  );
});

describe('the preview of a slide', () => {
  const document = parseRichText('*Summit* in Dodoma:\n- worship\nRegister on https://www.tucasa.or.tz/summit 😀 now');

  it('is the whole document on one line when it fits', () => {
    expect(richTextLength(document)).toBe('Summit in Dodoma: - worship Register on https://www.tucasa.or.tz/summit 😀 now'.length);
    expect(richTextPreview(document, 200)).toEqual([
      { kind: 'paragraph', lines: [[{ kind: 'bold', content: ['Summit'] }, ' in Dodoma:', ' ', '- ', 'worship', ' ', 'Register on ', { kind: 'link', href: 'https://www.tucasa.or.tz/summit', text: 'https://www.tucasa.or.tz/summit' }, ' 😀 now']] },
    ]);
  });

  it('ends before a link that would not fit whole, and never halves an emoji', () => {
    expect(richTextPreview(document, 45)).toEqual([{ kind: 'paragraph', lines: [[{ kind: 'bold', content: ['Summit'] }, ' in Dodoma:', ' ', '- ', 'worship', ' ', 'Register on', '…']] }]);
    // Cut between the two halves of the emoji: it is left out whole.
    const [block] = richTextPreview(document, richTextLength(document) - ' now'.length - 1);
    const text = block?.kind === 'paragraph' ? shown(block.lines[0]!) : '';
    expect(text).toBe('Summit in Dodoma: - worship Register on https://www.tucasa.or.tz/summit…');
  });
});

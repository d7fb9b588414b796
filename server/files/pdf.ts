import { open } from 'node:fs/promises';

const HEAD = 1024;
const TAIL = 2048;
// What a browser's sniffer or an HTML parser would take for markup, where they look: the start.
const MARKUP = /<\s*(!doctype|html|head|body|script|iframe|svg|object|embed|meta|\?xml)\b/i;

const PADDING = /[\0\s]/;

/** The offset of the last byte that is not padding (NUL or white space), or -1. */
async function lastContentByte(read: (at: number, length: number) => Promise<string>, size: number): Promise<number> {
  const CHUNK = 64 * 1024;
  for (let end = size; end > 0; end -= CHUNK) {
    const start = Math.max(0, end - CHUNK);
    const chunk = await read(start, end - start);
    for (let i = chunk.length - 1; i >= 0; i -= 1) if (!PADDING.test(chunk[i]!)) return start + i;
  }
  return -1;
}

/**
 * Why this file is not a PDF a reader would open, or null. Its bytes must start like a PDF, hold
 * no markup in their first kilobyte, and end like one: a `startxref` whose offset lands on a
 * cross-reference table or stream, then `%%EOF`. A file that starts `%PDF-` and goes on as an HTML
 * page fails; every PDF a program writes passes (incremental updates included: the last one counts).
 */
export async function pdfProblem(file: string): Promise<string | null> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const read = async (at: number, length: number) => {
      const buf = Buffer.alloc(Math.max(0, Math.min(length, size - at)));
      await handle.read(buf, 0, buf.length, at);
      return buf.toString('latin1');
    };
    const head = await read(0, HEAD);
    if (!/^%PDF-[12]\.\d/.test(head)) return 'it does not start as a PDF';
    if (MARKUP.test(head)) return 'it holds web page markup';
    // Padding after the end (line ends, NULs: some programs add blocks of them) is skipped.
    const last = await lastContentByte(read, size);
    const tailStart = Math.max(0, last + 1 - TAIL);
    const tail = await read(tailStart, last + 1 - tailStart);
    const end = tail.lastIndexOf('%%EOF');
    // A few bytes after the end marker are common; a page of markup is not.
    if (end < 0 || tailStart + end < last + 1 - HEAD) return 'it has no end marker';
    if (MARKUP.test(tail.slice(end))) return 'it holds web page markup';
    const xref = /startxref\s+(\d+)\s*$/.exec(tail.slice(0, end));
    if (!xref) return 'it has no cross-reference';
    const offset = Number(xref[1]);
    if (!(offset > 0 && offset < size)) return 'its cross-reference is out of the file';
    if (!/^\s*(xref|\d+\s+\d+\s+obj)\b/.test(await read(offset, 32))) return 'its cross-reference is broken';
    return null;
  } finally {
    await handle.close();
  }
}

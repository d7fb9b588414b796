import type { RichTextDocument, RichTextInline, RichTextLine } from './RichText';

/** A document as one line: its lines and items one after the other, an item after its `-` or number. */
function flat(document: RichTextDocument): RichTextInline[] {
  return document.flatMap((block, b) => {
    const parts =
      block.kind === 'paragraph'
        ? block.lines
        : block.items.map((item, i): RichTextLine => [block.ordered ? `${(block.start ?? 1) + i}. ` : '- ', ...item]);
    return parts.flatMap((line, i) => (b > 0 || i > 0 ? [' ', ...line] : line));
  });
}

const length = (nodes: readonly RichTextInline[]): number =>
  nodes.reduce((n, node) => n + (typeof node === 'string' ? node.length : node.kind === 'link' ? node.text.length : length(node.content)), 0);

/** What a document shows as plain text, on one line: its length decides whether a preview cuts it. */
export function richTextLength(document: RichTextDocument): number {
  return length(flat(document));
}

/**
 * The first `limit` characters of a document on one line, formatting kept, then an ellipsis (as
 * ReadMore's `truncate` cuts a plain text). A link is never cut: one that would not fit whole ends
 * the preview before it, so no half address is ever followed.
 */
export function richTextPreview(document: RichTextDocument, limit: number): RichTextDocument {
  let left = limit;
  const cut = (nodes: readonly RichTextInline[]): RichTextInline[] => {
    const kept: RichTextInline[] = [];
    for (const node of nodes) {
      if (left <= 0) break;
      if (typeof node === 'string') {
        let end = Math.min(node.length, left);
        // Never half of a character such as an emoji.
        if (end < node.length && /[\uD800-\uDBFF]/.test(node[end - 1] ?? '')) end -= 1;
        kept.push(node.slice(0, end));
        left -= node.length;
      } else if (node.kind === 'link') {
        if (node.text.length > left) left = 0;
        else {
          kept.push(node);
          left -= node.text.length;
        }
      } else kept.push({ kind: node.kind, content: cut(node.content) });
    }
    return kept;
  };
  const all = flat(document);
  if (length(all) <= limit) return [{ kind: 'paragraph', lines: [all] }];
  const line = cut(all);
  return [{ kind: 'paragraph', lines: [[...trimEnd(line), '…']] }];
}

/** The line without the spaces it ends with (in its last run, however deep). */
function trimEnd(line: RichTextInline[]): RichTextInline[] {
  const last = line[line.length - 1];
  if (typeof last === 'string') return [...line.slice(0, -1), last.trimEnd()];
  if (last && last.kind !== 'link') return [...line.slice(0, -1), { kind: last.kind, content: trimEnd([...last.content]) }];
  return line;
}

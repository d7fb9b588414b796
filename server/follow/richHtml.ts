import { parseRichText, type RichInline, type RichLine } from '../../src/domain/richText.js';

// An admin's text as a feed reader or a calendar app shows HTML (issue 48): the links and the
// formatting the site shows, and every character the admin wrote escaped, so none of it is markup.

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const TAGS = { bold: 'strong', italic: 'em', strike: 's' } as const;

function inlines(nodes: readonly RichInline[]): string {
  return nodes
    .map((node) => {
      if (typeof node === 'string') return escape(node);
      if (node.kind === 'link') return `<a href="${escape(node.href)}">${escape(node.text)}</a>`;
      const tag = TAGS[node.kind];
      return `<${tag}>${inlines(node.content)}</${tag}>`;
    })
    .join('');
}

const items = (lines: readonly RichLine[]) => lines.map((line) => `<li>${inlines(line)}</li>`).join('');

/** `text` (src/domain/richText.ts) as HTML: its paragraphs, line breaks, lists, formatting and links. */
export function richTextHtml(text: string): string {
  return parseRichText(text)
    .map((block) => {
      if (block.kind === 'paragraph') return `<p>${block.lines.map(inlines).join('<br>')}</p>`;
      return block.ordered ? `<ol start="${block.start ?? 1}">${items(block.items)}</ol>` : `<ul>${items(block.items)}</ul>`;
    })
    .join('');
}

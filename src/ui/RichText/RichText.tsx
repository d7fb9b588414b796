import { Fragment, type HTMLAttributes, type ReactNode } from 'react';
import clsx from 'clsx';
import { useUiTexts } from '../texts';
import { VisuallyHidden } from '../VisuallyHidden';
import styles from './RichText.module.css';

/** A run of a line: text, a formatted run, or a link (its text as written, where it leads). */
export type RichTextInline =
  | string
  | { readonly kind: 'bold' | 'italic' | 'strike'; readonly content: readonly RichTextInline[] }
  | { readonly kind: 'link'; readonly href: string; readonly text: string };

export type RichTextLine = readonly RichTextInline[];

/** A paragraph of lines, or a list of items (numbered from `start`). */
export type RichTextBlock =
  | { readonly kind: 'paragraph'; readonly lines: readonly RichTextLine[] }
  | { readonly kind: 'list'; readonly ordered: boolean; readonly start?: number; readonly items: readonly RichTextLine[] };

/** A text as its blocks: what the app's parser makes of what someone wrote. */
export type RichTextDocument = readonly RichTextBlock[];

export interface RichTextOwnProps {
  document: RichTextDocument;
  /** Before the text, on its first line: a label such as 'Contact:'. */
  lead?: ReactNode;
}

export type RichTextProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & RichTextOwnProps;

const TAGS = { bold: 'strong', italic: 'em', strike: 's' } as const;

/**
 * Where a link may lead, whoever made the document: the web, an e-mail, a phone number's digits.
 * A javascript: or data: address, or anything else, is shown as its text.
 */
const FOLLOWED = /^(?:https?:\/\/|mailto:|tel:\+?\d+$)/i;

function inlines(nodes: readonly RichTextInline[], newTab: string): ReactNode[] {
  return nodes.map((node, i) => {
    if (typeof node === 'string') return node;
    if (node.kind === 'link') {
      if (!FOLLOWED.test(node.href)) return node.text;
      const web = /^https?:/i.test(node.href);
      return (
        <a key={i} href={node.href} {...(web && { target: '_blank', rel: 'noopener noreferrer' })}>
          {node.text}
          {web && <VisuallyHidden> {newTab}</VisuallyHidden>}
        </a>
      );
    }
    const Tag = TAGS[node.kind];
    return Tag && <Tag key={i}>{inlines(node.content, newTab)}</Tag>;
  });
}

const lines = (lines: readonly RichTextLine[], newTab: string) =>
  lines.map((line, i) => (
    <Fragment key={i}>
      {i > 0 && <br />}
      {inlines(line, newTab)}
    </Fragment>
  ));

/**
 * A text as its author meant it: paragraphs with their line breaks, lists, bold, italic, struck
 * out, and links (web addresses open in a new tab). Nothing in it is markup: every word is text.
 * One paragraph (or none) is a `<p>`, where a plain text was; more blocks are a `<div>` of them.
 */
export function RichText({ document, lead, className, ...props }: RichTextProps) {
  const newTab = useUiTexts().share.newTab;
  const [first, ...rest] = document;
  const leadIn = lead && <>{lead} </>;
  if (rest.length === 0 && (!first || first.kind === 'paragraph')) {
    return (
      <p className={clsx(styles.richText, className)} {...props}>
        {leadIn}
        {first && lines(first.lines, newTab)}
      </p>
    );
  }
  return (
    <div className={clsx(styles.richText, className)} {...props}>
      {first?.kind === 'list' && leadIn && <p>{lead}</p>}
      {document.map((block, i) => {
        if (block.kind === 'paragraph') {
          return (
            <p key={i}>
              {i === 0 && leadIn}
              {lines(block.lines, newTab)}
            </p>
          );
        }
        const List = block.ordered ? 'ol' : 'ul';
        return (
          <List key={i} start={block.ordered ? block.start : undefined} className={styles.list}>
            {block.items.map((item, j) => (
              <li key={j}>{inlines(item, newTab)}</li>
            ))}
          </List>
        );
      })}
    </div>
  );
}

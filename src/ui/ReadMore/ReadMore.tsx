import { useId, useState, type ComponentProps, type ElementType, type ReactNode } from 'react';
import clsx from 'clsx';
import styles from './ReadMore.module.css';
import { useUiTexts } from '../texts';

export interface ReadMoreOwnProps {
  text: string;
  /** Longer texts (in characters) are cut to this length with a Read More button: 100 for descriptions, 50 for post titles. */
  threshold?: number;
  /** The element holding the text, e.g. 'h3' for a post title. */
  as?: ElementType;
  moreLabel?: string;
  lessLabel?: string;
  /** Wraps the text as shown (cut or whole), e.g. in a link to the item it names; `cut` says which. */
  renderText?: (shown: string, cut: boolean) => ReactNode;
  /** The text's length as a reader sees it, when not `text.length` (a formatted text's markers are not seen). */
  length?: number;
}

export type ReadMoreProps = Omit<ComponentProps<'div'>, 'children'> & ReadMoreOwnProps;

/** A text shown whole when short, else cut with a 'Read More' / 'Read Less' toggle. */
export function ReadMore(given: ReadMoreProps) {
  const ui = useUiTexts();
  const {
    text,
    threshold = 100,
    as: Tag = 'p',
    moreLabel = ui.readMore.more,
    lessLabel = ui.readMore.less,
    renderText = (shown) => shown,
    length = text.length,
    className,
    ...props
  } = given;
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const long = length > threshold;
  const cut = long && !expanded;

  return (
    <div className={clsx(styles.readMore, className)} data-expanded={(long && expanded) || undefined} {...props}>
      <Tag id={id} className={styles.text}>
        {renderText(cut ? truncate(text, threshold) : text, cut)}
      </Tag>
      {long && (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? lessLabel : moreLabel}
        </button>
      )}
    </div>
  );
}

/** The first `length` characters (never half an emoji), without trailing spaces, then an ellipsis. */
export function truncate(text: string, length: number): string {
  let end = Math.max(0, length);
  const last = text.charCodeAt(end - 1);
  // A high surrogate at the cut would leave half of a character such as an emoji.
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, end).trimEnd()}…`;
}

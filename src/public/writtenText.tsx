/**
 * The admins' texts on the public pages, as they meant them (issue 48, decision 034): each text as
 * its document (src/domain/richText.ts), drawn by the design system's RichText.
 *
 * The parser, with linkify-it, is in no page's first load. The server's render parses (its
 * RichTextsProvider, entry-server.tsx) and writes every document it drew into the page beside the
 * API's answers (RICH_TEXT_KEY), so the hydration draws the same links from them without the
 * parser. A text the page did not bring (after a navigation, an answer that changed, a story) loads
 * the parser, and shows as plain text until it is there. Nothing of this is in the app's own chunk:
 * a page without such texts (the summit's) downloads none of it.
 */
import { createContext, Suspense, use, useContext, type ReactNode } from 'react';
import { readInitialData } from '../api/initialData';
import { RICH_TEXT_KEY } from '../domain/pageData';
import type { RichDocument } from '../domain/richText';
import { RichText, type RichTextProps } from '../ui/RichText';
import { tracked } from '../ui/tracked';

/** Where the documents come from: those the page brought, by text, and a parser that answers at once. */
export interface RichTexts {
  readonly documents: Readonly<Record<string, RichDocument>>;
  readonly parse?: ((text: string) => RichDocument) | undefined;
}

/** The server's render (and Storybook) give theirs; in the browser there is none above the pages. */
const RichTextsContext = createContext<RichTexts | null>(null);

export function RichTextsProvider({ value, children }: { value: RichTexts; children: ReactNode }) {
  return <RichTextsContext value={value}>{children}</RichTextsContext>;
}

let brought: RichTexts['documents'] | undefined;

/** In the browser, the documents the page's data script brought: read at the first text drawn, kept for the visit. */
function broughtDocuments(): RichTexts['documents'] {
  if (!brought) {
    const documents = typeof document === 'undefined' ? null : readInitialData()[RICH_TEXT_KEY];
    brought = documents && typeof documents === 'object' ? (documents as RichTexts['documents']) : {};
  }
  return brought;
}

type Parse = (text: string) => RichDocument;
let parser: Promise<Parse | null> | undefined;
const parsed = new Map<string, RichDocument>();

/** The parser's chunk, once; null when it cannot be had (offline), and tried again next time. */
function loadParser(): Promise<Parse | null> {
  return (parser ??= tracked(
    import('../domain/richText').then(
      (module) => module.parseRichText,
      () => {
        parser = undefined;
        return null;
      },
    ),
  ));
}

/** The text's document at once, when the page brought it, the server parses, or it was parsed before. */
function useReadyDocument(text: string): RichDocument | undefined {
  const given = useContext(RichTextsContext);
  const documents = given?.documents ?? broughtDocuments();
  if (Object.hasOwn(documents, text)) return documents[text];
  return given?.parse ? given.parse(text) : parsed.get(text);
}

function Loaded({ text, fallback, children }: WrittenDocumentProps) {
  const parse = use(loadParser());
  if (!parse) return fallback;
  let document = parsed.get(text);
  if (!document) parsed.set(text, (document = parse(text)));
  return children(document);
}

export interface WrittenDocumentProps {
  text: string;
  /** What shows while the parser loads (or when it cannot): the text as it was shown before. */
  fallback: ReactNode;
  children: (document: RichDocument) => ReactNode;
}

/** `children` with the text's document: at once when it is ready (always so in a server-rendered page), else once parsed. */
export function WrittenDocument({ text, fallback, children }: WrittenDocumentProps) {
  const ready = useReadyDocument(text);
  if (ready) return children(ready);
  return (
    <Suspense fallback={fallback}>
      <Loaded text={text} fallback={fallback}>
        {children}
      </Loaded>
    </Suspense>
  );
}

export type WrittenTextProps = Omit<RichTextProps, 'document'> & { text: string };

/** A text an admin wrote, as they meant it: links, formatting, lists and line breaks. */
export function WrittenText({ text, ...props }: WrittenTextProps) {
  return (
    <WrittenDocument text={text} fallback={<p className={props.className} lang={props.lang}>{text}</p>}>
      {(document) => <RichText document={document} {...props} />}
    </WrittenDocument>
  );
}

/**
 * The admins' texts on the public pages, as they meant them (issue 48, decision 034): each text as
 * its document (src/domain/richText.ts), drawn by the design system's RichText.
 *
 * The parser, with linkify-it, is in no page's first load. The server's render parses (Site's
 * `parseText`) and writes every document it drew into the page beside the API's answers
 * (richTexts.tsx), so the hydration draws the same links from them without the parser. A text the
 * page did not bring (after a navigation, an answer that changed, a story) loads the parser, and
 * shows as plain text until it is there.
 */
import { Suspense, use, useContext, type ReactNode } from 'react';
import type { RichDocument } from '../domain/richText';
import { RichText, type RichTextProps } from '../ui/RichText';
import { tracked } from '../ui/tracked';
import { RichTextsContext } from './richTexts';

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
  const { documents, parse } = useContext(RichTextsContext);
  if (Object.hasOwn(documents, text)) return documents[text];
  return parse ? parse(text) : parsed.get(text);
}

function Loaded({ text, fallback, children }: AdminDocumentProps) {
  const parse = use(loadParser());
  if (!parse) return fallback;
  let document = parsed.get(text);
  if (!document) parsed.set(text, (document = parse(text)));
  return children(document);
}

export interface AdminDocumentProps {
  text: string;
  /** What shows while the parser loads (or when it cannot): the text as it was shown before. */
  fallback: ReactNode;
  children: (document: RichDocument) => ReactNode;
}

/** `children` with the text's document: at once when it is ready (always so in a server-rendered page), else once parsed. */
export function AdminDocument({ text, fallback, children }: AdminDocumentProps) {
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

export type AdminTextProps = Omit<RichTextProps, 'document'> & { text: string };

/** A text an admin wrote, as they meant it: links, formatting, lists and line breaks. */
export function AdminText({ text, ...props }: AdminTextProps) {
  return (
    <AdminDocument text={text} fallback={<p className={props.className} lang={props.lang}>{text}</p>}>
      {(document) => <RichText document={document} {...props} />}
    </AdminDocument>
  );
}

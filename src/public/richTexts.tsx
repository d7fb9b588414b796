/**
 * The documents of the admins' texts a page brought (decision 034), for every page below Site: in
 * the app's own chunk, so it holds no more than the context; the drawing is adminText.tsx's, in the
 * chunks of the pages that show such texts.
 */
import { createContext, type ReactNode } from 'react';
import type { InitialData } from '../api/initialData';
import { RICH_TEXT_KEY } from '../domain/pageData';
import type { RichDocument } from '../domain/richText';

/** Where the documents come from: those the page brought, by text, and the server's own parser. */
export interface RichTexts {
  readonly documents: Readonly<Record<string, RichDocument>>;
  readonly parse?: ((text: string) => RichDocument) | undefined;
}

export const RichTextsContext = createContext<RichTexts>({ documents: {} });

/** The documents the server wrote into the page (none in a page it did not render). */
export function richTextsOf(data: InitialData | undefined, parse?: (text: string) => RichDocument): RichTexts {
  const documents = data?.[RICH_TEXT_KEY];
  return { documents: documents && typeof documents === 'object' ? (documents as RichTexts['documents']) : {}, parse };
}

export function RichTextsProvider({ value, children }: { value: RichTexts; children: ReactNode }) {
  return <RichTextsContext value={value}>{children}</RichTextsContext>;
}


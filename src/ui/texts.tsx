import { createContext, useContext, type ReactNode } from 'react';
import { UI_TEXTS, type UiTexts } from '../domain/texts/uiTexts';

// The design system's own words in the page's language (issue 31): English unless a provider above
// says otherwise, so a component mounted alone (a story, a test) reads as before.
const UiTextsContext = createContext<UiTexts>(UI_TEXTS);

/** The components' own texts for everything below it. */
export function UiTextsProvider({ texts, children }: { texts: UiTexts; children: ReactNode }) {
  return <UiTextsContext value={texts}>{children}</UiTextsContext>;
}

/** The components' own texts in the language of the page they are on. */
export function useUiTexts(): UiTexts {
  return useContext(UiTextsContext);
}

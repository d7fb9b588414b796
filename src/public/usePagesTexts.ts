import { PUBLIC_PAGES_TEXTS, type PublicPagesTexts } from '../domain/texts/publicPagesTexts';
import { useSwahili } from './locale';

/**
 * The texts of the pages loaded on demand, in the page's language. Apart from locale.tsx so that the
 * English ones, like the pages, stay out of the main chunk.
 */
export function usePagesTexts(): PublicPagesTexts {
  return useSwahili()?.pages ?? PUBLIC_PAGES_TEXTS;
}

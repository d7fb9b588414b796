import type { PublicPagesTexts } from '../domain/texts/publicPagesTexts';
import { useSwahiliPages } from './locale';

/**
 * The words of the pages loaded on demand, in the page's language. `english` holds the screens a
 * component shows (`{ summit: SUMMIT_PAGE_TEXTS }`), imported by the component itself, so that a
 * page's chunk carries its own English words and no other page's (issue 31's budget); a Swahili
 * page reads the Swahili pages' words, loaded before it is shown.
 */
export function usePagesTexts<K extends keyof PublicPagesTexts>(english: Pick<PublicPagesTexts, K>): Pick<PublicPagesTexts, K> {
  return useSwahiliPages()?.pages ?? english;
}

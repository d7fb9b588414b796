import { prefersSwahili } from '../../domain/locale';
import { useBrowserValue } from '../../ui/useBrowserValue';
import { useLocale } from '../locale';

/** Where a dismissal is kept: the visitor said no once, the hint stays away on every page after. */
export const SWAHILI_HINT_DISMISSED_KEY = 'tucasa.swahiliHint.dismissed';

const readDismissed = () => {
  try {
    return localStorage.getItem(SWAHILI_HINT_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
};

/**
 * Whether the Swahili hint (SwahiliHint.tsx) is for this visitor: an English page, a browser that
 * prefers Swahili, a hint not dismissed before. False on the server and in the hydration's render.
 */
export function useSwahiliHintWanted(): boolean {
  const english = useLocale() === 'en';
  const wanted = useBrowserValue(() => prefersSwahili(navigator.languages ?? [navigator.language]) && !readDismissed(), false);
  return english && wanted;
}

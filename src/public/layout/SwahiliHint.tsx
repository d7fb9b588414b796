import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { prefersSwahili, switchLocale } from '../../domain/locale';
import { SWAHILI_HINT } from '../../domain/texts/publicTexts';
import { Button } from '../../ui/Button';
import { useBrowserValue } from '../../ui/useBrowserValue';
import { preloadSwahili, useLocale, useSwahiliLink } from '../locale';
import styles from './SwahiliHint.module.css';

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
 * On an English page, for a browser that prefers Swahili: a small line, in Swahili, leading to the
 * same page in Swahili (issue 31). Never a redirect: the page's HTML is the same for everyone (link
 * previews and search engines send no language), so the hint is the browser's alone, after hydration.
 */
export function SwahiliHint() {
  const { pathname, search } = useLocation();
  const english = useLocale() === 'en';
  const wanted = useBrowserValue(() => prefersSwahili(navigator.languages ?? [navigator.language]) && !readDismissed(), false);
  const [dismissed, setDismissed] = useState(false);
  const to = `${switchLocale(pathname, 'sw')}${search}`;
  const toSwahili = useSwahiliLink(to);
  if (!english || !wanted || dismissed) return null;

  const dismiss = () => {
    setDismissed(true);
    try {
      localStorage.setItem(SWAHILI_HINT_DISMISSED_KEY, '1');
    } catch {
      // Private mode: dismissed for this page view only.
    }
  };
  return (
    <aside className={styles.hint} lang="sw" aria-label={SWAHILI_HINT.label}>
      <p className={styles.text}>
        {SWAHILI_HINT.text}{' '}
        <Link to={to} hrefLang="sw" className={styles.link} onClick={toSwahili} onPointerEnter={preloadSwahili} onFocus={preloadSwahili}>
          {SWAHILI_HINT.link}
        </Link>
      </p>
      <Button variant="secondary" size="sm" onClick={dismiss}>
        {SWAHILI_HINT.dismiss}
      </Button>
    </aside>
  );
}

import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { switchLocale } from '../../domain/locale';
import { SWAHILI_HINT } from '../../domain/texts/publicTexts';
import { Button } from '../../ui/Button';
import { preloadSwahili, useSwahiliLink } from '../locale';
import { SWAHILI_HINT_DISMISSED_KEY, useSwahiliHintWanted } from './swahiliHintWanted';
import styles from './SwahiliHint.module.css';

export { SWAHILI_HINT_DISMISSED_KEY };

/**
 * On an English page, for a browser that prefers Swahili: a small line, in Swahili, leading to the
 * same page in Swahili (issue 31). Never a redirect: the page's HTML is the same for everyone (link
 * previews and search engines send no language), so the hint is the browser's alone, after hydration.
 * Its own chunk (PublicLayout), loaded only for such a browser.
 */
export function SwahiliHint() {
  const { pathname, search } = useLocation();
  const wanted = useSwahiliHintWanted();
  const [dismissed, setDismissed] = useState(false);
  const to = `${switchLocale(pathname, 'sw')}${search}`;
  const toSwahili = useSwahiliLink(to);
  if (!wanted || dismissed) return null;

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

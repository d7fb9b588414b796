import { useState } from 'react';
import { LOCALE_NAMES } from '../../domain/locale';
import { Button } from '../../ui/Button';
import { LanguageUnavailable, useAdminLanguage, useAdminTexts } from '../texts';
import styles from './LanguageSwitch.module.css';

/**
 * The back-office in the other language (issue 31): named in that language ('Kiswahili', 'English'),
 * so whoever cannot read the current one still finds it. Logged in, the choice is kept with the
 * account; on the login page, in this browser.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const T = useAdminTexts().admin.layout;
  const { locale, choose } = useAdminLanguage();
  const [state, setState] = useState<'idle' | 'busy' | 'failed' | 'unavailable'>('idle');
  const other = locale === 'sw' ? 'en' : 'sw';

  const change = async () => {
    setState('busy');
    try {
      await choose(other);
      setState('idle');
    } catch (error) {
      setState(error instanceof LanguageUnavailable ? 'unavailable' : 'failed');
    }
  };

  return (
    <div className={className}>
      <Button type="button" variant="ghost" size="sm" lang={other} className={styles.button} disabled={state === 'busy'} onClick={() => void change()}>
        {LOCALE_NAMES[other]}
      </Button>
      {(state === 'failed' || state === 'unavailable') && (
        <p role="alert" className={styles.error}>
          {state === 'failed' ? T.languageFailed : T.languageUnavailable}
        </p>
      )}
    </div>
  );
}

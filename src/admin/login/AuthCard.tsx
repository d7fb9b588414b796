import type { ReactNode } from 'react';
import { SHORT_NAME } from '../../brand';
import { Logo } from '../../ui/Logo/Logo';
import styles from '../pages/LoginPage.module.css';

/** The centred card of the pages before a session (the login, a one-time link): the banner above, the logo and name on top. */
export function AuthCard({ banner, children }: { banner: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.page}>
      {banner}
      <main className={styles.main}>
        <div className={styles.card}>
          <div className={styles.brand}>
            <Logo />
            <span className={styles.name}>{SHORT_NAME}</span>
          </div>
          {children}
        </div>
      </main>
    </div>
  );
}

import type { ReactNode } from 'react';
import type { ShownState } from '../../api/useLoad';
import type { PublicPage } from '../../kinds/pageTitle';
import { useListPageTitle } from '../locale';
import { Banner } from '../../ui/Banner';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { usePageTitle } from '../layout/usePageTitle';
import styles from './ContentPage.module.css';

export interface ContentPageFrameProps {
  /** The list page: its tab title. */
  page: PublicPage;
  texts: { heading: string; subtitle: string };
  /** Under the subtitle: the calendar's Subscribe. */
  extra?: ReactNode;
  /** The page's one read: the loading overlay while it runs, its failure in a banner that stays. */
  state: ShownState<unknown>;
  children: ReactNode;
}

/** What the book, calendar and chaplaincy pages show around their content: heading, subtitle, loading, error. */
export function ContentPageFrame({ page, texts, extra, state, children }: ContentPageFrameProps) {
  usePageTitle(useListPageTitle(page));
  return (
    <div className={styles.page} aria-busy={state.status === 'loading' || undefined}>
      <header className={styles.intro}>
        <h1 className={styles.heading}>{texts.heading}</h1>
        <p className={styles.subtitle}>{texts.subtitle}</p>
        {extra}
      </header>
      <LoadingOverlay open={state.status === 'loading'} />
      {/* Errors stay until the visitor dismisses them: the page has nothing else to say. */}
      <Banner variant="error" message={state.status === 'error' ? state.message : null} duration={null} />
      {children}
    </div>
  );
}

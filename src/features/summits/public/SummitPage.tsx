import { SUMMIT_SITE_URL } from '../../../brand';
import { usePagesTexts } from '../../../public/usePagesTexts';
import { SUMMIT_PAGE_TEXTS } from '../../../domain/texts/pages/summit';
import { useListPageTitle } from '../../../public/locale';
import { TIMINGS } from '../../../domain/timings';
import { Banner } from '../../../ui/Banner';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadingOverlay } from '../../../ui/LoadingOverlay';
import { SummitCard } from './SummitCard';
import { useSummits } from './useSummits';
import styles from '../../../public/pages/ContentPage.module.css';
import summitStyles from './SummitPage.module.css';
import { pages } from '../routes';
import { usePageTitle } from '../../../public/layout/usePageTitle';

/** /summit: every summit, retried on failure and reloaded when the window regains focus (spec sections 2 and 4). */
export default function SummitPage() {
  const pageTexts = usePagesTexts({ summit: SUMMIT_PAGE_TEXTS });
  usePageTitle(useListPageTitle(pages.summit.path));
  const { summits, loading, retrying, error, notice, loadCount } = useSummits();
  const firstLoad = summits === null;
  return (
    <div className={styles.page} aria-busy={(loading && firstLoad) || undefined}>
      <header className={styles.intro}>
        <h1 className={styles.heading}>{pageTexts.summit.heading}</h1>
        <a className={summitStyles.siteLink} href={SUMMIT_SITE_URL} target="_blank" rel="noopener noreferrer">
          {pageTexts.summit.siteLink}
        </a>
      </header>
      <LoadingOverlay open={loading && firstLoad} label={retrying ?? pageTexts.summit.loading} />
      {retrying && !firstLoad && (
        <p role="status" className={summitStyles.retrying}>
          {retrying}
        </p>
      )}
      <Banner variant="error" message={error} duration={null} />
      {/* Keyed by load: each successful load shows its message for 3 s, even when the text is the same. */}
      <Banner key={loadCount} variant="success" message={notice} duration={TIMINGS.publicSummitSuccessMs} />
      {summits &&
        (summits.length === 0 ? (
          <EmptyState message={pageTexts.summit.empty} />
        ) : (
          <ol className={summitStyles.list} aria-label={pageTexts.summit.summits}>
            {summits.map((summit, index) => (
              <li key={summit.ID}>
                <SummitCard summit={summit} eager={index === 0} />
              </li>
            ))}
          </ol>
        ))}
    </div>
  );
}

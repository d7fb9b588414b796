import { Link } from 'react-router-dom';
import type { ShownState } from '../../api/useLoad';
import { formatLongDate } from '../../domain/dates';
import type { Locale } from '../../domain/locale';
import type { SEARCH_PAGE_TEXTS } from '../../domain/texts/pages/search';
import type { Widen } from '../../domain/texts/uiTexts';
import { Banner } from '../../ui/Banner';
import type { SearchAnswer, SearchSegment } from './api';
import styles from './SearchResults.module.css';

export interface SearchResultsProps {
  /** The query as searched (the URL's `q`). */
  query: string;
  state: ShownState<SearchAnswer | null>;
  /** A newer query is on its way: the results shown stay until it answers. */
  pending: boolean;
  texts: Widen<typeof SEARCH_PAGE_TEXTS>;
  locale: Locale;
  /** The page's language's path of an English one. */
  localized: (path: string) => string;
  /** The zone dates are shown in (useTimeZone). */
  timeZone: string | undefined;
}

/** A title or snippet: the words the query found marked, as text (never HTML). */
export function Segments({ segments }: { segments: readonly SearchSegment[] }) {
  return segments.map((segment, i) => (segment.match ? <mark key={i}>{segment.text}</mark> : segment.text));
}

/** The answer of a search: how many were found (read out as it changes), then each as a link to its page. */
export function SearchResults({ query, state, pending, texts, locale, localized, timeZone }: SearchResultsProps) {
  if (state.status === 'error') return <Banner variant="error" message={state.message} duration={null} />;
  const answer = state.status === 'loaded' ? state.data : null;
  const status = !query.trim() ? texts.hint : !answer ? texts.searching : answer.total === 0 ? texts.none(query.trim()) : texts.count(answer.total, query.trim());
  return (
    <section className={styles.results} aria-busy={pending || undefined}>
      {answer?.offline && <p className={styles.offline}>{texts.offline(answer.offline.saved)}</p>}
      <p className={styles.status} role="status">
        {status}
      </p>
      {answer && answer.results.length > 0 && (
        <ol className={styles.list} aria-label={texts.results}>
          {answer.results.map((hit) => (
            <li key={`${hit.kind} ${hit.id}`} className={styles.hit} lang={hit.language === locale ? undefined : hit.language}>
              <Link to={localized(hit.path)} className={styles.title}>
                <Segments segments={hit.title} />
              </Link>
              <p className={styles.meta}>
                {texts.kinds[hit.kind]}
                {hit.date && ` · ${formatLongDate(new Date(hit.date), locale, timeZone)}`}
              </p>
              {hit.snippet.length > 0 && (
                <p className={styles.snippet}>
                  <Segments segments={hit.snippet} />
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
      {answer && answer.total > answer.results.length && <p className={styles.more}>{texts.more(answer.results.length, answer.total)}</p>}
    </section>
  );
}

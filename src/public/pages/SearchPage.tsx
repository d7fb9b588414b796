import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../kinds/paths';
import { SEARCH_PAGE_TEXTS } from '../../domain/texts/pages/search';
import { SEARCH_PAGE_TEXTS_SW } from '../../domain/texts/sw/searchPage';
import { Button } from '../../ui/Button';
import { usePageTitle } from '../layout/usePageTitle';
import { useListPageTitle, useLocale, useLocalizedPath } from '../locale';
import { useTimeZone } from '../useTimeZone';
import { SearchField } from '../search/SearchField';
import { SearchResults } from '../search/SearchResults';
import { TYPING_PAUSE_MS, useSearch } from '../search/useSearch';
import styles from './ContentPage.module.css';
import searchStyles from '../search/SearchPage.module.css';

/**
 * /search (issue 48): a form that works without scripts (a GET of `?q=`, which the server answers
 * with the results in the page) and, with them, results that follow the typing; the URL keeps the
 * query, so a search can be shared and Back returns to it.
 */
export default function SearchPage() {
  const locale = useLocale();
  const texts = locale === 'sw' ? SEARCH_PAGE_TEXTS_SW : SEARCH_PAGE_TEXTS;
  const localized = useLocalizedPath();
  const timeZone = useTimeZone();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const [typed, setTyped] = useState(query);
  const [shown, setShown] = useState(query);
  const inputId = useId();
  usePageTitle(useListPageTitle(paths.search));

  // Back and Forward bring another query: the field shows it.
  if (query !== shown) {
    setShown(query);
    setTyped(query);
  }

  const searchFor = (text: string, replace: boolean) => setParams(text.trim() ? { q: text } : {}, { replace });

  useEffect(() => {
    if (typed === query) return;
    const timer = setTimeout(() => searchFor(typed, true), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the URL follows what is typed, not the other way round
  }, [typed]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    searchFor(typed, false);
  };

  const { state, pending } = useSearch(query, locale, texts.loadError);
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.heading}>{texts.heading}</h1>
        <p className={styles.subtitle}>{texts.subtitle}</p>
      </header>
      <form role="search" method="get" action={localized(paths.search)} className={searchStyles.form} onSubmit={submit}>
        <SearchField id={inputId} name="q" label={texts.label} value={typed} onType={setTyped} className={searchStyles.field} />
        <Button type="submit">{texts.button}</Button>
      </form>
      <SearchResults query={query} state={state} pending={pending} texts={texts} locale={locale} localized={localized} timeZone={timeZone} />
    </div>
  );
}

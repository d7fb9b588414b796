import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../kinds/paths';
import { SEARCH_PAGE_TEXTS } from '../../domain/texts/pages/search';
import { SEARCH_PAGE_TEXTS_SW } from '../../domain/texts/sw/searchPage';
import { Modal, ModalBody, ModalContent, ModalDescription, ModalHeader, ModalTitle } from '../../ui/Modal';
import { useLocale, useLocalizedPath } from '../locale';
import { useTimeZone } from '../useTimeZone';
import { SearchField } from './SearchField';
import { SearchResults } from './SearchResults';
import { TYPING_PAUSE_MS, useSearch } from './useSearch';
import styles from './SearchDialog.module.css';

export interface SearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The header's search (issue 48), over any public page: results as you type, each a link to its
 * item's page; choosing one (or all the results, on the search page) closes the dialog. Its own
 * chunk, loaded when the visitor first reaches for it.
 */
export default function SearchDialog({ open, onOpenChange }: SearchDialogProps) {
  const locale = useLocale();
  const texts = locale === 'sw' ? SEARCH_PAGE_TEXTS_SW : SEARCH_PAGE_TEXTS;
  const localized = useLocalizedPath();
  const timeZone = useTimeZone();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const { state, pending } = useSearch(query, locale, texts.loadError);
  const close = () => onOpenChange(false);
  const all = query.trim() ? `${localized(paths.search)}?${new URLSearchParams({ q: query.trim() }).toString()}` : localized(paths.search);

  return (
    <Modal open={open} onOpenChange={onOpenChange}>
      <ModalContent size="lg" className={styles.dialog}>
        <ModalHeader>
          <ModalTitle>{texts.heading}</ModalTitle>
          <ModalDescription className={styles.description}>{texts.subtitle}</ModalDescription>
        </ModalHeader>
        <ModalBody className={styles.body}>
          <SearchField label={texts.label} value={typed} onType={setTyped} autoFocus />
          {/* A result is a link: following it closes the dialog, the page it leads to shows instead. */}
          <div onClick={(event) => (event.target as Element).closest('a') && close()}>
            <SearchResults query={query} state={state} pending={pending} texts={texts} locale={locale} localized={localized} timeZone={timeZone} />
          </div>
          {query.trim() && (
            <Link to={all} className={styles.all} onClick={close}>
              {texts.allResults}
            </Link>
          )}
        </ModalBody>
      </ModalContent>
    </Modal>
  );
}

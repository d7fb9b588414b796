import { Fragment, useId, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { ShownState } from '../../api/useLoad';
import { Banner } from '../../ui/Banner';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { itemById } from '../../domain/items';
import { itemPageTitle } from '../../kinds/pageMeta';
import type { ItemKind } from '../../kinds/paths';
import { usePagesTexts } from '../usePagesTexts';
import { ITEM_PAGE_TEXTS } from '../../domain/texts/pages/items';
import { useLocalizedPath } from '../locale';
import { usePageTitle } from '../layout/usePageTitle';
import styles from './ItemPage.module.css';

/** The props every item page takes from the route table. */
export interface ItemPageProps {
  /** What an unknown or deleted ID shows: the app's not-found page (src/public does not import src/app). */
  notFound: ReactNode;
}

export interface ItemPageFrameProps {
  /** The list the item belongs to, and the link text back to it. */
  back: { to: string; label: string };
  loading: boolean;
  /** What the loading overlay says ('Loading...' when not given). */
  loadingLabel?: string;
  /** The list's load error, in the words its list page uses; shown until dismissed. */
  error: string | null;
  /** The item, once loaded (an ItemArticle). */
  children?: ReactNode;
}

/** The tab's title of an item page once its item is found (`name` null until then): the item's name, then the site's. */
export function useItemPageTitle(kind: ItemKind, name: string | null) {
  usePageTitle(name === null ? null : itemPageTitle(kind, name));
}

/**
 * The item of a page whose list loads in one read: the list's item with the URL's :id (null until
 * the list is there), whether the list has none such (the page is not found), the frame's loading
 * and error meanwhile; the tab takes the item's title once it is found.
 */
export function useListItem<T>(state: ShownState<readonly T[]>, kind: ItemKind, idOf: (item: T) => unknown, nameOf: (item: T) => string) {
  const { id } = useParams();
  const item = state.status === 'loaded' ? itemById(state.data, id, idOf) : null;
  useItemPageTitle(kind, item ? nameOf(item) : null);
  return {
    item,
    missing: state.status === 'loaded' && !item,
    frame: { loading: state.status === 'idle' || state.status === 'loading', error: state.status === 'error' ? state.message : null },
  };
}

/** The frame of an item's page: the way back to its list, the loading overlay, the error banner, the item. */
export function ItemPageFrame({ back, loading, loadingLabel, error, children }: ItemPageFrameProps) {
  const pageTexts = usePagesTexts({ items: ITEM_PAGE_TEXTS });
  const localized = useLocalizedPath();
  return (
    <div className={styles.page} aria-busy={loading || undefined}>
      <Link to={localized(back.to)} className={styles.back}>
        <span aria-hidden="true">←</span> {back.label}
      </Link>
      <LoadingOverlay open={loading} label={loadingLabel ?? pageTexts.items.loading} />
      <Banner variant="error" message={error} duration={null} />
      {children}
    </div>
  );
}

export interface ItemArticleProps {
  title: string;
  /** The language the item's own texts are written in (issue 31), for its title's `lang`. */
  lang?: string | undefined;
  /** Above the title: an event's date. */
  kicker?: ReactNode;
  /** Beside the title: an event's Add to calendar. (Share is the layout's, on every page.) */
  actions?: ReactNode;
  children: ReactNode;
}

/** The item itself: its title as the page's heading, with room for actions beside it, then its content. */
export function ItemArticle({ title, lang, kicker, actions, children }: ItemArticleProps) {
  const id = useId();
  return (
    <article className={styles.article} aria-labelledby={id}>
      {kicker}
      <header className={styles.header}>
        <h1 id={id} className={styles.title} lang={lang}>
          {title}
        </h1>
        {actions && <div className={styles.actions}>{actions}</div>}
      </header>
      {children}
    </article>
  );
}

/** Labelled facts of an item ('Quarter:', 'Q1'), one to a row. */
export function ItemFacts({ facts }: { facts: ReadonlyArray<readonly [label: string, value: ReactNode]> }) {
  return (
    <dl className={styles.facts}>
      {facts.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

import type { ReactNode } from 'react';
import { CollectionView, type CollectionViewProps } from './CollectionView';
import { useListSearch, type ListEntry } from './listSearch';
import { CardGrid, Section } from './Screen';
import type { Collection } from './useCollection';

export interface CollectionSectionProps<T> extends Omit<CollectionViewProps, 'status' | 'count' | 'onRetry' | 'children' | 'search'> {
  title: string;
  /** The grid's accessible name; the title by default. */
  label?: string;
  /** Where the cards come from: its load status, and its reload for Try again. */
  collection: Pick<Collection<unknown>, 'status' | 'reload'>;
  /** The cards' items: the collection's, or what the screen makes of them. */
  items: readonly T[];
  minCardWidth?: 300 | 320;
  /** One card (a list item, with its key). */
  card: (item: T, index: number) => ReactNode;
  /** What the list's search reads of an item (listSearch.ts), a function of the module; no search without it. */
  search?: (item: T) => ListEntry;
}

/** A content screen's list of cards on its own panel: the collection's placeholders, error or empty text, else its search and the grid. */
export function CollectionSection<T>({ title, label = title, collection, items, minCardWidth, card, search, ...view }: CollectionSectionProps<T>) {
  const found = useListSearch(items, search);
  return (
    <Section title={title}>
      <CollectionView status={collection.status} count={items.length} onRetry={collection.reload} search={search && found} {...view}>
        <CardGrid minCardWidth={minCardWidth} aria-label={label}>
          {found.items.map(card)}
        </CardGrid>
      </CollectionView>
    </Section>
  );
}

import type { ReactNode } from 'react';
import { CollectionView, type CollectionViewProps } from './CollectionView';
import { CardGrid, Section } from './Screen';
import type { Collection } from './useCollection';

export interface CollectionSectionProps<T> extends Omit<CollectionViewProps, 'status' | 'count' | 'onRetry' | 'children'> {
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
}

/** A content screen's list of cards on its own panel: the collection's placeholders, error or empty text, else the grid. */
export function CollectionSection<T>({ title, label = title, collection, items, minCardWidth, card, ...view }: CollectionSectionProps<T>) {
  return (
    <Section title={title}>
      <CollectionView status={collection.status} count={items.length} onRetry={collection.reload} {...view}>
        <CardGrid minCardWidth={minCardWidth} aria-label={label}>
          {items.map(card)}
        </CardGrid>
      </CollectionView>
    </Section>
  );
}

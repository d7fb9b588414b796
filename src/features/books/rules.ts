/**
 * Book of the Year rules of the public page (spec section 2): which book is featured and which of
 * its blocks are shown.
 */

import { resolveFileUrl } from '../../domain/imageSources';
import { readPictureDetails, type PictureDetails } from '../../domain/pictures';

export interface BookInput {
  ID?: unknown;
  Title?: unknown;
  Description?: unknown;
  Image?: unknown;
  ImageDetails?: unknown;
  ReadingPlan?: unknown;
}

export interface FeaturedBookView {
  id: number | string | null;
  title: string;
  /** The description, or null when blank: the 'Description:' block is then left out. */
  description: string | null;
  /** The stored cover path (for imageSources), or null when there is none. */
  image: string | null;
  /** The cover's alt text (decision 024), when it has one. */
  imageDetails?: PictureDetails;
  /** The reading plan's URL (API base in front of a relative path), or null: no 'View Reading Plan' link. */
  readingPlanUrl: string | null;
}

function nonBlank(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

const withDetails = (imageDetails: PictureDetails | null) => (imageDetails ? { imageDetails } : {});

/**
 * The public page shows the first book the API returns (newest first). null when there is no book,
 * or the first one has no Title: the page then says 'No book selected at the moment...'.
 */
export function featuredBook(books: readonly BookInput[] | null | undefined, base: string): FeaturedBookView | null {
  const first = books?.[0];
  if (!first) return null;
  const title = nonBlank(first.Title);
  if (title === null) return null;
  const id = first.ID;
  return {
    id: typeof id === 'number' || typeof id === 'string' ? id : null,
    title,
    description: nonBlank(first.Description),
    image: nonBlank(first.Image),
    ...withDetails(readPictureDetails(first.ImageDetails)),
    readingPlanUrl: resolveFileUrl(nonBlank(first.ReadingPlan), base),
  };
}

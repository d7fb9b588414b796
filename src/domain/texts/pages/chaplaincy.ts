import { PAGE_HEADINGS } from '../pageHeadings';

/**
 * The chaplaincy page's words (spec sections 2 and 8), letter for letter: a module of its own,
 * loaded with the pages that show them.
 */
export const CHAPLAINCY_PAGE_TEXTS = {
  ...PAGE_HEADINGS.chaplaincy,
  loading: 'Loading leaders...',
  photoAlt: (name: string) => `Photo of ${name}`,
  titleLabel: 'Title:',
  contactLabel: 'Contact:',
  empty: 'No leaders are currently listed. Please check back later!',
  loadError: 'Failed to load leaders. Please try again later.',
  /** The sections' headings: Chaplains, Union Leaders, Conference Leaders, Zonal Leaders. */
  groups: { chaplains: 'Chaplains', union: 'Union Leaders', conference: 'Conference Leaders', zonal: 'Zonal Leaders' },
  /** A card's blank Title or Contact. */
  notSpecified: 'Not specified',
} as const;

/**
 * The design system's own words in English, by component (src/ui/texts.tsx declares which it
 * needs). The app hands them, or their Swahili (sw/uiTexts.ts), to src/ui's UiTextsProvider: a page
 * that shows another language passes its own texts as props.
 */

export const UI_TEXTS = {
  banner: { dismiss: 'Dismiss message' },
  button: { busy: 'Processing...' },
  carousel: {
    label: 'Carousel',
    previous: 'Previous slide',
    next: 'Next slide',
    pause: 'Pause slideshow',
    play: 'Play slideshow',
    goTo: (n: number) => `Go to slide ${n}`,
    position: (n: number, count: number) => `${n} of ${count}`,
  },
  confirmDialog: { confirm: 'Delete', cancel: 'Cancel', busy: 'Deleting...' },
  fileField: {
    currentFiles: 'Current files',
    chosenFiles: 'Chosen files',
    currentFileLink: '(current file, opens in a new tab)',
    remove: 'Remove',
    removeFile: (name: string) => `Remove ${name}`,
    preview: (name: string) => `Preview of ${name}`,
  },
  imageOverlay: { close: 'Close' },
  loadingOverlay: { label: 'Loading...' },
  mediaViewer: { title: 'Media viewer', close: 'Close', previous: 'Previous', next: 'Next', nothing: 'Nothing to show.' },
  modal: { close: 'Close' },
  readMore: { more: 'Read More', less: 'Read Less' },
  share: {
    share: 'Share',
    whatsApp: 'Share on WhatsApp',
    newTab: '(opens in a new tab)',
    copyLink: 'Copy link',
    copied: 'Link copied',
    copyFailed: 'Could not copy the link. Select it below and copy it yourself.',
    linkLabel: 'Link to this page',
  },
  skeletonGrid: { label: 'Loading...' },
  statCard: { loading: 'Loading' },
} as const;

/** What a translation of UI_TEXTS provides: the same keys, any strings. */
export type UiTexts = Widen<typeof UI_TEXTS>;

/** A catalogue's type with its literal strings widened to string, for a translation of it. */
export type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : { readonly [K in keyof T]: Widen<T[K]> };

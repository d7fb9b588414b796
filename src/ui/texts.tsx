import { createContext, type ReactNode } from 'react';
import { useProvided } from './provided';

/**
 * The design system's own words, by component: labels of buttons that show only an icon, what
 * screen readers hear while something loads, the Share menu's items. The app gives them in the
 * page's language through UiTextsProvider; a component's own label prop still wins over them.
 */
export interface UiTexts {
  banner: { dismiss: string };
  button: { busy: string };
  carousel: {
    label: string;
    previous: string;
    next: string;
    pause: string;
    play: string;
    /** The dot button of slide `n` (1-based). */
    goTo: (n: number) => string;
    /** A slide's name: its place among `count`. */
    position: (n: number, count: number) => string;
  };
  confirmDialog: { confirm: string; cancel: string; busy: string };
  fileField: {
    currentFiles: string;
    chosenFiles: string;
    currentFileLink: string;
    remove: string;
    removeFile: (name: string) => string;
    preview: (name: string) => string;
  };
  imageOverlay: { close: string };
  loadingOverlay: { label: string };
  mediaViewer: { title: string; close: string; previous: string; next: string; nothing: string };
  modal: { close: string };
  readMore: { more: string; less: string };
  share: {
    share: string;
    whatsApp: string;
    /** Said after a link that opens a new tab. */
    newTab: string;
    copyLink: string;
    copied: string;
    copyFailed: string;
    linkLabel: string;
  };
  skeletonGrid: { label: string };
  statCard: { loading: string };
}

const UiTextsContext = createContext<UiTexts | null>(null);

/** The components' words for everything below it, in the language of the page they are on. */
export function UiTextsProvider({ texts, children }: { texts: UiTexts; children: ReactNode }) {
  return <UiTextsContext value={texts}>{children}</UiTextsContext>;
}

/** The components' own words, from the UiTextsProvider above. */
export function useUiTexts(): UiTexts {
  return useProvided(UiTextsContext, 'UiTextsProvider', 'words');
}

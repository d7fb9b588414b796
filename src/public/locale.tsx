/**
 * The public site's language (issue 31): read from the page's address (domain/locale.ts), handed down
 * by LocaleProvider, and the texts of that language for the components below. English is in the main
 * chunk; the Swahili catalogue is one chunk of its own (domain/texts/sw), loaded by a Swahili page
 * before it is shown (src/boot.tsx) and on the way to one (the switch), never by an English page.
 */
import { createContext, use, useContext, useEffect, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { localizedPath, showsPagesWords, type Locale } from '../domain/locale';
import { documentTitle, listPageTitle } from '../kinds/pageTitle';
import { listPageEntry, type PublicPage } from '../kinds/pages';
import { PUBLIC_TEXTS, type PublicTexts } from '../domain/texts/publicTexts';
import type { SwahiliTexts } from '../domain/texts/sw';
import type { SwahiliPages } from '../domain/texts/sw/pages';
import { UI_TEXTS } from '../domain/texts/uiTexts';
import { UiTextsProvider } from '../ui/texts';
import { tracked } from '../ui/tracked';

const LocaleContext = createContext<Locale>('en');

let swahili: SwahiliTexts | undefined;
let loading: Promise<SwahiliTexts> | undefined;

/**
 * Loads the Swahili catalogue (once); the server's render and a Swahili page's start wait for it. A
 * failed download (a phone losing its signal) is tried again by the next call.
 */
export function loadSwahili(): Promise<SwahiliTexts> {
  loading ??= tracked(
    import('../domain/texts/sw').then(
      (module) => (swahili = module.SWAHILI),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ),
  );
  return loading;
}

let swahiliPages: Promise<SwahiliPages> | undefined;
let pagesLoaded = false;

/**
 * Loads the Swahili words of the list and item pages (once), a chunk apart from the catalogue, which
 * the home page does without: a Swahili page that shows them waits for it before it starts
 * (swahiliStart), and one reached in the app suspends on it. A failed download is tried again.
 */
export function loadSwahiliPages(): Promise<SwahiliPages> {
  swahiliPages ??= tracked(
    import('../domain/texts/sw/pages').then(
      (module) => {
        pagesLoaded = true;
        return module.SWAHILI_PAGES;
      },
      (error: unknown) => {
        swahiliPages = undefined;
        throw error;
      },
    ),
  );
  return swahiliPages;
}

/**
 * What a Swahili page at `path` waits for before the app takes it over (src/boot.tsx) or the server
 * renders it (src/entry-server.tsx): the catalogue, and the pages' words for any page but the home page.
 */
export function swahiliStart(path: string): Promise<unknown> {
  return Promise.all([loadSwahili(), ...(showsPagesWords(path) ? [loadSwahiliPages()] : [])]);
}

/** Starts the download as a link to a Swahili page is pointed at or focused; a failure is the click's to handle. */
export function preloadSwahili(): void {
  loadSwahili().catch(() => undefined);
}

/**
 * The click of an in-app link to a Swahili page (the switch, the hint): followed in the app once
 * the texts are there, so the page never suspends on them; when they cannot be downloaded, the
 * browser's own navigation fetches the page, which the server sends whole, in Swahili.
 */
export function useSwahiliLink(to: string): (event: MouseEvent<HTMLAnchorElement>) => void {
  const navigate = useNavigate();
  return (event) => {
    const loaded = swahili && (pagesLoaded || !showsPagesWords(to));
    if (loaded || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    swahiliStart(to).then(
      () => navigate(to),
      () => window.location.assign(to),
    );
  };
}

/** The Swahili catalogue on a Swahili page (suspending until it is loaded), null on an English one. */
export function useSwahili(): SwahiliTexts | null {
  const locale = useContext(LocaleContext);
  if (locale !== 'sw') return null;
  return use(loadSwahili());
}

/** The Swahili words of the list and item pages on a Swahili page (suspending until they are loaded), null on an English one. */
export function useSwahiliPages(): SwahiliPages | null {
  const locale = useContext(LocaleContext);
  if (locale !== 'sw') return null;
  return use(loadSwahiliPages());
}

/** The language of everything below it: its texts, its links, the document's `lang`. */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <LocaleContext value={locale}>
      <LocaleTexts locale={locale}>{children}</LocaleTexts>
    </LocaleContext>
  );
}

function LocaleTexts({ locale, children }: { locale: Locale; children: ReactNode }) {
  const sw = useSwahili();
  // The server writes <html lang> for the page it sends; the switch changes the page in place.
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return <UiTextsProvider texts={sw?.ui ?? UI_TEXTS}>{children}</UiTextsProvider>;
}

/** The page's language. */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** The layout's, home page's and not-found page's texts in the page's language. */
export function usePublicTexts(): PublicTexts {
  return useSwahili()?.public ?? PUBLIC_TEXTS;
}

/** A site path in the page's language: `to(paths.gallery)` is '/sw/gallery' on a Swahili page. */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizedPath(locale, path);
}

/** A list page's document title in the page's language (the server writes the same). */
export function useListPageTitle(page: PublicPage): string {
  const sw = useSwahili();
  const entry = listPageEntry(page);
  if (!sw || !entry) return listPageTitle(page);
  return documentTitle(sw.headings[entry.key]);
}

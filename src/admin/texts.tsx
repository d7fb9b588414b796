/**
 * The back-office's words in the language of the account using it (issue 31). Every admin screen
 * reads its texts through useAdminTexts(); English unless a provider above says otherwise, so a
 * screen mounted alone (a story, a test) reads as before. AdminLanguage, around the whole
 * back-office, decides the language: the account's choice once the server has told it, before that
 * (the login page, the first moment after a reload) the last choice made in this browser, and
 * without either the browser's own preference.
 */
import { createContext, use, useContext, useEffect, useState, type ReactNode } from 'react';
import { isLocale, prefersSwahili, type Locale } from '../domain/locale';
import { ADMIN_CATALOGUE, type AdminCatalogue } from '../domain/texts/adminCatalogue';
import { UiTextsProvider } from '../ui/texts';
import { tracked } from '../ui/tracked';
import { SessionContext } from './session/session';

export type { AdminCatalogue };

const AdminTextsContext = createContext<AdminCatalogue>(ADMIN_CATALOGUE);
const AdminLanguageContext = createContext<{ locale: Locale; choose: (locale: Locale) => Promise<void> }>({
  locale: 'en',
  choose: () => Promise.resolve(),
});

/** The back-office's texts for everything below it, the design system's own words included. */
export function AdminTextsProvider({ texts, children }: { texts: AdminCatalogue; children: ReactNode }) {
  return (
    <AdminTextsContext value={texts}>
      <UiTextsProvider texts={texts.ui}>{children}</UiTextsProvider>
    </AdminTextsContext>
  );
}

/** Everything the back-office writes, in the account's language. */
export function useAdminTexts(): AdminCatalogue {
  return useContext(AdminTextsContext);
}

/** The back-office's language (for dates through Intl) and the way to choose another. */
export function useAdminLanguage() {
  return useContext(AdminLanguageContext);
}

let loading: Promise<AdminCatalogue> | undefined;

/** The Swahili back-office catalogue, one chunk, loaded once; a failed download is tried again by the next call. */
export function loadAdminSwahili(): Promise<AdminCatalogue> {
  loading ??= tracked(
    import('../domain/texts/sw/admin').then(
      (module) => module.ADMIN_CATALOGUE_SW,
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ),
  );
  return loading;
}

let shown: Promise<AdminCatalogue> | undefined;

/**
 * What a Swahili screen renders with: the catalogue, or English when it cannot be downloaded (a
 * phone without signal), so the back-office still works; the switch's next choice tries again.
 */
function swahiliOrEnglish(): Promise<AdminCatalogue> {
  shown ??= tracked(loadAdminSwahili().catch(() => ADMIN_CATALOGUE));
  return shown;
}

/** The back-office's texts in `locale`, for a text that outlives the screen it was made on (a message for the next one). */
export function adminTextsFor(locale: Locale): Promise<AdminCatalogue> {
  return locale === 'sw' ? loadAdminSwahili() : Promise.resolve(ADMIN_CATALOGUE);
}

/** A language's texts could not be downloaded: the choice changed nothing. */
export class LanguageUnavailable extends Error {
  constructor() {
    super('The texts of that language could not be downloaded.');
  }
}

/** Where this browser keeps the last language chosen, for the screens shown before an account is known. */
export const ADMIN_LANGUAGE_KEY = 'tucasa.adminLanguage';

function storedLocale(): Locale | null {
  try {
    const value = window.localStorage.getItem(ADMIN_LANGUAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

function store(locale: Locale): void {
  try {
    window.localStorage.setItem(ADMIN_LANGUAGE_KEY, locale);
  } catch {
    // Private mode without storage: the account still keeps the choice.
  }
}

const browserLocale = (): Locale => (prefersSwahili(navigator.languages ?? [navigator.language]) ? 'sw' : 'en');

/**
 * The language of the whole back-office below it, with its texts (suspending while Swahili's
 * download). `preferred` stands for the browser's preference where another decides (Storybook's
 * toolbar).
 */
export function AdminLanguage({ preferred, children }: { preferred?: Locale; children: ReactNode }) {
  const session = useContext(SessionContext);
  const email = session?.email ?? null;
  // A choice made here, for whoever made it: another login in this tab starts from its own account's.
  const [chosen, setChosen] = useState<{ email: string | null; locale: Locale } | null>(null);
  const [stored, setStored] = useState(storedLocale);
  const account = session?.status === 'authenticated' ? session.language : null;
  const wanted = (chosen?.email === email ? chosen.locale : null) ?? account ?? stored ?? preferred ?? browserLocale();
  const texts = wanted === 'sw' ? use(swahiliOrEnglish()) : ADMIN_CATALOGUE;
  // English when the Swahili texts could not be downloaded: the switch then offers Swahili again.
  const locale = texts === ADMIN_CATALOGUE ? 'en' : wanted;

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  // The account's choice is this browser's too: the next login page is already in it.
  useEffect(() => {
    if (account) store(account);
  }, [account]);

  // Shown at once and kept in this browser; then kept with the account, which may fail (the caller
  // says so: the screens stay in the language chosen, for this browser only).
  const choose = async (next: Locale) => {
    // Loaded first, so the screen changes language in one step instead of going blank meanwhile.
    if (next === 'sw') {
      await loadAdminSwahili().catch(() => {
        throw new LanguageUnavailable();
      });
      shown = undefined;
    }
    store(next);
    setStored(next);
    setChosen({ email, locale: next });
    if (session?.status === 'authenticated') await session.chooseLanguage(next);
  };

  return (
    <AdminLanguageContext value={{ locale, choose }}>
      <AdminTextsProvider texts={texts}>{children}</AdminTextsProvider>
    </AdminLanguageContext>
  );
}

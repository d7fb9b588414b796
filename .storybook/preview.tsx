import { useLayoutEffect, type ReactNode } from 'react';
import type { Preview } from '@storybook/react-vite';
import { isCommonAssetRequest } from 'msw';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { MemoryRouter } from 'react-router-dom';
import { configure } from 'storybook/test';
import '../src/ui/tokens.css';
import '../src/ui/global.css';
import { summarizeActionEvents } from './actionsInBrief';
import { VIEWPORTS } from './viewports';
import { isLocale, type Locale } from '../src/domain/locale';
import { TIMINGS } from '../src/domain/timings';
import { UiTimingsProvider } from '../src/ui/timings';
import { LocaleProvider, loadSwahili, loadSwahiliPages } from '../src/public/locale';
import { RichTextsProvider } from '../src/public/writtenText';
import { parseRichText } from '../src/domain/richText';
import { ADMIN_LANGUAGE_KEY, AdminLanguage, loadAdminSwahili } from '../src/admin/texts';

// A story's waits (findBy…, waitFor) allow 15 s, not Testing Library's 1 s: on a slow machine, with
// the suites running side by side, a story's answer or progress came after 1 s and the story failed
// (a fresh clone's npm test, 2026-11-27, vitest 16.6 min against 6.9 min on a faster one), and on a
// day this machine ran at half its speed (2026-11-30, vitest 31 min) after 5 s. Only a failing wait
// takes longer; none asserts that something takes under a given time.
configure({ asyncUtilTimeout: 15_000 });

export type Theme = 'dark' | 'light';

/**
 * The admins' texts parsed at once, as the server's render parses them: a page's story shows their
 * links from its first frame (the browser's lazy parser is the e2e suite's: public-links.spec.ts).
 */
const RICH_TEXTS = { documents: {}, parse: parseRichText };

/** Extra parameters the project's stories may set. */
export interface ProjectParameters {
  /** Initial history of the MemoryRouter every story is wrapped in. */
  router?: { initialEntries?: string[]; initialIndex?: number };
  /**
   * `false` leaves the story out of the screenshot regression (stories/visual.ts); `'one-width'`
   * shoots it at 375 px only, and checks it is the same picture on a 1280 px canvas.
   */
  screenshot?: boolean | 'one-width';
  /**
   * A CSS selector of what the screenshot covers with a plain box: what the browser draws itself and
   * animates beyond any page style (a video's own controls and their loading spinner), or what shows
   * the address the story is served from (an account link: its port is the test server's).
   */
  screenshotMask?: string;
  /** Palette: the public site is dark, the admin back-office light. */
  theme?: Theme;
  /** Space around the story (default true). Whole pages set `pad: false`. */
  pad?: boolean;
}

// The palette is chosen on <html> so that the page background, and portals rendered
// into <body> (dialogs, banners), take it as well, not only the story's own subtree.
function ThemeRoot({ theme, children }: { theme: Theme; children: ReactNode }) {
  useLayoutEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  return children;
}

/** A global chosen from the toolbar: a menu of `items`, which shows the chosen one as its title. */
const toolbarMenu = (description: string, title: string, icon: 'globe' | 'contrast', items: { value: string; title: string }[]) => ({
  description,
  toolbar: { title, icon, items, dynamicTitle: true },
});

/** The story's language: the toolbar's (every story reviewable in Swahili, issue 31), else English. */
const localeOf = (globals: Record<string, unknown>): Locale => (isLocale(globals.locale) ? globals.locale : 'en');

/**
 * msw-storybook-addon's start of the mock worker, but for where the worker is: beside the story frame
 * (Vite's base, which Storybook sets to the frame's folder), not at the host's root, where the
 * addon looks by default. A static Storybook is often served under a path (Chromatic, GitHub Pages,
 * a folder of a review server): every story there failed to register the worker (issue 45).
 */
async function startMockWorker() {
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    // The addon's rule: a request no story mocks is reported, but not Storybook's and Vite's own files.
    onUnhandledRequest(request, print) {
      if (isCommonAssetRequest(request) || /\.mdx$|sb-common-assets|iframe\.html|@vite|\/virtual:|\.stories\./.test(request.url)) return;
      print.warning();
    },
  });
  return worker;
}

const preview: Preview = {
  loaders: [
    mswLoader(startMockWorker),
    // A spy's calls reach the Actions panel with their events in brief, not the page serialized.
    summarizeActionEvents,
    // The Swahili catalogues before a Swahili story renders, as a Swahili page's start waits for it
    // (src/boot.tsx). The back-office's language is kept in the browser (src/admin/texts.tsx): each
    // story starts from the toolbar's, never from what a story before it chose.
    async ({ globals }) => {
      if (localeOf(globals) !== 'sw') {
        localStorage.removeItem(ADMIN_LANGUAGE_KEY);
        return {};
      }
      localStorage.setItem(ADMIN_LANGUAGE_KEY, 'sw');
      // The back-office's language follows the browser's key (AdminLanguage, in the decorator below).
      return { swahili: await loadSwahili(), swahiliPages: await loadSwahiliPages(), adminSwahili: await loadAdminSwahili() };
    },
  ],
  initialGlobals: { theme: 'dark', locale: 'en' },
  globalTypes: {
    locale: toolbarMenu('Language of the site texts (English at the specification addresses, Swahili under /sw/)', 'Language', 'globe', [
      { value: 'en', title: 'English' },
      { value: 'sw', title: 'Kiswahili' },
    ]),
    theme: toolbarMenu('Colour palette (public pages are dark, admin pages light)', 'Theme', 'contrast', [
      { value: 'dark', title: 'Dark (public)' },
      { value: 'light', title: 'Light (admin)' },
    ]),
  },
  parameters: {
    // axe violations fail `vitest --project=storybook` (and show as errors in the a11y panel).
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: { options: VIEWPORTS },
    // Padding comes from the decorator below (parameters.pad), the same in Storybook and in tests.
    layout: 'fullscreen',
  },
  decorators: [
    (Story, { parameters, globals }) => {
      const params = parameters as ProjectParameters;
      const theme: Theme = params.theme ?? (globals.theme as Theme | undefined) ?? 'dark';
      const router = params.router ?? {};
      return (
        <ThemeRoot theme={theme}>
          <MemoryRouter initialEntries={router.initialEntries ?? ['/']} initialIndex={router.initialIndex}>
            {/* What the app gives the design system (src/ui): the specification's timings, as src/app/App.tsx
                does, and its words in the story's language (LocaleProvider, AdminLanguage). */}
            <UiTimingsProvider timings={TIMINGS}>
              <LocaleProvider locale={localeOf(globals)}>
                <AdminLanguage preferred={localeOf(globals)}>
                  <RichTextsProvider value={RICH_TEXTS}>
                    {params.pad === false ? <Story /> : <div style={{ padding: 'var(--space-4)' }}><Story /></div>}
                  </RichTextsProvider>
                </AdminLanguage>
              </LocaleProvider>
            </UiTimingsProvider>
          </MemoryRouter>
        </ThemeRoot>
      );
    },
  ],
};

export default preview;

import { lazy, Suspense, useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, matchRoutes, Route, Routes, useLocation } from 'react-router-dom';
import '../ui/tokens.css';
import '../ui/global.css';
import { PublicLayout } from '../public/layout/PublicLayout';
import type { SendContactMessage } from '../features/messages/public/ContactModal';
import { NotFoundPage } from './NotFoundPage';
import { PageFallback } from './PageFallback';
import { ScrollToTop } from './ScrollToTop';
import { PAGE_ENTRIES, type KeyedPageEntry } from '../kinds/pages';
import { ADMIN_ROUTES } from '../kinds/paths';
import { localeOfPath, localizedRoutes } from '../domain/locale';
import { LocaleProvider } from '../public/locale';
import { InitialDataProvider, type InitialData } from '../api/initialData';
import { TIMINGS } from '../domain/timings';
import { APP_RUNNING } from '../domain/pageData';
import { UiTimingsProvider } from '../ui/timings';
import { keepVisitedPage, startServiceWorker } from '../serviceWorker';

/** A page's component; an item page shows `notFound` for an unknown or deleted ID. */
type PageComponent = ComponentType<{ notFound?: ReactNode }> | ComponentType<object>;

/** Each page's module, by its name in the page table; each is a chunk of its own, so a visitor downloads only the page they open. */
const PAGE_MODULES: Readonly<Record<string, () => Promise<{ default: PageComponent }>>> = {
  // Keyed as Vite names them ('../features/books/public/BookPage.tsx'); the page table names them from the root.
  ...import.meta.glob<{ default: PageComponent }>('../features/*/public/*Page.tsx'),
  '../public/pages/HomePage.tsx': () => import('../public/pages/HomePage'),
  '../public/pages/SearchPage.tsx': () => import('../public/pages/SearchPage'),
};

function pageComponent(entry: KeyedPageEntry): PageComponent {
  const load = PAGE_MODULES[entry.module.replace(/^src\//, '../')];
  // A page the table names but no folder of pages has (the tests and the dev server say it; a build leaves it out).
  if (import.meta.env.DEV && !load) throw new Error(`The page table's ${entry.key} names ${entry.module}, which is no page module of a kind's public/, the home page or the search page.`);
  return lazy(load!);
}

/** A route per entry of the page table (src/kinds/pages.ts). */
const PAGE_ROUTES = PAGE_ENTRIES.map((entry) => ({ entry, Component: pageComponent(entry) }));

// The whole back-office sits behind this one import: no public page ever loads admin code.
const AdminApp = lazy(() => import('../admin/AdminApp'));

function Page({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageFallback />}>{children}</Suspense>;
}

// The footer's sender, fetched at the first send (with the e-mail client it loads then): most
// visitors never write, and every page's first download is held to its budget (decision 034).
const sendContactMessage: SendContactMessage = (message) => import('../features/messages/public/send').then((send) => send.sendContactMessage(message));

// The server answers 404 for what neither this table nor these know: both read them from paths.ts.
const ADMIN_ROUTE_OBJECTS = ADMIN_ROUTES.map((path) => ({ path }));

/** The route table (spec section 2), without the router: stories and tests wrap it in a MemoryRouter. */
export function AppRoutes() {
  const location = useLocation();
  // On an admin path AdminApp renders in place of this table, not inside one of its routes: its own
  // <Routes> then see the whole URL (absolute paths, no prefix to strip), just as when a story
  // mounts it bare, and React Router has no parent route to warn about.
  if (matchRoutes(ADMIN_ROUTE_OBJECTS, location)) {
    return (
      <Suspense fallback={<PageFallback />}>
        <AdminApp />
      </Suspense>
    );
  }
  return (
    // It suspends only on the way from an English page to a Swahili one whose texts are not loaded
    // yet (the switch starts loading them as it is pointed at): React Router navigates in a
    // transition, so the English page stays until they are there. No boundary here: the server's
    // render and the hydration find the texts loaded, and a boundary would wrap the page's markup in
    // its comments.
    <LocaleProvider locale={localeOfPath(location.pathname)}>
      <PublicRoutes />
    </LocaleProvider>
  );
}

function PublicRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout sendMessage={sendContactMessage} />}>
        {/* Each page at its English address and its Swahili one (/sw/...): one route each, so that
            the switch between them mounts the page anew, in the other language. */}
        {PAGE_ROUTES.flatMap(({ entry, Component }) =>
          localizedRoutes(entry.path).map((path) => {
            const page = <Component {...(entry.item ? { notFound: <NotFoundPage /> } : {})} />;
            // Keyed by its path: React mounts the other language's page anew (its reads in its words).
            return <Route key={path} path={path} element={<Page key={path}>{page}</Page>} />;
          }),
        )}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

/**
 * The whole site inside a router: the browser's BrowserRouter, or the server's StaticRouter
 * (entry-server.tsx). The design system's timings are the specification's (its words come with the
 * page's language: LocaleProvider, AdminLanguage).
 */
export function Site({ initialData }: { initialData?: InitialData | undefined }) {
  return (
    <UiTimingsProvider timings={TIMINGS}>
      <InitialDataProvider data={initialData}>
        <ScrollToTop />
        <AppRoutes />
      </InitialDataProvider>
    </UiTimingsProvider>
  );
}

/** Each page the app opens after the first, kept by the service worker for reading offline (issue 32). */
function KeepVisitedPages() {
  const { pathname, search } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    // The first is the page loaded whole: the worker saw it (or is given it when it starts).
    if (first.current) first.current = false;
    else if (import.meta.env.PROD) keepVisitedPage(`${location.origin}${pathname}${search}`);
  }, [pathname, search]);
  return null;
}

/** `initialData`: the API answers the server wrote into the page (api/initialData.tsx). */
export function App({ initialData }: { initialData?: InitialData | undefined }) {
  // Once the page is the app's (an effect runs after the hydration's commit), in the built site only,
  // in a task of its own: not one more part of the task that runs the page's effects (issue 32).
  useEffect(() => {
    // The app's effects run after every component's own: from here the page's listeners (the search
    // shortcut, the links' handlers) are in place. What a test waits for before pressing a key.
    document.documentElement.setAttribute(APP_RUNNING, '');
    if (!import.meta.env.PROD) return;
    const timer = setTimeout(startServiceWorker);
    return () => clearTimeout(timer);
  }, []);
  return (
    <BrowserRouter>
      <KeepVisitedPages />
      <Site initialData={initialData} />
    </BrowserRouter>
  );
}

import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, matchRoutes, Route, Routes, useLocation } from 'react-router-dom';
import '../ui/tokens.css';
import '../ui/global.css';
import { PublicLayout } from '../public/layout/PublicLayout';
import { sendContactMessage } from '../public/contact/send';
// Home is the page most visitors open first and its hero is the largest paint: no extra round trip.
import HomePage from '../public/pages/HomePage';
import { NotFoundPage } from './NotFoundPage';
import { PageFallback } from './PageFallback';
import { ScrollToTop } from './ScrollToTop';
import { ADMIN_ROUTES, ITEM_ROUTES, paths } from '../domain/paths';
import { InitialDataProvider, type InitialData } from '../api/initialData';

// Every other page is its own chunk: a visitor downloads only the page they open.
const GalleryPage = lazy(() => import('../public/pages/GalleryPage'));
const BookPage = lazy(() => import('../public/pages/BookPage'));
const CalendarPage = lazy(() => import('../public/pages/CalendarPage'));
const ChaplaincyPage = lazy(() => import('../public/pages/ChaplaincyPage'));
const SummitPage = lazy(() => import('../public/pages/SummitPage'));
// Each item's own page (issue 12), its chunk beside its list's.
const AnnouncementPage = lazy(() => import('../public/pages/AnnouncementPage'));
const CalendarEventPage = lazy(() => import('../public/pages/CalendarEventPage'));
const AlbumPage = lazy(() => import('../public/pages/AlbumPage'));
const SummitEditionPage = lazy(() => import('../public/pages/SummitEditionPage'));
// The whole back-office sits behind this one import: no public page ever loads admin code.
const AdminApp = lazy(() => import('../admin/AdminApp'));

function Page({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageFallback />}>{children}</Suspense>;
}

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
    <Routes>
      <Route element={<PublicLayout sendMessage={sendContactMessage} />}>
        <Route index element={<HomePage />} />
        <Route path={paths.gallery} element={<Page><GalleryPage /></Page>} />
        <Route path={paths.book} element={<Page><BookPage /></Page>} />
        <Route path={paths.calendar} element={<Page><CalendarPage /></Page>} />
        <Route path={paths.chaplaincy} element={<Page><ChaplaincyPage /></Page>} />
        <Route path={paths.summit} element={<Page><SummitPage /></Page>} />
        <Route path={ITEM_ROUTES.announcement} element={<Page><AnnouncementPage notFound={<NotFoundPage />} /></Page>} />
        <Route path={ITEM_ROUTES.calendarEvent} element={<Page><CalendarEventPage notFound={<NotFoundPage />} /></Page>} />
        <Route path={ITEM_ROUTES.album} element={<Page><AlbumPage notFound={<NotFoundPage />} /></Page>} />
        <Route path={ITEM_ROUTES.summitEdition} element={<Page><SummitEditionPage notFound={<NotFoundPage />} /></Page>} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

/** The whole site inside a router: the browser's BrowserRouter, or the server's StaticRouter (entry-server.tsx). */
export function Site({ initialData }: { initialData?: InitialData | undefined }) {
  return (
    <InitialDataProvider data={initialData}>
      <ScrollToTop />
      <AppRoutes />
    </InitialDataProvider>
  );
}

/** `initialData`: the API answers the server wrote into the page (api/initialData.tsx). */
export function App({ initialData }: { initialData?: InitialData | undefined }) {
  return (
    <BrowserRouter>
      <Site initialData={initialData} />
    </BrowserRouter>
  );
}

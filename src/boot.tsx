import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { readInitialData } from './api/initialData';
import { localeOfPath } from './domain/locale';
import { swahiliStart } from './public/locale';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App initialData={readInitialData()} />
  </StrictMode>
);
// A public page comes rendered by the server (decision 013): the app takes over its markup. The
// back-office (and a server without its render) sends an empty root. As a transition, React works
// in slices of a few milliseconds and lets the browser answer a tap between them, instead of one
// task of 100-200 ms on a slow phone (issue 12: long tasks held the Total Blocking Time over 150 ms).
const start = () =>
  startTransition(() => {
    if (root.firstElementChild) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
// A Swahili page's texts first (preloaded by the page's head): hydrated without them, the page would
// suspend. When they cannot be downloaded, the page stays as the server sent it, whole and readable,
// its links plain links, rather than be taken over by an app that cannot say its words. An English
// page starts in the task after the one that evaluated this chunk (React DOM and the app's modules):
// together they were one task of 60-80 ms at a phone's speed, which a tap waited for (issue 32: over
// 50 ms, a task counts in the Total Blocking Time).
if (localeOfPath(location.pathname) === 'sw') void swahiliStart(location.pathname).then(start, (error: unknown) => console.error('The Swahili texts did not load; the page stays as sent.', error));
else setTimeout(start);

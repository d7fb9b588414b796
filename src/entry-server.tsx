/**
 * The server's render of a public page (decision 013): built by `vite build --ssr` into dist-ssr/
 * (never served), loaded by server/web/render.ts. The same tree as main.tsx, under a StaticRouter,
 * with the page's API answers, so the browser's hydration finds the markup it would render itself.
 */
import { StrictMode } from 'react';
// The edge build, not Node's: Node's keeps each render's request in an AsyncLocalStorage, and once
// one has run, Node tracks every promise of the process for it (about 7 % of the API's CPU under
// load, measured with --cpu-prof). Renders here need no such store: they preload nothing outside one.
import { prerender } from 'react-dom/static.edge';
import { StaticRouter } from 'react-router-dom';
import { Site } from './app/App';
import type { InitialData } from './api/initialData';
import { localeOfPath } from './domain/locale';
import { swahiliStart } from './public/locale';

/**
 * The HTML of `url`'s page (path and query) with `initialData`, once every lazy chunk and
 * Suspense boundary has resolved: the visitor without JavaScript reads the whole page, not fallbacks.
 */
export async function render(url: string, initialData: InitialData): Promise<string> {
  if (localeOfPath(url) === 'sw') await swahiliStart(url);
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={url}>
        <Site initialData={initialData} />
      </StaticRouter>
    </StrictMode>,
    // Every boundary written in place: a large one is otherwise sent apart and moved in by a script,
    // which a browser without JavaScript never runs.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

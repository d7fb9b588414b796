/**
 * The server's render of a public page (decision 013): built by `vite build --ssr` into dist-ssr/
 * (never served), loaded by server/render.ts. The same tree as main.tsx, under a StaticRouter,
 * with the page's API answers, so the browser's hydration finds the markup it would render itself.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { Site } from './app/App';
import type { InitialData } from './api/initialData';

/**
 * The HTML of `url`'s page (path and query) with `initialData`, once every lazy chunk and
 * Suspense boundary has resolved: the visitor without JavaScript reads the whole page, not fallbacks.
 */
export async function render(url: string, initialData: InitialData): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={url}>
        <Site initialData={initialData} />
      </StaticRouter>
    </StrictMode>,
    // Every boundary written in place: a large one is otherwise sent apart and moved in by a script,
    // which a browser without JavaScript never runs.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

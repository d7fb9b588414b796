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
import type { RichDocument } from './domain/richText';
import { swahiliStart } from './public/locale';
import { RichTextsProvider } from './public/writtenText';

// Imported as the browser imports it (public/writtenText.tsx), so that the two builds split it alike.
const richText = import('./domain/richText');

/** The documents of texts parsed lately: the same announcements are drawn on page after page. */
const parsedTexts = new Map<string, RichDocument>();
const PARSED_TEXTS_KEPT = 500;

function parseKept(text: string, parse: (text: string) => RichDocument): RichDocument {
  let document = parsedTexts.get(text);
  if (!document) {
    if (parsedTexts.size >= PARSED_TEXTS_KEPT) parsedTexts.delete(parsedTexts.keys().next().value!);
    parsedTexts.set(text, (document = parse(text)));
  }
  return document;
}

/**
 * The HTML of `url`'s page (path and query) with `initialData`, once every lazy chunk and
 * Suspense boundary has resolved: the visitor without JavaScript reads the whole page, not fallbacks.
 * `texts` is given the document of each admin's text it drew (written into the page for the hydration).
 */
export async function render(url: string, initialData: InitialData, texts = new Map<string, RichDocument>()): Promise<string> {
  const { parseRichText } = await richText;
  const parseText = (text: string) => {
    let document = texts.get(text);
    if (!document) texts.set(text, (document = parseKept(text, parseRichText)));
    return document;
  };
  if (localeOfPath(url) === 'sw') await swahiliStart(url);
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={url}>
        <RichTextsProvider value={{ documents: {}, parse: parseText }}>
          <Site initialData={initialData} />
        </RichTextsProvider>
      </StaticRouter>
    </StrictMode>,
    // Every boundary written in place: a large one is otherwise sent apart and moved in by a script,
    // which a browser without JavaScript never runs.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

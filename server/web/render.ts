/**
 * The server's render of a public page (decision 013): the page's API reads (src/kinds/pages.ts)
 * answered in process, the React app rendered with them by the server bundle that `npm run build`
 * writes beside the website (dist-ssr/ for dist/, never served), and both put into index.html: the
 * markup in the root element, the answers in a JSON script the app's hooks start from. A browser
 * without JavaScript reads the page; with it, the app takes the markup over without a fetch.
 *
 * The server imports no React code of src/: it loads the built bundle at run time. Without one (a
 * build from before it, a test's small build) pages are sent as index.html alone.
 */
import { existsSync, realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { INITIAL_DATA_ID, RICH_TEXT_KEY } from '../../src/domain/pageData.js';
import { scriptJson } from '../http/html.js';
import { matchPage } from '../follow/pages.js';
import { FRAME_READS, pageReads } from '../../src/kinds/pages.js';
import { PAGE_READ_HEADER } from '../http/server-options.js';

/** How long the page waits for one of its API reads: past it, the page is rendered as if it had failed. */
export const READ_TIMEOUT_MS = 2000;

/** `texts` is given the document of each admin's text the page draws (entry-server.tsx). */
type RenderFn = (url: string, initialData: Record<string, unknown>, texts: Map<string, unknown>) => Promise<string>;

/** One request's API answers (null: failed or too slow), each read once however many ask for it. */
export type Answers = (apiPath: string) => Promise<unknown>;

export function answersOf(app: FastifyInstance): Answers {
  const reads = new Map<string, Promise<unknown>>();
  return (apiPath) => {
    let read = reads.get(apiPath);
    if (!read) {
      let timer: NodeJS.Timeout | undefined;
      read = Promise.race([
        // Marked as the render's own: the request log has the visitor's page, not its parts.
        app.inject({ method: 'GET', url: apiPath, headers: { [PAGE_READ_HEADER]: '1' } }).then((res) => (res.statusCode === 200 ? res.json<unknown>() : null)),
        new Promise<null>((resolve) => {
          timer = setTimeout(() => resolve(null), READ_TIMEOUT_MS);
        }),
      ])
        .catch(() => null)
        .finally(() => clearTimeout(timer));
      reads.set(apiPath, read);
    }
    return read;
  };
}

/** The bundle's place: beside the website's folder, its name with '-ssr' (dist → dist-ssr). */
export function serverBundleOf(staticDir: string): string {
  return `${staticDir.replace(/[\\/]+$/, '')}-ssr/entry-server.js`;
}

export interface PageRender {
  /**
   * `document` with the page at `url` rendered into its root element, and the answers it was
   * rendered with beside it; null for a back-office URL or when the render fails (then the page is
   * sent without, and the app renders in the browser as before).
   */
  fill(document: string, url: string, answers: Answers): Promise<string | null>;
}

/** The render of the bundle beside `staticDir`; null when there is none. */
export async function loadPageRender(staticDir: string, log: FastifyBaseLogger, options: { ownApi: boolean }): Promise<PageRender | null> {
  const bundle = serverBundleOf(staticDir);
  if (!existsSync(bundle)) return null;
  // By its real path: a page's chunk imports the bundle back by its own real path, and through a
  // symlinked folder (a release linked into place) the two would be two modules, each with its own
  // copy of every context the app provides, so that a lazy page found none of its providers.
  const { render } = (await import(pathToFileURL(realpathSync(bundle)).href)) as { render: RenderFn };
  return {
    async fill(document, url, answers) {
      const [urlPath, query = ''] = url.split('?') as [string, string?];
      const match = matchPage(urlPath);
      if (match?.kind === 'admin') return null;
      const root = document.indexOf('<div id="root"></div>');
      if (root < 0) return null;
      // A website built to call another API gets its data there: rendered without, it loads it as before.
      // An unknown address is the not-found page, in the same frame.
      const reads = options.ownApi ? (match ? pageReads(match.entry, new URLSearchParams(query), match.locale) : FRAME_READS) : [];
      const data = Object.fromEntries(await Promise.all(reads.map(async (apiPath) => [apiPath, await answers(apiPath)] as const)));
      let markup: string;
      const texts = new Map<string, unknown>();
      try {
        // React puts the resources it hoists (the hero's preload) first: the head already announces the page's picture.
        markup = (await render(url, data, texts)).replace(/^(?:<link\b[^>]*>)+/, '');
      } catch (error) {
        log.error({ err: error, url }, 'Rendering the page failed; sending it without its content.');
        return null;
      }
      // The documents of the admins' texts it drew, for the hydration to draw the same (src/public/writtenText.tsx).
      const written = texts.size > 0 ? { ...data, [RICH_TEXT_KEY]: Object.fromEntries(texts) } : data;
      const script = `<script type="application/json" id="${INITIAL_DATA_ID}">${scriptJson(written)}</script>`;
      const end = root + '<div id="root">'.length;
      // Chromium paints a page it has parsed in part: with half the header's links parsed, or the
      // footer not yet, the links at the right and the footer at the bottom move as the rest comes
      // (layout shifts of up to 0.086 in the e2e runs, 5 loads of 84 at 4x CPU here). The first
      // paint waits for the data script after the root, that is for the whole page (Chromium 124+;
      // others ignore it). Its `id` is the target: Chromium ends the wait once it is in the document.
      const head = Math.max(document.lastIndexOf('</head>', root), 0);
      const wait = head ? `  <link rel="expect" href="#${INITIAL_DATA_ID}" blocking="render">\n  ` : '';
      return `${document.slice(0, head)}${wait}${document.slice(head, end)}${markup}</div>${script}${document.slice(end + '</div>'.length)}`;
    },
  };
}

/**
 * The single-page app's index.html, sent for every page URL, with what that page needs on arrival
 * announced in its head: the page's chunks and styles (from Vite's manifest), the API call its
 * first screen makes and its largest picture (the home hero, the gallery's first tile, the book's
 * cover, the first summit's outfit). The browser fetches them beside the main script instead of
 * after it has run: on a throttled phone that is a round trip or two less, and the largest paint
 * no longer waits for the JavaScript to find its picture. When the build has its server render
 * (render.ts), a public page also comes rendered, with its API answers in it: then its styles are
 * linked instead of preloaded, and its API call is not announced (it is not made).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/index.js';
import { NOINDEX, pageHead } from './meta.js';
import { attr } from '../http/html.js';
import { answersOf, loadPageRender, type Answers, type PageRender } from './render.js';
import { pageEntryOf } from '../follow/pages.js';
import { PAGE_ENTRIES, type KeyedPageEntry, type PageKey } from '../../src/kinds/pages.js';
import { PAGE_PICTURES, type PageAnswer } from '../../src/kinds/pagePictures.js';
import { bundledHeroImage, type HeroImage } from '../../src/features/settings/rules.js';
import { localeOfPath, showsPagesWords } from '../../src/domain/locale.js';

interface ManifestChunk {
  /** The chunk's name, when it has one of its own (the app's: vite.config.ts). */
  name?: string;
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The part of index.html's head that is each page's own (its title and description), between two
 * comments: a public page's head is written in its place (meta.ts), the back-office and
 * unknown URLs keep it, marked noindex. A template without it (built before it) is sent as it is.
 */
const PAGE_HEAD = /^[ \t]*<!-- page-head\b[\s\S]*?-->\r?\n([\s\S]*?)^[ \t]*<!-- \/page-head -->\r?\n/m;

/** The chunk of the app itself, which the entry imports after the first paint (src/main.tsx; named in vite.config.ts). */
const BOOT_CHUNK = 'boot';

/** The Swahili catalogue's chunk (src/public/locale.tsx loads it; named in vite.config.ts): a Swahili page's app waits for it before it starts. */
const SWAHILI_CHUNK = 'sw';
/** The Swahili words of the list and item pages (src/public/locale.tsx loads them): a Swahili page but the home page waits for them too. */
const SWAHILI_PAGES_MODULE = 'src/domain/texts/sw/pages.ts';

/** index.html's language, as the template writes it. */
const TEMPLATE_LANG = '<html lang="en">';

const unique = (files: string[]) => [...new Set(files)];

/** The page's own chunks and styles: its module and what it imports, less what index.html loads anyway. */
function chunksOf(manifest: Manifest, module: string): { js: string[]; css: string[] } {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const loaded = new Set([...(entry?.imports ?? []).map((key) => manifest[key]?.file), entry?.file, ...(entry?.css ?? [])]);
  const seen = new Set<string>();
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || seen.has(key)) return;
    seen.add(key);
    if (!loaded.has(chunk.file)) js.add(chunk.file);
    for (const file of chunk.css ?? []) if (!loaded.has(file)) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(module);
  return { js: [...js], css: [...css] };
}

export interface SpaDocument {
  /**
   * index.html for the URL: with its path's page's own head (absolute links from `origin`) and,
   * for a public page, its hints; rendered with the query where its page reads one (the search page).
   */
  html(url: string, origin: string, now: Date): Promise<string>;
  /** index.html as built (noindex), with nothing read from the database: the app loads what it can itself. */
  shell(): string;
}

/**
 * Reads index.html and the build's manifest once. Without a manifest (a build from before it was
 * switched on) every page gets index.html as it is. `app` answers the API calls whose answers
 * decide a page's largest picture, in process, exactly as the page will get them.
 */
export function createSpaDocument(staticDir: string, app: FastifyInstance, options: { ownApi?: boolean; db: Db }): SpaDocument {
  // A website built to call another API (VITE_API_BASE) asks that one for its data and pictures:
  // this server's answers would name the wrong ones, so only the chunks are announced.
  const ownApi = options.ownApi ?? true;
  const template = readFileSync(path.join(staticDir, 'index.html'), 'utf8');
  const manifestFile = path.join(staticDir, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : {};
  const built = (key: string) => (manifest[key] ? `/${manifest[key].file}` : null);
  const heroUrls = ['480', '960', '1600'].map((w) => built(`src/features/settings/public/hero-${w}.webp`));
  const defaultHero: HeroImage | null = heroUrls.every(Boolean)
    ? bundledHeroImage({ 480: heroUrls[0]!, 960: heroUrls[1]!, 1600: heroUrls[2]! })
    : null;

  // The server's render, when the build has one (render.ts): a page rendered with its data needs no fetch hint.
  const renderer: Promise<PageRender | null> = loadPageRender(staticDir, app.log, { ownApi }).catch((error: unknown) => {
    app.log.error({ err: error }, 'Loading the server render failed; pages are sent without their content.');
    return null;
  });
  // Each page's own chunks and styles (its `module`'s, and its `chunk`'s), and the first of its
  // reads, fetched early when it is not rendered.
  const hints = new Map<PageKey, { fetch: string | null; js: string[]; css: string[] }>();
  for (const entry of PAGE_ENTRIES) {
    const modules = [entry.module, ...(entry.chunk ? [entry.chunk] : [])].filter((module) => manifest[module]);
    const files = modules.map((module) => chunksOf(manifest, module));
    if (files.length) hints.set(entry.key, { fetch: entry.reads[0] ?? null, js: unique(files.flatMap((f) => f.js)), css: unique(files.flatMap((f) => f.css)) });
  }
  // The app itself, which the entry imports once the page is painted (src/main.tsx).
  const bootKey = Object.keys(manifest).find((key) => manifest[key]!.name === BOOT_CHUNK);
  const appChunks = bootKey ? chunksOf(manifest, bootKey) : { js: [], css: [] };
  // The Swahili chunk's files, less the app's (fetched after the first paint, src/main.tsx).
  const bootFiles = new Set([...appChunks.js, ...(bootKey ? [manifest[bootKey]!.file] : [])]);
  const swahiliKey = Object.keys(manifest).find((key) => manifest[key]!.name === SWAHILI_CHUNK);
  const swahiliChunks = swahiliKey ? chunksOf(manifest, swahiliKey).js.filter((file) => !bootFiles.has(file)) : [];
  // And the Swahili words of the list and item pages, which the home page does without.
  const swahiliPagesChunks = manifest[SWAHILI_PAGES_MODULE] ? chunksOf(manifest, SWAHILI_PAGES_MODULE).js.filter((file) => !bootFiles.has(file) && !swahiliChunks.includes(file)) : [];
  /** A module's preload link; `low`: asked for after what the first paint needs (below, lowEntry). */
  const modulePreload = (file: string, low: boolean) => `<link rel="modulepreload"${low ? ' fetchpriority="low"' : ''} crossorigin href="/${attr(file)}">`;
  /** The page's hint links; `rendered`: the page comes with its markup and data (render.ts). */
  function hintLinks(page: KeyedPageEntry | null, rendered: boolean): string {
    // Any other page (the back-office, an unknown URL) needs the app alone.
    const hint = (page && hints.get(page.key)) || { fetch: null, js: [], css: [] };
    return [
      // Its answer is in the page when rendered: nothing to fetch.
      ...(ownApi && !rendered && hint.fetch ? [`<link rel="preload" href="${attr(hint.fetch)}" as="fetch" crossorigin="anonymous">`] : []),
      // Rendered, the page is read before any script runs: its code is fetched after the first
      // paint (src/main.tsx), not beside the page's styles and pictures.
      ...(rendered ? [] : unique([...appChunks.js, ...hint.js]).map((file) => modulePreload(file, false))),
      // A rendered page's markup needs its styles before the first paint (and a browser without
      // JavaScript has no other way to get them). Unrendered, they are preloaded, not linked: the
      // page's import links them itself before it renders, and a stylesheet here would hold the
      // first paint back for styles the header does not need.
      ...unique([...appChunks.css, ...hint.css]).map((file) =>
        rendered ? `<link rel="stylesheet" crossorigin href="/${attr(file)}">` : `<link rel="preload" as="style" crossorigin href="/${attr(file)}">`,
      ),
    ]
      .map((link) => `    ${link}\n`)
      .join('');
  }

  /** The page's largest picture on arrival (its entry's rule, pagePictures.ts), announced with the srcset and sizes of its <img>. */
  async function picturePreload(page: KeyedPageEntry, answers: Answers): Promise<string> {
    const answer: PageAnswer = <T>(url: string) => answers(url) as Promise<T | null>;
    const picture = ownApi && page.picture ? await PAGE_PICTURES[page.picture](answer, { defaultHero }) : null;
    if (!picture) return '';
    const srcset = picture.srcSet ? ` imagesrcset="${attr(picture.srcSet)}" imagesizes="${attr(picture.sizes ?? '100vw')}"` : '';
    return `    <link rel="preload" as="image" href="${attr(picture.src)}"${srcset} fetchpriority="high">\n`;
  }

  // A rendered page's code only runs after its first paint (src/main.tsx), so the entry, and on a
  // Swahili page its words, are asked for at low priority: the styles and pictures of that paint
  // get the bandwidth first, and the paint does not look held back by them (Lighthouse's simulation
  // counts a high-priority script that arrives before the first paint as blocking it: it put an
  // announcement's paint 110-160 ms behind the same page with its scripts blocked).
  const entryFile = Object.values(manifest).find((chunk) => chunk.isEntry)?.file;
  const entryTag = entryFile ? `<script type="module" crossorigin src="/${attr(entryFile)}"></script>` : null;
  const lowEntry = (html: string) => (entryTag ? html.replace(entryTag, entryTag.replace('<script ', '<script fetchpriority="low" ')) : html);

  const ownHead = PAGE_HEAD.exec(template);
  /** index.html with `head` in place of its page head; by default the built one, marked noindex (the back-office, unknown URLs). */
  const withHead = (head = ownHead ? `${ownHead[1]}    ${NOINDEX}\n` : '') =>
    ownHead ? `${template.slice(0, ownHead.index)}${head}${template.slice(ownHead.index + ownHead[0].length)}` : template;
  async function withOwnHead(urlPath: string, origin: string, now: Date): Promise<string> {
    if (!ownHead) return template;
    const tags = await pageHead(options.db, urlPath, origin, now);
    return withHead(tags?.map((tag) => `    ${tag}\n`).join(''));
  }
  const shell = withHead();

  return {
    shell: () => shell,
    async html(url, origin, now) {
      const urlPath = url.split('?')[0]!;
      // By route: an item page's entry ('/announcements/:id') serves every item's URL.
      const page = pageEntryOf(urlPath);
      const hinted = page && hints.has(page.key) ? page : null;
      const answers = answersOf(app);
      const [document, picture, render] = await Promise.all([withOwnHead(urlPath, origin, now), hinted ? picturePreload(hinted, answers) : '', renderer]);
      const end = document.lastIndexOf('  </head>');
      // A Swahili page (or a Swahili URL that is none: its not-found page is in Swahili too) says so,
      // and has its texts fetched beside the page: its app waits for them before it starts.
      const swahili = localeOfPath(urlPath) === 'sw';
      const swahiliFiles = swahili ? [...swahiliChunks, ...(showsPagesWords(urlPath) ? swahiliPagesChunks : [])] : [];
      const headed = (rendered: boolean) => {
        const head = swahili ? document.slice(0, end).replace(TEMPLATE_LANG, '<html lang="sw">') : document.slice(0, end);
        const swahiliLinks = swahiliFiles.map((file) => `    ${modulePreload(file, rendered)}\n`).join('');
        return `${rendered ? lowEntry(head) : head}${picture}${hintLinks(page, rendered)}${swahiliLinks}${document.slice(end)}`;
      };
      return (render ? await render.fill(headed(true), url, answers) : null) ?? headed(false);
    },
  };
}

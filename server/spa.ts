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
import type { Db } from './db/index.js';
import { NOINDEX, attr, pageHead } from './follow/meta.js';
import { answersOf, loadPageRender, type Answers, type PageRender } from './render.js';
import { pattern } from './follow/pages.js';
import { PAGE_DATA } from '../src/domain/pageData.js';
import { paths } from '../src/domain/paths.js';
import { featuredBook, type BookInput } from '../src/domain/books.js';
import { galleryView, imageSources, type GalleryItemInput } from '../src/domain/media.js';
import { normalizeSummits, type SummitInput } from '../src/domain/summits.js';
import { bundledHeroImage, heroContent, type HeroImage, type HeroSettings } from '../src/domain/heroContent.js';
import { BOOK_COVER_SIZES, GALLERY_TILE_SIZES, HERO_SIZES, SUMMIT_OUTFIT_SIZES } from '../src/domain/pictureSizes.js';

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
 * What each public page (by route: an item page's pattern serves all its items) asks for as it
 * opens: the module of its chunk (a key of Vite's manifest); its API reads are PAGE_DATA's
 * (src/domain/pageData.ts). The e2e test 'every style of the first screen is in the HTML' fails
 * when this drifts from the pages.
 */
export const PAGE_NEEDS: Readonly<Record<string, { module: string }>> = {
  [paths.home]: { module: 'src/public/home/sections.tsx' },
  [paths.gallery]: { module: 'src/public/pages/GalleryPage.tsx' },
  [paths.book]: { module: 'src/public/pages/BookPage.tsx' },
  [paths.calendar]: { module: 'src/public/pages/CalendarPage.tsx' },
  [paths.chaplaincy]: { module: 'src/public/pages/ChaplaincyPage.tsx' },
  [paths.summit]: { module: 'src/public/pages/SummitPage.tsx' },
  // One entry serves every item's URL.
  [paths.announcementRoute]: { module: 'src/public/pages/AnnouncementPage.tsx' },
  [paths.calendarEventRoute]: { module: 'src/public/pages/CalendarEventPage.tsx' },
  [paths.albumRoute]: { module: 'src/public/pages/AlbumPage.tsx' },
  [paths.summitEditionRoute]: { module: 'src/public/pages/SummitEditionPage.tsx' },
};

/**
 * The part of index.html's head that is each page's own (its title and description), between two
 * comments: a public page's head is written in its place (follow/meta.ts), the back-office and
 * unknown URLs keep it, marked noindex. A template without it (built before it) is sent as it is.
 */
const PAGE_HEAD = /^[ \t]*<!-- page-head\b[\s\S]*?-->\r?\n([\s\S]*?)^[ \t]*<!-- \/page-head -->\r?\n/m;

/** The chunk of the app itself, which the entry imports after the first paint (src/main.tsx; named in vite.config.ts). */
const BOOT_CHUNK = 'boot';

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

/** A picture as its <img> asks for it: the preload must name the same srcset and sizes. */
interface Picture {
  src: string;
  srcSet?: string | undefined;
  sizes?: string | undefined;
}

export interface SpaDocument {
  /**
   * index.html for the URL's path: with that page's own head (absolute links from `origin`) and,
   * for a public page, its hints.
   */
  html(urlPath: string, origin: string): Promise<string>;
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
  const heroUrls = ['480', '960', '1600'].map((w) => built(`src/public/assets/hero-${w}.webp`));
  const defaultHero: HeroImage | null = heroUrls.every(Boolean)
    ? bundledHeroImage({ 480: heroUrls[0]!, 960: heroUrls[1]!, 1600: heroUrls[2]! })
    : null;

  // The server's render, when the build has one (render.ts): a page rendered with its data needs no fetch hint.
  const renderer: Promise<PageRender | null> = loadPageRender(staticDir, app.log, { ownApi }).catch((error: unknown) => {
    app.log.error({ err: error }, 'Loading the server render failed; pages are sent without their content.');
    return null;
  });
  const hints = new Map<string, { fetch: string | null; js: string[]; css: string[] }>();
  for (const [page, needs] of Object.entries(PAGE_NEEDS)) {
    if (!manifest[needs.module]) continue;
    // The first of the page's reads (src/domain/pageData.ts), fetched early when it is not rendered.
    const fetch = PAGE_DATA.find(([route]) => route === page)?.[1][0] ?? null;
    hints.set(page, { fetch, ...chunksOf(manifest, needs.module) });
  }
  // The app itself, which the entry imports once the page is painted (src/main.tsx).
  const bootKey = Object.keys(manifest).find((key) => manifest[key]!.name === BOOT_CHUNK);
  const appChunks = bootKey ? chunksOf(manifest, bootKey) : { js: [], css: [] };
  const routes = [...hints.keys()].map((page) => ({ page, re: pattern(page) }));
  /** The page's hint links; `rendered`: the page comes with its markup and data (render.ts). */
  function hintLinks(page: string, rendered: boolean): string {
    // Any other page (the back-office, an unknown URL) needs the app alone.
    const hint = hints.get(page) ?? { fetch: null, js: [], css: [] };
    return [
      // Its answer is in the page when rendered: nothing to fetch.
      ...(ownApi && !rendered && hint.fetch ? [`<link rel="preload" href="${attr(hint.fetch)}" as="fetch" crossorigin="anonymous">`] : []),
      // Rendered, the page is read before any script runs: its code is fetched after the first
      // paint (src/main.tsx), not beside the page's styles and pictures.
      ...(rendered ? [] : unique([...appChunks.js, ...hint.js]).map((file) => `<link rel="modulepreload" crossorigin href="/${attr(file)}">`)),
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

  /** Each page's largest picture on arrival, by the same rules (and code) as the page. */
  const pictures: Record<string, (answer: <T>(url: string) => Promise<T | null>) => Promise<Picture | null>> = {
    async [paths.home](answer) {
      if (!defaultHero) return null;
      const { image } = heroContent(await answer<HeroSettings>('/api/settings'), '', defaultHero);
      return { src: image.src, srcSet: image.srcSet, sizes: HERO_SIZES };
    },
    async [paths.gallery](answer) {
      const first = galleryView((await answer<GalleryItemInput[]>('/api/media')) ?? [], '', '')[0]?.files[0];
      if (!first || first.isVideo) return null;
      return { ...imageSources(first.path, ''), sizes: GALLERY_TILE_SIZES };
    },
    async [paths.book](answer) {
      const image = featuredBook(await answer<BookInput[]>('/api/annual-books'), '')?.image;
      return image ? { ...imageSources(image, ''), sizes: BOOK_COVER_SIZES } : null;
    },
    async [paths.summit](answer) {
      const outfit = normalizeSummits((await answer<SummitInput[]>('/api/summits')) ?? [])[0]?.OutfitImage;
      return outfit ? { ...imageSources(outfit, ''), sizes: SUMMIT_OUTFIT_SIZES } : null;
    },
  };

  async function picturePreload(page: string, answers: Answers): Promise<string> {
    const picture = ownApi ? await pictures[page]?.(<T>(url: string) => answers(url) as Promise<T | null>) : null;
    if (!picture) return '';
    const srcset = picture.srcSet ? ` imagesrcset="${attr(picture.srcSet)}" imagesizes="${attr(picture.sizes ?? '100vw')}"` : '';
    return `    <link rel="preload" as="image" href="${attr(picture.src)}"${srcset} fetchpriority="high">\n`;
  }

  const ownHead = PAGE_HEAD.exec(template);
  /** index.html with `head` in place of its page head; by default the built one, marked noindex (the back-office, unknown URLs). */
  const withHead = (head = ownHead ? `${ownHead[1]}    ${NOINDEX}\n` : '') =>
    ownHead ? `${template.slice(0, ownHead.index)}${head}${template.slice(ownHead.index + ownHead[0].length)}` : template;
  async function withOwnHead(urlPath: string, origin: string): Promise<string> {
    if (!ownHead) return template;
    const tags = await pageHead(options.db, urlPath, origin);
    return withHead(tags?.map((tag) => `    ${tag}\n`).join(''));
  }
  const shell = withHead();

  return {
    shell: () => shell,
    async html(urlPath, origin) {
      // By route: an item page's entry ('/announcements/:id') serves every item's URL.
      const page = routes.find(({ re }) => re.test(urlPath))?.page ?? urlPath;
      const hinted = hints.has(page);
      const answers = answersOf(app);
      const [document, picture, render] = await Promise.all([withOwnHead(urlPath, origin), hinted ? picturePreload(page, answers) : '', renderer]);
      const end = document.lastIndexOf('  </head>');
      const headed = (rendered: boolean) => `${document.slice(0, end)}${picture}${hintLinks(page, rendered)}${document.slice(end)}`;
      return (render ? await render.fill(headed(true), urlPath, answers) : null) ?? headed(false);
    },
  };
}

/**
 * What a link fetcher (WhatsApp, Facebook, a search engine) reads about a page: its title, its
 * description, its own URL and the picture a shared link previews with. Pure rules; the server
 * writes them into the page's head (server/web/meta.ts) and makes the pictures.
 */

import { DEFAULT_SUBTITLE_TEXT, SHORT_NAME } from '../brand';
import { documentTitle, listPageHeading, listPageTitle, type PublicPage } from './pageTitle';
import { calendarDateView } from '../domain/dates';
import { FOLLOW_TEXTS } from '../domain/follow';
import { UNTITLED_GALLERY_EVENT } from '../features/albums/rules';
import { isVideoPath } from '../domain/imageSources';
import { ITEM_KINDS, PAGES, itemPath, listPageEntry, type ItemKind } from './pages';
import type { FocalPoint, PictureDetails } from '../domain/pictures';
import { UNTITLED_EVENT, UNTITLED_SUMMIT } from '../domain/unnamed';
import { wordList, type Locale } from '../domain/locale';

/** Longest description written: link previews show two or three lines, search results about 160 characters. */
export const DESCRIPTION_LENGTH = 160;

/** Every preview picture is a JPEG of this size: WhatsApp and Facebook show it large, uncropped. */
export const PREVIEW_IMAGE = { width: 1200, height: 630, type: 'image/jpeg', maxBytes: 300_000 } as const;

/** The path segment of each item kind's preview picture, `/og/{kind}/{id}.jpg` (openapi.yaml): its page's first segment. */
export type PreviewImageKind = (typeof PAGES)[ItemKind]['path'] extends infer P ? (P extends `/${infer S}/${string}` ? S : never) : never;

const segmentOf = (kind: ItemKind) => PAGES[kind].path.split('/')[1] as PreviewImageKind;

/** The item kind of each preview picture's path segment (the server's; marked pure, the browser's bundle leaves it out). */
export const PREVIEW_IMAGE_KINDS = /* @__PURE__ */ (() => Object.fromEntries(ITEM_KINDS.map((kind) => [segmentOf(kind), kind])))() as Readonly<
  Record<PreviewImageKind, ItemKind>
>;

/** The branded picture of pages that have none of their own (openapi.yaml `ogDefaultImage`). */
export const DEFAULT_PREVIEW_IMAGE = '/og/default.jpg';

/** og:site_name. */
export const SITE_NAME = SHORT_NAME;

/** An item as the database holds it, read into what its preview needs. */
export type PreviewItem =
  | { kind: 'announcement'; id: number; title: string; description: string | null; image: string | null; createdAt: string; imageFocus?: FocalPoint | null }
  | { kind: 'calendarEvent'; id: number; event: string; date: string | null; description: string }
  | { kind: 'album'; id: number; title: string; description: string | null; files: readonly string[]; fileDetails?: Readonly<Record<string, PictureDetails>> }
  | {
      kind: 'summitEdition';
      id: number;
      title: string;
      outfitImage: string | null;
      timetable: string | null;
      posters: readonly string[];
      outfitFocus?: FocalPoint | null;
      posterDetails?: Readonly<Record<string, PictureDetails>>;
    };

export interface PageMeta {
  /** The document's title (browser tab, search result). */
  title: string;
  /** The page's or the item's own name: og:title. */
  heading: string;
  description: string;
  /** The page's path; its canonical URL is the public origin followed by it. */
  path: string;
  /** 'article' for an announcement (it has a publication time), else 'website'. */
  type: 'website' | 'article';
  /** The preview picture's path (with a version query when it is made from an upload). */
  image: string;
  imageAlt: string;
}

/** Text on one line, cut at a word to at most `max` characters with an ellipsis when longer. */
export function excerpt(text: string | null | undefined, max = DESCRIPTION_LENGTH): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

export { documentTitle, listPageTitle, type PublicPage };

/** The meta of a public list page (its texts from the page table), or null for a path that is none. */
export function listPageMeta(page: string): PageMeta | null {
  const entry = listPageEntry(page);
  if (!entry) return null;
  return {
    title: listPageTitle(entry.path),
    heading: listPageHeading(entry.path),
    description: entry.head.description,
    path: entry.path,
    type: 'website',
    image: DEFAULT_PREVIEW_IMAGE,
    imageAlt: DEFAULT_SUBTITLE_TEXT,
  };
}

/**
 * The upload an item previews with: an announcement's image, an album's first picture (videos
 * skipped), a summit's outfit or else its first poster. Events have none. Null when there is none.
 */
export function previewSource(item: PreviewItem): string | null {
  switch (item.kind) {
    case 'announcement':
      return item.image || null;
    case 'album':
      return item.files.find((file) => !isVideoPath(file)) ?? null;
    case 'summitEdition':
      return item.outfitImage || item.posters[0] || null;
    case 'calendarEvent':
      return null;
  }
}

/** The focal point the preview is cropped around: that of the picture previewSource chose, if it has one. */
export function previewFocus(item: PreviewItem): FocalPoint | null {
  const source = previewSource(item);
  if (!source) return null;
  switch (item.kind) {
    case 'announcement':
      return item.imageFocus ?? null;
    case 'album':
      return item.fileDetails?.[source]?.focus ?? null;
    case 'summitEdition':
      return item.outfitImage ? (item.outfitFocus ?? null) : (item.posterDetails?.[source]?.focus ?? null);
    case 'calendarEvent':
      return null;
  }
}

// An upload's name starts with 32 random hex digits, new for every stored file: its first eight
// tell one picture from the one that replaced it.
const UPLOAD_ID = /^\/?uploads\/([0-9a-f]{8})[0-9a-f]{24}/i;

/** FNV-1a, 32 bits, in 8 hex digits: a version that changes with what it is made of (no crypto in the browser's code). */
function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0');
}

/**
 * The path of an item's preview picture: its own when it has an upload, else the branded default.
 * Its version changes with the picture and with its focal point, so a moved point is fetched anew.
 */
export function previewImagePath(item: PreviewItem): string {
  const id = UPLOAD_ID.exec(previewSource(item) ?? '')?.[1]?.toLowerCase();
  if (!id) return DEFAULT_PREVIEW_IMAGE;
  const focus = previewFocus(item);
  const version = focus ? fnv1a(`${id}@${focus.x},${focus.y}`) : id;
  return `/og/${segmentOf(item.kind)}/${item.id}.jpg?v=${version}`;
}

/** What an item without a name of its own is called (its own record: the browser's pages need only this of ITEM_HEAD_TEXTS). */
const UNNAMED: Readonly<Record<ItemKind, string>> = {
  announcement: FOLLOW_TEXTS.newsTitle,
  calendarEvent: UNTITLED_EVENT,
  album: UNTITLED_GALLERY_EVENT,
  summitEdition: UNTITLED_SUMMIT,
};

/** An item's name (an announcement's or album's title, an event's name), or what one without is called. */
export function itemName(kind: ItemKind, name: string, unnamed: Readonly<Record<ItemKind, string>> = UNNAMED): string {
  return name.trim() || unnamed[kind];
}

/** The item's name, as its page shows it. */
export function itemHeading(item: PreviewItem, texts: ItemHeadTexts = ITEM_HEAD_TEXTS): string {
  return itemName(item.kind, item.kind === 'calendarEvent' ? item.event : item.title, texts.unnamed);
}

/**
 * An item page's document title, from the item's name: the server's and the app's are the same. (The
 * app's names are read in its page's language already: domain/calendar.ts, summits.ts, media.ts.)
 */
export function itemPageTitle(kind: ItemKind, name: string): string {
  return documentTitle(itemName(kind, name));
}

/** What a summit has, counted for its description. */
export interface SummitFacts {
  outfit: boolean;
  timetable: boolean;
  posters: number;
}

/**
 * The words an item page's description is made of when the item gives none of its own (issue 31:
 * ITEM_HEADS of texts/sw/serverTexts.ts on a Swahili page, which only the server reads).
 */
export interface ItemHeadTexts {
  /** The language the page is in, for its dates. */
  locale: Locale;
  /** What an item without a name of its own is called. */
  unnamed: Readonly<Record<ItemKind, string>>;
  /** An announcement without a description: 'TUCASA Announcements: {title}'. */
  announcement: (heading: string) => string;
  /** An event with neither date nor description: the calendar's name. */
  calendarEvent: string;
  /** An album without a description. */
  album: (heading: string) => string;
  /** A summit, from what it has: 'TUCASA summit: outfit, timetable and 3 posters.' */
  summit: (facts: SummitFacts) => string;
}

export const ITEM_HEAD_TEXTS: ItemHeadTexts = {
  locale: 'en',
  unnamed: UNNAMED,
  announcement: (heading) => `${FOLLOW_TEXTS.newsTitle}: ${heading}`,
  calendarEvent: FOLLOW_TEXTS.calendarName,
  album: (heading) => `Photos and videos of ${heading}, in the ${SHORT_NAME} Gallery.`,
  summit: ({ outfit, timetable, posters }) => {
    const parts = [outfit ? 'outfit' : '', timetable ? 'timetable' : '', posters ? `${posters} poster${posters === 1 ? '' : 's'}` : ''].filter(Boolean);
    return parts.length ? `${SHORT_NAME} summit: ${wordList(parts, 'and')}.` : `A ${SHORT_NAME} summit.`;
  },
};

function itemDescription(item: PreviewItem, heading: string, texts: ItemHeadTexts): string {
  switch (item.kind) {
    case 'announcement':
      return excerpt(item.description) || texts.announcement(heading);
    case 'calendarEvent': {
      const { date } = calendarDateView(item.date, texts.locale);
      return excerpt(item.date ? `${date}. ${item.description}` : item.description) || texts.calendarEvent;
    }
    case 'album':
      return excerpt(item.description) || texts.album(heading);
    case 'summitEdition':
      return texts.summit({ outfit: Boolean(item.outfitImage), timetable: Boolean(item.timetable), posters: item.posters.length });
  }
}

/** The meta of an item's own page, in the language of `texts` (English by default). */
export function itemPageMeta(item: PreviewItem, texts: ItemHeadTexts = ITEM_HEAD_TEXTS): PageMeta {
  const heading = itemHeading(item, texts);
  return {
    title: documentTitle(heading),
    heading,
    description: itemDescription(item, heading, texts),
    path: itemPath(item.kind, item.id),
    type: item.kind === 'announcement' ? 'article' : 'website',
    image: previewImagePath(item),
    imageAlt: heading,
  };
}

/**
 * The largest picture of a page on arrival, found from its API answers by the same rules (and code)
 * as the page: the server announces it in the head (server/web/spa.ts), so the browser fetches it beside
 * the page instead of after the script has found it. A page names its rule in the page table
 * (pages.ts `picture`); each rule reads only what its page reads.
 */

import { featuredBook, type BookInput } from '../features/books/rules';
import { heroContent, type HeroImage, type HeroSettings } from '../features/settings/rules';
import { imageSources } from '../domain/imageSources';
import { galleryView, type GalleryItemInput } from '../features/albums/rules';
import { BOOK_COVER_SIZES, GALLERY_TILE_SIZES, HERO_SIZES, SUMMIT_OUTFIT_SIZES } from '../domain/pictureSizes';
import { normalizeSummits, type SummitInput } from '../features/summits/rules';

/** A picture as its <img> asks for it: the preload must name the same srcset and sizes. */
export interface Picture {
  src: string;
  srcSet?: string | undefined;
  sizes?: string | undefined;
}

/** One of the page's API answers (null: failed or too slow), as the page will get it. */
export type PageAnswer = <T>(apiPath: string) => Promise<T | null>;

interface PictureContext {
  /** The bundled hero picture under the build's names; null when the build has none. */
  defaultHero: HeroImage | null;
}

type PictureFinder = (answer: PageAnswer, context: PictureContext) => Promise<Picture | null>;

export const PAGE_PICTURES = {
  /** The home hero: the uploaded picture, else the bundled one. */
  async hero(answer, { defaultHero }) {
    if (!defaultHero) return null;
    const { image } = heroContent(await answer<HeroSettings>('/api/settings'), '', defaultHero);
    return { src: image.src, srcSet: image.srcSet, sizes: HERO_SIZES };
  },
  /** The gallery's first tile (the newest event's first file), unless it is a video. */
  async firstGalleryTile(answer) {
    const first = galleryView((await answer<GalleryItemInput[]>('/api/media')) ?? [], '', '')[0]?.files[0];
    if (!first || first.isVideo) return null;
    return { ...imageSources(first.path, ''), sizes: GALLERY_TILE_SIZES };
  },
  /** The book of the year's cover. */
  async featuredBookCover(answer) {
    const image = featuredBook(await answer<BookInput[]>('/api/annual-books'), '')?.image;
    return image ? { ...imageSources(image, ''), sizes: BOOK_COVER_SIZES } : null;
  },
  /** The first summit's outfit. */
  async firstSummitOutfit(answer) {
    const outfit = normalizeSummits((await answer<SummitInput[]>('/api/summits')) ?? [])[0]?.OutfitImage;
    return outfit ? { ...imageSources(outfit, ''), sizes: SUMMIT_OUTFIT_SIZES } : null;
  },
} satisfies Record<string, PictureFinder>;

export type PictureRule = keyof typeof PAGE_PICTURES;

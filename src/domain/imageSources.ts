/**
 * Where a stored file is fetched from and the responsive image sources of uploaded images, for
 * every kind with pictures: in a module of its own, so that the main chunk (the home page's hero)
 * does not carry the gallery's rules and dates, nor a kind another's.
 *
 * The API base is a parameter everywhere (src/api/client.ts exports it as API_BASE) so this
 * module stays free of I/O and configuration.
 */

const ABSOLUTE = /^https?:\/\//i;

/**
 * The URL of a stored file. http(s) URLs are used as they are; any other path gets the API base
 * in front with exactly one slash between ('uploads/a.webp' or '/uploads/a.webp' with base
 * 'https://api.example/' -> 'https://api.example/uploads/a.webp'; with base '' -> '/uploads/a.webp').
 * null when there is no path.
 */
export function resolveFileUrl(path: string | null | undefined, base: string): string | null {
  if (typeof path !== 'string') return null;
  const trimmed = path.trim();
  if (trimmed === '') return null;
  if (ABSOLUTE.test(trimmed)) return trimmed;
  return `${base.replace(/\/+$/, '')}/${trimmed.replace(/^\/+/, '')}`;
}

/** resolveFileUrl, or the placeholder when there is no path. */
export function resolveFileUrlOr(path: string | null | undefined, base: string, placeholder: string): string {
  return resolveFileUrl(path, base) ?? placeholder;
}

/** Widths of the resized copies the server makes of every uploaded image (openapi.yaml, info). */
export const IMAGE_VARIANT_WIDTHS = [480, 960, 1600] as const;

const UPLOADED_IMAGE = /^(\/?uploads\/[0-9a-f]+-(\d+)x(\d+))\.webp$/i;

export interface ImageSources {
  src: string;
  /** '<url> 480w, ..., <url> <w>w' for an uploaded image; undefined for any other path. */
  srcSet: string | undefined;
  /** Pixel size read from the name; null for paths not named by the server's convention. */
  width: number | null;
  height: number | null;
}

/**
 * The <img> attributes of a stored image. An upload named 'uploads/<hex>-<w>x<h>.webp' has a copy
 * 'uploads/<hex>-<w>x<h>-<v>w.webp' for each v of 480, 960 and 1600 smaller than w; the srcset lists
 * those and the original at its own width. Other paths (absolute URLs, older uploads) give just src.
 * src is the placeholder when there is no path.
 */
export function imageSources(path: string | null | undefined, base: string, placeholder = ''): ImageSources {
  const src = resolveFileUrlOr(path, base, placeholder);
  const m = path ? UPLOADED_IMAGE.exec(path.trim()) : null;
  if (!m) return { src, srcSet: undefined, width: null, height: null };
  const stem = m[1] ?? '';
  const width = Number(m[2]);
  const height = Number(m[3]);
  const candidates = IMAGE_VARIANT_WIDTHS.filter((v) => v < width).map((v) => `${resolveFileUrl(`${stem}-${v}w.webp`, base)} ${v}w`);
  candidates.push(`${src} ${width}w`);
  return { src, srcSet: candidates.join(', '), width, height };
}

/** The <img> size attributes of a stored image: its sources, its `sizes`, its intrinsic size. */
export interface ImageAttributes {
  src: string;
  srcSet: string | undefined;
  sizes: string | undefined;
  width: number | undefined;
  height: number | undefined;
}

/**
 * What a picture of the site gives its <img>: `sizes` only with a srcset (it means nothing
 * without one), and the size read from the name, else `fallbackSize` (the box the design gives a
 * picture whose name does not tell), else none.
 */
export function imageAttributes(sources: ImageSources, sizes?: string, fallbackSize?: readonly [width: number, height: number]): ImageAttributes {
  return {
    src: sources.src,
    srcSet: sources.srcSet,
    sizes: sources.srcSet ? sizes : undefined,
    width: sources.width ?? fallbackSize?.[0],
    height: sources.height ?? fallbackSize?.[1],
  };
}

const STORED_IMAGE = /^([0-9a-f]+-(\d+)x(\d+))(?:-(\d+)w)?\.webp$/i;

/**
 * The copy one size smaller of a stored image, by file name ('<hex>-<w>x<h>[-<v>w].webp'): the
 * largest of IMAGE_VARIANT_WIDTHS below the one asked for. Null when the name is no stored image or
 * is already the smallest it has. What a visitor who asked to save data (`Save-Data: on`) gets; the
 * home page's hero, the largest picture a page has, comes at the smallest size (`step`).
 */
export function smallerImageName(name: string, step: 'one size' | 'smallest' = 'one size'): string | null {
  const m = STORED_IMAGE.exec(name);
  if (!m) return null;
  const asked = Number(m[4] ?? m[2]);
  const below = IMAGE_VARIANT_WIDTHS.filter((v) => v < asked && v < Number(m[2]));
  const smaller = step === 'smallest' ? below[0] : below.at(-1);
  return smaller === undefined ? null : `${m[1]}-${smaller}w.webp`;
}

export const VIDEO_EXTENSIONS = ['mp4', 'mov', 'webm'] as const;

/** True for a path or URL ending in .mp4, .mov or .webm, in any case, ignoring a query or fragment. */
export function isVideoPath(path: string | null | undefined): boolean {
  if (!path) return false;
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const dot = bare.lastIndexOf('.');
  if (dot < 0 || dot < bare.lastIndexOf('/')) return false;
  return (VIDEO_EXTENSIONS as readonly string[]).includes(bare.slice(dot + 1).toLowerCase());
}

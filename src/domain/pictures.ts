/**
 * A picture's alt text, its "decorative" mark and its focal point (decision 024): what an answer
 * holds and how the pages render it. The forms' rules are in pictureForms.ts.
 */

export interface FocalPoint {
  /** 0 at the left edge, 1 at the right. */
  x: number;
  /** 0 at the top edge, 1 at the bottom. */
  y: number;
}

/** As openapi.yaml's PictureDetails. */
export interface PictureDetails {
  alt: string | null;
  decorative: boolean;
  focus: FocalPoint | null;
}

export const NO_PICTURE_DETAILS: PictureDetails = { alt: null, decorative: false, focus: null };

/**
 * The `alt` a page writes: empty for a decorative picture, the alt text when there is one, else
 * what the page wrote before alt texts existed (a title, or nothing).
 */
export function pictureAlt(details: PictureDetails | null | undefined, fallback = ''): string {
  if (details?.decorative) return '';
  return details?.alt ?? fallback;
}

/** CSS object-position keeping the focal point in view when a picture is cropped; undefined: centred. */
export function focusPosition(details: PictureDetails | null | undefined): string | undefined {
  const focus = details?.focus;
  if (!focus) return undefined;
  const pct = (n: number) => `${Math.round(n * 1000) / 10}%`;
  return `${pct(focus.x)} ${pct(focus.y)}`;
}

const coordinate = (n: unknown) => (typeof n === 'number' && n >= 0 && n <= 1 ? n : null);

/** Details as an answer holds them (unchecked input), or null when there are none or they make no sense. */
export function readPictureDetails(value: unknown): PictureDetails | null {
  if (!value || typeof value !== 'object') return null;
  const { alt, decorative, focus } = value as Record<string, unknown>;
  const f = focus && typeof focus === 'object' ? (focus as Record<string, unknown>) : null;
  const x = coordinate(f?.x);
  const y = coordinate(f?.y);
  const details = {
    alt: typeof alt === 'string' && alt.trim() ? alt.trim() : null,
    decorative: decorative === true,
    focus: x !== null && y !== null ? { x, y } : null,
  };
  return details.alt === null && !details.decorative && !details.focus ? null : details;
}

/** An answer's details by path (FileDetails, PosterDetails), unchecked input: what makes no sense is left out. */
export function readDetailsByPath(value: unknown): Record<string, PictureDetails> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).flatMap(([path, raw]) => {
      const details = readPictureDetails(raw);
      return details ? [[path, details]] : [];
    }),
  );
}

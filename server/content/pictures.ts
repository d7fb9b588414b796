/**
 * A picture's details (decision 024) between its columns (`{picture}_alt`, `_decorative`,
 * `_focus_x`, `_focus_y`), the wire (openapi.yaml PictureDetails) and a form's fields.
 */
import { badRequest } from '../http/errors.js';
import type { Form } from '../files/multipart.js';
import { NO_PICTURE_DETAILS, type PictureDetails } from '../../src/domain/pictures.js';
import { pictureDetailsFrom } from '../../src/domain/pictureForms.js';

/** A row's columns of picture `P`, as stored. */
type Stored<P extends string> = { [K in `${P}_alt`]: string | null } & { [K in `${P}_decorative`]: number } & {
  [K in `${P}_focus_x` | `${P}_focus_y`]: number | null;
};

/**
 * The details a row stores for picture `picture` (a column name, such as 'image'), as answered:
 * left out when there are none, so a picture without any answers what it did before (decision 024).
 */
export function detailsOf<P extends string>(row: Stored<P>, picture: P): PictureDetails | undefined {
  const details = storedDetails(row, picture);
  return details.alt === null && !details.decorative && !details.focus ? undefined : details;
}

/** The details a row stores for picture `picture`, none included. */
export function storedDetails<P extends string>(row: Stored<P>, picture: P): PictureDetails {
  const r = row as unknown as Record<string, string | number | null>;
  const x = r[`${picture}_focus_x`];
  const y = r[`${picture}_focus_y`];
  return {
    alt: (r[`${picture}_alt`] as string | null) ?? null,
    decorative: Number(r[`${picture}_decorative`]) === 1,
    focus: typeof x === 'number' && typeof y === 'number' ? { x, y } : null,
  };
}

/** The columns that store `details` for picture `picture`. */
export function detailsColumns<P extends string>(picture: P, details: PictureDetails): Stored<P> {
  return {
    [`${picture}_alt`]: details.alt,
    [`${picture}_decorative`]: details.decorative ? 1 : 0,
    [`${picture}_focus_x`]: details.focus?.x ?? null,
    [`${picture}_focus_y`]: details.focus?.y ?? null,
  } as Stored<P>;
}

/**
 * The details a save stores for the picture of form field `field`: those sent, the rest kept from
 * `current` unless the picture is replaced (a new picture keeps none of the old one's). 400 naming
 * the field when they cannot be; checked before any file is stored.
 */
export function detailsFromForm(fields: Form['fields'], field: string, current: PictureDetails | null, replaced: boolean): PictureDetails {
  const result = pictureDetailsFrom(fields, field, replaced || !current ? NO_PICTURE_DETAILS : current);
  if ('error' in result) throw badRequest(result.error, result.field);
  return result.ok;
}

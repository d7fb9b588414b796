/** A picture's details (decision 024) as the server makes them of a form, for the write handlers. */
import { NO_PICTURE_DETAILS, type PictureDetails } from '../../src/domain/pictures';
import { pictureDetailsFrom } from '../../src/domain/pictureForms';

/**
 * `{ ImageDetails }` (or the key given) as the server answers it after this form: the details sent
 * over those kept (none kept when the picture is replaced), left out when there are none.
 */
export function imageDetailsFromForm(form: Record<string, string[]>, field: string, current: PictureDetails | undefined, key = 'ImageDetails') {
  const fields = Object.fromEntries(Object.entries(form).map(([name, values]) => [name, values[0]]));
  const result = pictureDetailsFrom(fields, field, form[field] ? NO_PICTURE_DETAILS : (current ?? NO_PICTURE_DETAILS));
  if ('error' in result) return {};
  const d = result.ok;
  return d.alt === null && !d.decorative && !d.focus ? {} : { [key]: d };
}

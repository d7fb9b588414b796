/** Summits (tag summits): the back-office's calls (writes, counts). Kept apart from the public reads so a visitor's pages never download the upload code. */
import type { components } from '../../../../shared/api-schema';
import type { CallOptions } from '../../../api/client';
import { inputError } from '../../../api/errors';
import { checkId } from '../../../api/checkId';
import type { MultipartForm } from '../../../api/multipart';
import { requireToken } from '../../../api/token';
import type { UploadOptions } from '../../../api/upload';
import type { Summit } from '../api';
import { deleteById, postForm, putForm } from '../../../api/admin/write';
import { checkPosters, checkSummitCreatePayload } from '../checks';
import { SUMMIT_TEXTS } from '../../../domain/texts/checksTexts';

type S = components['schemas'];
/** title, outfit_image: File, timetable: File (PDF), posters?: File[] (sent as repeated 'posters'). */
export type SummitCreateInput = MultipartForm<S['SummitCreateForm'], 'outfit_image' | 'timetable' | 'posters'>;
/** Every field optional; posters sent as 'posters[0]', 'posters[1]', ... and, when any is sent, replace the current ones. */
export type SummitUpdateInput = MultipartForm<S['SummitUpdateForm'], 'outfit_image' | 'timetable' | 'posters'>;

/** POST /api/summits/create (multipart), after the client checks of spec section 5. */
export async function createSummit(input: SummitCreateInput, options: UploadOptions = {}): Promise<Summit> {
  requireToken();
  const fault = checkSummitCreatePayload({
    title: input.title,
    outfitImage: input.outfit_image,
    timetable: input.timetable,
    posters: input.posters,
  });
  if (fault) throw inputError(fault);
  return postForm('/api/summits/create', input, options);
}

/** PUT /api/summits/{id}/update (multipart, indexed posters). */
export async function updateSummit(id: number, input: SummitUpdateInput, options: UploadOptions = {}): Promise<Summit> {
  // The refusals come in the order of every write (no token, then a bad id), before the summit's own.
  requireToken();
  checkId(id);
  if (input.title !== undefined && (typeof input.title !== 'string' || input.title.trim() === '')) {
    throw inputError(SUMMIT_TEXTS.titleMustBeString);
  }
  const fault = checkPosters(input.posters);
  if (fault) throw inputError(fault);
  return putForm('/api/summits/{id}/update', id, input, options, { indexed: ['posters'] });
}

/** DELETE /api/summits/{id}/delete. */
export const deleteSummit = (id: number, options?: CallOptions) => deleteById('/api/summits/{id}/delete', id, options);

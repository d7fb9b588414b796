/** Summits (tag summits): the back-office's calls (writes, counts). Kept apart from the public reads so a visitor's pages never download the upload code. */
import type { components } from '../schema';
import { api, type CallOptions } from '../client';
import { checkId, unwrap, inputError } from '../errors';
import { multipartInit, type MultipartForm } from '../multipart';
import { requireToken } from '../token';
import type { UploadOptions } from '../upload';
import type { Summit } from '../summits';
import { SUMMIT_TEXTS, checkPosters, checkSummitCreatePayload } from '../../domain/summits';

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
  return unwrap(api.POST('/api/summits/create', multipartInit<S['SummitCreateForm']>(input, options)));
}

/** PUT /api/summits/{id}/update (multipart, indexed posters). */
export async function updateSummit(id: number, input: SummitUpdateInput, options: UploadOptions = {}): Promise<Summit> {
  requireToken();
  const path = { id: checkId(id) };
  if (input.title !== undefined && (typeof input.title !== 'string' || input.title.trim() === '')) {
    throw inputError(SUMMIT_TEXTS.titleMustBeString);
  }
  const fault = checkPosters(input.posters);
  if (fault) throw inputError(fault);
  return unwrap(
    api.PUT('/api/summits/{id}/update', {
      params: { path },
      ...multipartInit<S['SummitUpdateForm']>(input, options, { indexed: ['posters'] }),
    }),
  );
}

/** DELETE /api/summits/{id}/delete. */
export async function deleteSummit(id: number, options: CallOptions = {}): Promise<S['MessageResponse']> {
  requireToken();
  return unwrap(api.DELETE('/api/summits/{id}/delete', { params: { path: { id: checkId(id) } }, signal: options.signal }));
}

/** The trash (tag trash): what the back-office's deletes moved there, restored or deleted for good. */
import type { components } from '../../../shared/api-schema';
import { api, type CallOptions } from '../client';
import { ApiError, expectArray, inputError, unwrap } from '../errors';
import { checkId } from '../checkId';
import { requireToken } from '../token';
import { trashThumbnailName } from '../../domain/trashPictures';

type S = components['schemas'];
export type TrashItem = S['TrashItem'];
export type TrashType = S['TrashType'];

/** GET /api/trash: every trashed item, the most recently deleted first. */
export async function listTrash(options: CallOptions = {}): Promise<TrashItem[]> {
  requireToken();
  return expectArray<TrashItem>(await unwrap(api.GET('/api/trash', { signal: options.signal })));
}

const target = (type: TrashType, id: number) => ({ params: { path: { type, id: checkId(id) } } });

/** POST /api/trash/{type}/{id}/restore: the item back on the website, with its files. */
export async function restoreTrashItem(type: TrashType, id: number) {
  requireToken();
  return unwrap(api.POST('/api/trash/{type}/{id}/restore', target(type, id)));
}

/** DELETE /api/trash/{type}/{id}: the item and its files gone for good. */
export async function deleteTrashItem(type: TrashType, id: number) {
  requireToken();
  return unwrap(api.DELETE('/api/trash/{type}/{id}', target(type, id)));
}

/**
 * GET /api/trash/files/{name}: a thumbnail of one of a trashed item's pictures (`Pictures`), which
 * its public URL no longer serves: the 480 px copy of a wider picture, else the picture itself.
 */
export async function trashPicture(path: string, options: CallOptions = {}): Promise<Blob> {
  requireToken();
  const name = trashThumbnailName(path);
  if (name === null) throw inputError('Not a stored picture.');
  const blob = await unwrap(api.GET('/api/trash/files/{name}', { params: { path: { name } }, parseAs: 'blob', signal: options.signal }));
  // An empty 200 leaves openapi-fetch nothing to read.
  if (!(blob instanceof Blob)) throw new ApiError('The server sent no picture.', { code: 'BAD_RESPONSE' });
  return blob;
}

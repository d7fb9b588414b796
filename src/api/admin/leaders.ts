/** Chaplaincy leaders (tag leaders): the back-office's calls (writes, counts). Kept apart from the public reads so a visitor's pages never download the upload code. */
import type { components } from '../schema';
import { api, type CallOptions } from '../client';
import { checkId, unwrap } from '../errors';
import { multipartInit, type MultipartForm } from '../multipart';
import { requireToken } from '../token';
import type { UploadOptions } from '../upload';
import type { Leader } from '../leaders';

type S = components['schemas'];
export type LeaderCounts = S['LeaderCounts'];
/** name, title (already composed, see domain/leaders composeLeaderTitle), contact, image: File. */
export type LeaderCreateInput = MultipartForm<S['LeaderCreateForm'], 'image'>;
/** As create; image optional (null or absent keeps the current photo). */
export type LeaderUpdateInput = MultipartForm<S['LeaderUpdateForm'], 'image'>;

/** GET /api/chaplaincy-leaders/count: the four totals, counted by domain/leaders countLeaders on the server. */
export async function countLeaders(options: CallOptions = {}): Promise<LeaderCounts> {
  return unwrap(api.GET('/api/chaplaincy-leaders/count', { signal: options.signal }));
}

/** POST /api/chaplaincy-leaders/create (multipart). */
export async function createLeader(input: LeaderCreateInput, options: UploadOptions = {}): Promise<Leader> {
  requireToken();
  return unwrap(api.POST('/api/chaplaincy-leaders/create', multipartInit<S['LeaderCreateForm']>(input, options)));
}

/** PUT /api/chaplaincy-leaders/{id}/update (multipart). */
export async function updateLeader(id: number, input: LeaderUpdateInput, options: UploadOptions = {}): Promise<Leader> {
  requireToken();
  const path = { id: checkId(id) };
  return unwrap(api.PUT('/api/chaplaincy-leaders/{id}/update', { params: { path }, ...multipartInit<S['LeaderUpdateForm']>(input, options) }));
}

/** DELETE /api/chaplaincy-leaders/{id}/delete. */
export async function deleteLeader(id: number, options: CallOptions = {}): Promise<S['MessageResponse']> {
  requireToken();
  return unwrap(api.DELETE('/api/chaplaincy-leaders/{id}/delete', { params: { path: { id: checkId(id) } }, signal: options.signal }));
}

/** Chaplaincy leaders (tag leaders): the back-office's calls (writes, counts). Kept apart from the public reads so a visitor's pages never download the upload code. */
import type { components } from '../../../../shared/api-schema';
import { api, type CallOptions } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import type { MultipartForm } from '../../../api/multipart';
import type { UploadOptions } from '../../../api/upload';
import type { Leader } from '../api';
import { deleteById, postForm, putForm } from '../../../api/admin/write';

type S = components['schemas'];
export type LeaderCounts = S['LeaderCounts'];
/** name, title (already composed, see rules.ts composeLeaderTitle), contact, image: File. */
export type LeaderCreateInput = MultipartForm<S['LeaderCreateForm'], 'image'>;
/** As create; image optional (null or absent keeps the current photo). */
export type LeaderUpdateInput = MultipartForm<S['LeaderUpdateForm'], 'image'>;

/** GET /api/chaplaincy-leaders/count: the four totals, counted by rules.ts countLeaders on the server. */
export async function countLeaders(options: CallOptions = {}): Promise<LeaderCounts> {
  return unwrap(api.GET('/api/chaplaincy-leaders/count', { signal: options.signal }));
}

/** POST /api/chaplaincy-leaders/create (multipart). */
export const createLeader = (input: LeaderCreateInput, options?: UploadOptions): Promise<Leader> => postForm('/api/chaplaincy-leaders/create', input, options);

/** PUT /api/chaplaincy-leaders/{id}/update (multipart). */
export const updateLeader = (id: number, input: LeaderUpdateInput, options?: UploadOptions): Promise<Leader> =>
  putForm('/api/chaplaincy-leaders/{id}/update', id, input, options);

/** DELETE /api/chaplaincy-leaders/{id}/delete. */
export const deleteLeader = (id: number, options?: CallOptions) => deleteById('/api/chaplaincy-leaders/{id}/delete', id, options);

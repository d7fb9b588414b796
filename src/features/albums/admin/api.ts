/** Gallery media items (tag media): the back-office's calls (writes, counts). Kept apart from the public reads so a visitor's pages never download the upload code. */
import type { components } from '../../../../shared/api-schema';
import { api, type CallOptions } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import type { MultipartForm } from '../../../api/multipart';
import type { UploadOptions } from '../../../api/upload';
import type { MediaItem } from '../api';
import { deleteById, postForm, putForm } from '../../../api/admin/write';

type S = components['schemas'];
export type MediaCount = S['MediaCount'];
/** event_title, description?, media_files: File[] (one at least), video_posters? with video_poster_for (videoPoster.ts posterFields). */
export type MediaCreateInput = MultipartForm<S['MediaCreateForm'], 'media_files' | 'video_posters'>;
/** event_title, description?, media_files?: new File[] to add, remove_files?: stored paths to drop. */
export type MediaUpdateInput = MultipartForm<S['MediaUpdateForm'], 'media_files' | 'video_posters'>;

/** GET /api/media/count: { total_media }. */
export async function countMedia(options: CallOptions = {}): Promise<MediaCount> {
  return unwrap(api.GET('/api/media/count', { signal: options.signal }));
}

/** POST /api/media/create (multipart, media_files repeated). Pass onProgress for upload progress. */
export const createMedia = (input: MediaCreateInput, options?: UploadOptions): Promise<MediaItem> => postForm('/api/media/create', input, options);

/** PUT /api/media/{id}: the answer is the whole updated item. */
export const updateMedia = (id: number, input: MediaUpdateInput, options?: UploadOptions): Promise<MediaItem> => putForm('/api/media/{id}', id, input, options);

/** DELETE /api/media/{id}/delete. */
export const deleteMedia = (id: number, options?: CallOptions) => deleteById('/api/media/{id}/delete', id, options);

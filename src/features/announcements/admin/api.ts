/** Announcements, also called posts (tag posts): the back-office's calls (writes, counts). Kept apart from the public reads so a visitor's pages never download the upload code. */
import type { components } from '../../../../shared/api-schema';
import { api, type CallOptions } from '../../../api/client';
import { expectArray, unwrap } from '../../../api/errors';
import { requireToken } from '../../../api/token';
import type { MultipartForm } from '../../../api/multipart';
import type { UploadOptions } from '../../../api/upload';
import type { Post } from '../api';
import { deleteById, postForm, putForm } from '../../../api/admin/write';

type S = components['schemas'];
/** title, description?, image?: File, attachment?: File (PDF), status?, publish_at?, unpublish_at?; on update null or absent keeps the current file. */
export type PostInput = MultipartForm<S['PostForm'], 'image' | 'attachment'>;

/** GET /api/posts/all: every announcement, drafts and scheduled ones too, oldest first (admin). */
export async function listAllPosts(options: CallOptions = {}): Promise<Post[]> {
  requireToken();
  return expectArray<Post>(await unwrap(api.GET('/api/posts/all', { signal: options.signal })));
}

/** POST /api/posts/create (multipart). Without a stored token: ApiError 'No token found. Please login.' */
export const createPost = (input: PostInput, options?: UploadOptions): Promise<Post> => postForm('/api/posts/create', input, options);

/** PUT /api/posts/{id}/update (multipart). */
export const updatePost = (id: number, input: PostInput, options?: UploadOptions): Promise<Post> => putForm('/api/posts/{id}/update', id, input, options);

/** DELETE /api/posts/{id}/delete. */
export const deletePost = (id: number, options?: CallOptions) => deleteById('/api/posts/{id}/delete', id, options);

/** Announcements, also called posts (tag posts): the back-office's calls (writes, counts). Kept apart from the public reads so a visitor's pages never download the upload code. */
import type { components } from '../schema';
import { api, type CallOptions } from '../client';
import { checkId, unwrap } from '../errors';
import { multipartInit, type MultipartForm } from '../multipart';
import { requireToken } from '../token';
import type { UploadOptions } from '../upload';
import type { Post } from '../posts';

type S = components['schemas'];
/** title, description?, image?: File, attachment?: File (PDF); on update null or absent keeps the current file. */
export type PostInput = MultipartForm<S['PostForm'], 'image' | 'attachment'>;

/** POST /api/posts/create (multipart). Without a stored token: ApiError 'No token found. Please login.' */
export async function createPost(input: PostInput, options: UploadOptions = {}): Promise<Post> {
  requireToken();
  return unwrap(api.POST('/api/posts/create', multipartInit<S['PostForm']>(input, options)));
}

/** PUT /api/posts/{id}/update (multipart). */
export async function updatePost(id: number, input: PostInput, options: UploadOptions = {}): Promise<Post> {
  requireToken();
  const path = { id: checkId(id) };
  return unwrap(api.PUT('/api/posts/{id}/update', { params: { path }, ...multipartInit<S['PostForm']>(input, options) }));
}

/** DELETE /api/posts/{id}/delete. */
export async function deletePost(id: number, options: CallOptions = {}): Promise<S['MessageResponse']> {
  requireToken();
  return unwrap(api.DELETE('/api/posts/{id}/delete', { params: { path: { id: checkId(id) } }, signal: options.signal }));
}

/** Announcements, also called posts (tag posts). */
import type { components } from './schema';
import { api, type CallOptions } from './client';
import { checkId, expectArray, unwrap } from './errors';
import { multipartInit, type MultipartForm } from './multipart';
import { requireToken } from './token';
import type { UploadOptions } from './upload';

type S = components['schemas'];
export type Post = S['Post'];
/** title, description?, image?: File, attachment?: File (PDF); on update null or absent keeps the current file. */
export type PostInput = MultipartForm<S['PostForm'], 'image' | 'attachment'>;

/** GET /api/posts: oldest first, as the API answers (domain/posts newestFirst for the admin list). */
export async function listPosts(options: CallOptions = {}): Promise<Post[]> {
  return expectArray<Post>(await unwrap(api.GET('/api/posts', { signal: options.signal })));
}

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

/** Announcements, also called posts (tag posts). */
import type { components } from '../../../shared/api-schema';
import { api, type CallOptions } from '../../api/client';
import { expectArray, unwrap } from '../../api/errors';
import type { Seed } from '../../api/initialData';

type S = components['schemas'];
export type Post = S['Post'];

/** GET /api/posts: oldest first, as the API answers (rules.ts newestFirst for the admin list). */
export async function listPosts(options: CallOptions = {}): Promise<Post[]> {
  return expectArray<Post>(await unwrap(api.GET('/api/posts', { signal: options.signal })));
}

/** GET /api/posts as the server may have written it into the page (api/initialData.tsx). */
export const postsSeed: Seed<Post[]> = { path: '/api/posts', read: (answer) => expectArray<Post>(answer) };

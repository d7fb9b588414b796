/** Gallery media items (tag media). */
import type { components } from './schema';
import { api, type CallOptions } from './client';
import { expectArray, unwrap } from './errors';

type S = components['schemas'];
export type MediaItem = S['MediaItem'];

/** GET /api/media: every item, newest first. */
export async function listMedia(options: CallOptions = {}): Promise<MediaItem[]> {
  return expectArray<MediaItem>(await unwrap(api.GET('/api/media', { signal: options.signal })));
}

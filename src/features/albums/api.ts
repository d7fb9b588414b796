/** Gallery media items (tag media). */
import type { components } from '../../../shared/api-schema';
import { api, type CallOptions } from '../../api/client';
import { expectArray, unwrap } from '../../api/errors';
import type { Seed } from '../../api/initialData';

type S = components['schemas'];
export type MediaItem = S['MediaItem'];

/** GET /api/media: every item, newest first. */
export async function listMedia(options: CallOptions = {}): Promise<MediaItem[]> {
  return expectArray<MediaItem>(await unwrap(api.GET('/api/media', { signal: options.signal })));
}

/** GET /api/media as the server may have written it into the page (api/initialData.tsx). */
export const mediaSeed: Seed<MediaItem[]> = { path: '/api/media', read: (answer) => expectArray<MediaItem>(answer) };

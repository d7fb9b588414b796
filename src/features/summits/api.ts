/** Summits (tag summits). */
import type { components } from '../../../shared/api-schema';
import { api, type CallOptions } from '../../api/client';
import { expectArray, unwrap } from '../../api/errors';
import type { Seed } from '../../api/initialData';

type S = components['schemas'];
export type Summit = S['Summit'];

/**
 * GET /api/summits: every summit, newest first (with the token when there is one).
 * Read them with domain/summits normalizeSummits (drops non-numeric IDs, parses Posters).
 */
export async function listSummits(options: CallOptions = {}): Promise<Summit[]> {
  return expectArray<Summit>(await unwrap(api.GET('/api/summits', { signal: options.signal })));
}

/** GET /api/summits as the server may have written it into the page (api/initialData.tsx). */
export const summitsSeed: Seed<Summit[]> = { path: '/api/summits', read: (answer) => expectArray<Summit>(answer) };

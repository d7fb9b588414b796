/** Chaplaincy leaders (tag leaders). */
import type { components } from '../../../shared/api-schema';
import { api, type CallOptions } from '../../api/client';
import { expectArray, unwrap } from '../../api/errors';
import type { Seed } from '../../api/initialData';

type S = components['schemas'];
export type Leader = S['Leader'];

export const LEADERS_NOT_ARRAY = 'Invalid data format: Expected an array of leaders.';

/** GET /api/chaplaincy-leaders: every leader (sent with the token when there is one). */
export async function listLeaders(options: CallOptions = {}): Promise<Leader[]> {
  return expectArray<Leader>(await unwrap(api.GET('/api/chaplaincy-leaders', { signal: options.signal })), LEADERS_NOT_ARRAY);
}

/** GET /api/chaplaincy-leaders as the server may have written it into the page (api/initialData.tsx). */
export const leadersSeed: Seed<Leader[]> = { path: '/api/chaplaincy-leaders', read: (answer) => expectArray<Leader>(answer, LEADERS_NOT_ARRAY) };

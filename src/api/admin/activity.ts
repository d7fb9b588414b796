/** The activity log (tag activity): read only, a page at a time. */
import type { components } from '../../../shared/api-schema';
import { api, type CallOptions } from '../client';
import { unwrap } from '../errors';
import { requireToken } from '../token';

type S = components['schemas'];
export type ActivityEntry = S['ActivityEntry'];
export type ActivityPage = S['ActivityPage'];

export interface ActivityFilters {
  person?: number;
  type?: S['ActivityType'];
  /** The cursor: the previous page's `next`. */
  before?: number;
}

/** GET /api/activity: a page of entries, newest first (an editor's token gets content changes only). */
export async function listActivity(filters: ActivityFilters, options: CallOptions = {}): Promise<ActivityPage> {
  requireToken();
  return unwrap(api.GET('/api/activity', { params: { query: filters }, signal: options.signal }));
}

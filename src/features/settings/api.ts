/** Home page settings (tag settings). */
import type { components } from '../../../shared/api-schema';
import { api, type CallOptions } from '../../api/client';
import { ApiError, unwrap } from '../../api/errors';
import type { Seed } from '../../api/initialData';
import { PUBLIC_TEXTS } from '../../domain/texts/publicTexts';

type S = components['schemas'];
export type Settings = S['Settings'];

export function emptyAnswer(message: string): ApiError {
  return new ApiError(message, { code: 'BAD_RESPONSE', body: { error: message, message } });
}

/** GET /api/settings. heroBackgroundImage is a relative path (resolve with domain/imageSources resolveFileUrl) or null. */
export async function getSettings(options: CallOptions = {}): Promise<Settings> {
  const data = await unwrap(api.GET('/api/settings', { signal: options.signal }));
  if (!data) throw emptyAnswer(PUBLIC_TEXTS.home.settingsNoData);
  return data;
}

/**
 * GET /api/settings as the server wrote it into the page: null when the server could not read it
 * (a failure or no answer in time), which the home page shows as the defaults, as after a failed load.
 */
export const settingsSeed: Seed<Settings | null> = { path: '/api/settings', read: (answer) => (answer ?? null) as Settings | null };

/** Home page settings (tag settings). */
import type { components } from './schema';
import { api, type CallOptions } from './client';
import { ApiError, unwrap } from './errors';
import { multipartInit, type MultipartForm } from './multipart';
import { requireToken } from './token';
import type { UploadOptions } from './upload';
import { PUBLIC_TEXTS } from '../domain/texts/publicTexts';

type S = components['schemas'];
export type Settings = S['Settings'];
export type SettingsUpdateResponse = S['SettingsUpdateResponse'];
/** missionText, subtitleText, heroBackgroundImage?: File (JPG/PNG, 5 MB: check with domain/validation validateHeroImage). */
export type SettingsInput = MultipartForm<S['SettingsForm'], 'heroBackgroundImage'>;

function emptyAnswer(message: string): ApiError {
  return new ApiError(message, { code: 'BAD_RESPONSE', body: { error: message, message } });
}

/** GET /api/settings. heroBackgroundImage is a relative path (resolve with domain/media resolveFileUrl) or null. */
export async function getSettings(options: CallOptions = {}): Promise<Settings> {
  const data = await unwrap(api.GET('/api/settings', { signal: options.signal }));
  if (!data) throw emptyAnswer(PUBLIC_TEXTS.home.settingsNoData);
  return data;
}

/** PUT /api/settings/update (multipart): { message, settings }. */
export async function updateSettings(input: SettingsInput, options: UploadOptions = {}): Promise<SettingsUpdateResponse> {
  requireToken();
  const data = await unwrap(api.PUT('/api/settings/update', multipartInit<S['SettingsForm']>(input, options)));
  if (!data) throw emptyAnswer(PUBLIC_TEXTS.home.settingsNoResponse);
  return data;
}

/** Home page settings (tag settings): the back-office's calls (writes, counts). Kept apart from the public reads so a visitor's pages never download the upload code. */
import type { components } from '../../../../shared/api-schema';
import { api } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { multipartInit, type MultipartForm } from '../../../api/multipart';
import { requireToken } from '../../../api/token';
import type { UploadOptions } from '../../../api/upload';
import { emptyAnswer } from '../api';
import { PUBLIC_TEXTS } from '../../../domain/texts/publicTexts';

type S = components['schemas'];
export type SettingsUpdateResponse = S['SettingsUpdateResponse'];
/** missionText, subtitleText, heroBackgroundImage?: File (JPG/PNG, 5 MB: check with domain/validation validateHeroImage). */
export type SettingsInput = MultipartForm<S['SettingsForm'], 'heroBackgroundImage'>;

/** PUT /api/settings/update (multipart): { message, settings }. */
export async function updateSettings(input: SettingsInput, options: UploadOptions = {}): Promise<SettingsUpdateResponse> {
  requireToken();
  const data = await unwrap(api.PUT('/api/settings/update', multipartInit<S['SettingsForm']>(input, options)));
  if (!data) throw emptyAnswer(PUBLIC_TEXTS.home.settingsNoResponse);
  return data;
}

/** Typed MSW handlers for the admin Settings screen. */
import { apiError, mock, updateHandler, type Answer, type Schemas } from '../mocks/admin-content';

type Settings = Schemas['Settings'];

export const currentSettings: Settings = {
  missionText: 'Living the Mission, Reaching the Nations',
  subtitleText: 'TUCASA STU – The Adventist Mission to Campuses',
  heroBackgroundImage: 'uploads/hero-campus.svg',
  whatsappChannel: null,
};

export const adminSettingsHandlers = {
  get: (answer: Settings | Answer = currentSettings) => mock('get', '/api/settings', answer),
  /** PUT /api/settings/update: the saved settings, from what was sent; remembers the form. */
  update: (answer?: Answer) =>
    updateHandler(
      '/api/settings/update',
      (form) => ({
        message: 'Settings updated successfully',
        settings: {
          missionText: form.missionText?.[0] ?? '',
          subtitleText: form.subtitleText?.[0] ?? '',
          heroBackgroundImage: form.heroBackgroundImage ? `uploads/${form.heroBackgroundImage[0]}` : currentSettings.heroBackgroundImage,
          whatsappChannel: form.whatsappChannel === undefined ? currentSettings.whatsappChannel : form.whatsappChannel[0]?.trim() || null,
        },
      }),
      answer,
      150,
    ),
};

export const settingsServerError = (text = 'Something went wrong on the server.') => apiError(500, text);

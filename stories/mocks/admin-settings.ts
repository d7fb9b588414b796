/** Typed MSW handlers for the admin Settings screen. */
import { apiError, later, mock, received, sentForm, type ReplyInfo, type Schemas } from './admin-content';

type Settings = Schemas['Settings'];
type Answer = (info: ReplyInfo) => Response | Promise<Response>;

export const currentSettings: Settings = {
  missionText: 'Living the Mission, Reaching the Nations',
  subtitleText: 'TUCASA STU – The Adventist Mission to Campuses',
  heroBackgroundImage: 'uploads/hero-campus.svg',
};

export const adminSettingsHandlers = {
  get: (answer: Settings | Answer = currentSettings) => mock('get', '/api/settings', answer),
  /** PUT /api/settings/update: the saved settings, from what was sent; remembers the form. */
  update: (answer?: Answer) =>
    mock('put', '/api/settings/update', async (info) => {
      // A custom answer (an error, never) records nothing: a request still pending when its story
      // ends must not write into the next story's record.
      if (answer) return answer(info);
      const form = await sentForm(info.request);
      received.form = form;
      return later(150, {
        message: 'Settings updated successfully',
        settings: {
          missionText: form.missionText?.[0] ?? '',
          subtitleText: form.subtitleText?.[0] ?? '',
          heroBackgroundImage: form.heroBackgroundImage ? `uploads/${form.heroBackgroundImage[0]}` : currentSettings.heroBackgroundImage,
        },
      });
    }),
};

export const settingsServerError = (text = 'Something went wrong on the server.') => apiError(500, text);

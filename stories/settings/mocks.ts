/** Home page settings (GET /api/settings) for the home page stories. */
import type { HttpHandler } from 'msw';
import { getError, getJson, getPending, uploadPath, type HandlerOptions, type Schemas } from '../mocks/index';

export type Settings = Schemas['Settings'];

/** What the server answers before an admin saved anything: no hero image, the site's own. */
export const defaultSettings: Settings = {
  missionText: 'Living the Mission, Reaching the Nations',
  subtitleText: 'TUCASA STU – The Adventist Mission to Campuses',
  heroBackgroundImage: null,
  whatsappChannel: null,
};

/** Settings an admin saved, with an uploaded hero picture. */
export const savedSettings: Settings = {
  missionText: 'Faith in Action on Every Campus',
  subtitleText: 'Students serving Christ across Southern Tanzania',
  heroBackgroundImage: uploadPath(42, 1920, 1080),
  whatsappChannel: null,
};

export const settingsHandlers = {
  defaults: (options?: HandlerOptions): HttpHandler => getJson('/api/settings', defaultSettings, options),
  saved: (settings: Settings = savedSettings, options?: HandlerOptions): HttpHandler => getJson('/api/settings', settings, options),
  error: (status = 500): HttpHandler => getError('/api/settings', status),
  pending: (): HttpHandler => getPending('/api/settings'),
};

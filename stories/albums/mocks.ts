/** Gallery media items (GET /api/media) for the gallery stories. Newest first, as the API answers. */
import type { HttpHandler } from 'msw';
import { before, getError, getJson, getOffContract, getPending, uploadPath, uploadVideoPath, type HandlerOptions, type Schemas } from '../mocks/index';

export type MediaItem = Schemas['MediaItem'];

export const sampleMedia: MediaItem[] = [
  {
    ID: 6,
    EventTitle: 'Summit Opening',
    Description: 'Delegates from twenty universities at the opening service.',
    CreatedAt: before(3),
    MediaFiles: [uploadPath(61, 1200, 800), uploadPath(62, 800, 1200), uploadPath(63, 1200, 900)],
  },
  {
    ID: 5,
    EventTitle: 'Bible Conference',
    Description: 'Three days of Bible study.',
    CreatedAt: before(20),
    MediaFiles: [uploadPath(51, 800, 1200)],
  },
  {
    ID: 4,
    EventTitle: 'Community Service',
    Description: null,
    CreatedAt: before(45),
    MediaFiles: [uploadVideoPath(42), uploadPath(41, 1200, 800)],
    VideoPosters: { [uploadVideoPath(42)]: uploadPath(43, 1280, 720) },
  },
  {
    ID: 3,
    EventTitle: 'Music Festival',
    Description: 'Choirs from every zone.',
    CreatedAt: before(80),
    MediaFiles: [uploadPath(31, 1200, 900)],
  },
  {
    ID: 2,
    EventTitle: 'Health Expo',
    Description: 'Free health checks and lifestyle talks.',
    CreatedAt: before(120),
    MediaFiles: [uploadPath(21, 1200, 800), uploadPath(22, 1200, 800)],
  },
];

/**
 * What an older server sent: MediaFiles as JSON text, a blank title and description, an item with
 * no files, one whose file list is unreadable (skipped), and an unreadable date.
 */
export const legacyMedia: unknown[] = [
  {
    ID: 13,
    EventTitle: 'Week of Prayer',
    Description: 'Evening meetings on every campus.',
    CreatedAt: before(2),
    MediaFiles: JSON.stringify([uploadPath(131, 1200, 800), uploadPath(132, 1200, 800)]),
  },
  { ID: 12, EventTitle: '', Description: '', CreatedAt: 'not a date', MediaFiles: [] },
  { ID: 11, EventTitle: 'Broken list', Description: 'Never shown.', CreatedAt: before(9), MediaFiles: '[not json' },
];

export const mediaHandlers = {
  loaded: (items: MediaItem[] = sampleMedia, options?: HandlerOptions): HttpHandler => getJson('/api/media', items, options),
  legacy: (): HttpHandler => getOffContract('/api/media', legacyMedia),
  empty: (): HttpHandler => getJson('/api/media', []),
  error: (status = 500): HttpHandler => getError('/api/media', status),
  pending: (): HttpHandler => getPending('/api/media'),
};

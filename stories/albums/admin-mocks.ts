import { DATES, apiError, createHandler, deleteHandler, languageOf, mock, updateHandler, type Answer, type Schemas } from '../mocks/admin-content';

type MediaItem = Schemas['MediaItem'];

export const mediaItems: MediaItem[] = [
  {
    ID: 3,
    EventTitle: 'Youth Congress 2025',
    Description: 'Three days of worship, seminars and outreach in Dodoma.',
    CreatedAt: DATES.june21,
    MediaFiles: ['uploads/congress-1.svg', 'uploads/congress-2.svg', 'uploads/congress-clip.mp4'],
  },
  {
    ID: 2,
    EventTitle: 'Campus Outreach',
    Description: null,
    CreatedAt: DATES.april14,
    MediaFiles: ['uploads/outreach.svg'],
  },
  {
    ID: 1,
    EventTitle: 'Baptism Sabbath',
    Description: 'A photo that can no longer be found on the server.',
    CreatedAt: DATES.march3,
    MediaFiles: ['uploads/missing-baptism.jpg'],
  },
];

/** GET /api/media: the given items, or the given answer (an error, a delay). */
export const listMediaHandler = (answer: MediaItem[] | (() => Response | Promise<Response>) = mediaItems) =>
  mock('get', '/api/media', typeof answer === 'function' ? () => answer() : answer);

/** POST /api/media/create: answers the new item, made from what was sent; remembers the form. */
export const createMediaHandler = (answer?: Answer) =>
  createHandler(
    '/api/media/create',
    (form) => ({
      ID: 10,
      EventTitle: form.event_title?.[0] ?? '',
      ...languageOf(form, 'en'),
      Description: form.description?.[0] ?? null,
      CreatedAt: DATES.sept1,
      MediaFiles: (form.media_files ?? []).map((_, i) => `uploads/new-${i + 1}.svg`),
    }),
    answer,
    0,
  );

/** PUT /api/media/{id}: the item with the sent title and description, removed files gone, new ones added. */
export const updateMediaHandler = (answer?: Answer) =>
  updateHandler(
    '/api/media/{id}',
    (form, id) => {
      const item = mediaItems.find((m) => m.ID === id) ?? mediaItems[0]!;
      const removed = new Set(form.remove_files ?? []);
      return {
        ...item,
        EventTitle: form.event_title?.[0] ?? item.EventTitle,
        ...languageOf(form, item.Language),
        Description: form.description?.[0] || null,
        MediaFiles: [...item.MediaFiles.filter((p) => !removed.has(p)), ...(form.media_files ?? []).map((_, i) => `uploads/added-${i + 1}.svg`)],
      };
    },
    answer,
  );

export const deleteMediaHandler = (answer?: Answer) => deleteHandler('/api/media/{id}/delete', 'Media deleted successfully!', answer);

export const mediaServerError = () => apiError(500, 'Something went wrong on the server.');

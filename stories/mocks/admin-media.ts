import { DATES, apiError, later, mock, received, sentForm, type ReplyInfo, type Schemas } from './admin-content';

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
export const createMediaHandler = (answer?: (info: ReplyInfo) => Response | Promise<Response>) =>
  mock(
    'post',
    '/api/media/create',
    async (info) => {
      if (answer) return answer(info);
      const form = await sentForm(info.request);
      received.form = form;
      return {
        ID: 10,
        EventTitle: form.event_title?.[0] ?? '',
        Description: form.description?.[0] ?? null,
        CreatedAt: DATES.sept1,
        MediaFiles: (form.media_files ?? []).map((_, i) => `uploads/new-${i + 1}.svg`),
      };
    },
    201,
  );

/** PUT /api/media/{id}: the item with the sent title and description, removed files gone, new ones added. */
export const updateMediaHandler = (answer?: (info: ReplyInfo) => Response | Promise<Response>) =>
  mock('put', '/api/media/{id}', async (info) => {
    if (answer) return answer(info);
    const form = await sentForm(info.request);
    received.form = form;
    received.url = info.request.url;
    const item = mediaItems.find((m) => m.ID === Number(info.params.id)) ?? mediaItems[0]!;
    const removed = new Set(form.remove_files ?? []);
    return {
      ...item,
      EventTitle: form.event_title?.[0] ?? item.EventTitle,
      Description: form.description?.[0] || null,
      MediaFiles: [...item.MediaFiles.filter((p) => !removed.has(p)), ...(form.media_files ?? []).map((_, i) => `uploads/added-${i + 1}.svg`)],
    };
  });

export const deleteMediaHandler = (answer?: (info: ReplyInfo) => Response | Promise<Response>) =>
  mock('delete', '/api/media/{id}/delete', async (info) => {
    received.url = info.request.url;
    // A moment's delay, so the 'Deleting...' overlay can be seen.
    return answer ? answer(info) : later(200, { message: 'Media deleted successfully!' });
  });

export const mediaServerError = () => apiError(500, 'Something went wrong on the server.');

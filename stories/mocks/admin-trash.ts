/** Typed MSW handlers for the Trash screen and the Undo of the delete banners (tag trash). */
import { apiError, later, mock, received, type Answer, type Schemas } from './admin-content';

type TrashItem = Schemas['TrashItem'];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deleted `days` ago (from the story's now, so the days the screen counts never change): an ISO pair. */
function deletedDaysAgo(days: number): Pick<TrashItem, 'DeletedAt' | 'PurgeAt'> {
  const at = Date.now() - days * DAY_MS - 60_000;
  return { DeletedAt: new Date(at).toISOString(), PurgeAt: new Date(at + 30 * DAY_MS).toISOString() };
}

/** The most recently deleted first, as the server answers: one of several kinds. */
export const sampleTrash = (): TrashItem[] => [
  { type: 'announcement', ID: 7, Title: 'Week of Prayer', ...deletedDaysAgo(0) },
  { type: 'media', ID: 3, Title: 'Youth Camp 2025', ...deletedDaysAgo(1) },
  { type: 'leader', ID: 12, Title: 'Neema Mollel', ...deletedDaysAgo(6) },
  { type: 'event', ID: 4, Title: 'Camp Meeting', ...deletedDaysAgo(29) },
];

export const trashHandlers = {
  /** GET /api/trash: the sample by default (made when asked, so its days are counted from now). */
  list: (answer?: TrashItem[] | Answer) => mock('get', '/api/trash', typeof answer === 'function' ? answer : () => answer ?? sampleTrash()),
  /** POST /api/trash/{type}/{id}/restore: its URL kept for the story to check. */
  restore: (answer?: Answer) =>
    mock('post', '/api/trash/{type}/{id}/restore', async (info) => {
      if (answer) return answer(info);
      received.url = info.request.url;
      return later(150, { message: 'Restored.' });
    }),
  remove: (answer?: Answer) =>
    mock('delete', '/api/trash/{type}/{id}', async (info) => {
      if (answer) return answer(info);
      received.url = info.request.url;
      return later(150, { message: 'Deleted for good.' });
    }),
};

export const trashServerError = () => apiError(500, 'Something went wrong on the server.');

/** Typed MSW handlers for the Trash screen and the Undo of the delete banners (tag trash). */
import { HttpResponse } from 'msw';
import { apiError, later, mock, pictureSvg, received, type Answer, type Schemas } from './admin-content';
import { uploadPath } from './index';

type TrashItem = Schemas['TrashItem'];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deleted `days` ago (from the story's now, so the days the screen counts never change): an ISO pair. */
function deletedDaysAgo(days: number): Pick<TrashItem, 'DeletedAt' | 'PurgeAt'> {
  const at = Date.now() - days * DAY_MS - 60_000;
  return { DeletedAt: new Date(at).toISOString(), PurgeAt: new Date(at + 30 * DAY_MS).toISOString() };
}

/** The album's five pictures: the card shows three and '+2 more'. The third is no wider than 480 px, so it has no copy. */
export const albumPictures = [uploadPath(31), uploadPath(32, 1600, 1200), uploadPath(33, 400, 600), uploadPath(34), uploadPath(35)];

/** The most recently deleted first, as the server answers: one of several kinds, with and without pictures. */
export const sampleTrash = (): TrashItem[] => [
  { type: 'announcement', ID: 7, Title: 'Week of Prayer', Pictures: [uploadPath(7)], ...deletedDaysAgo(0) },
  { type: 'media', ID: 3, Title: 'Youth Camp 2025', Pictures: albumPictures, ...deletedDaysAgo(1) },
  { type: 'leader', ID: 12, Title: 'Neema Mollel', Pictures: [], ...deletedDaysAgo(6) },
  { type: 'event', ID: 4, Title: 'Camp Meeting', Pictures: [], ...deletedDaysAgo(29) },
];

const PICTURE_WORDS = ['Choir', 'Hike', 'Campfire', 'Prayer', 'Lake', 'Tents', 'Sunrise'];

const TRASH_FILE = /^([0-9a-f]{32})-(\d+)x(\d+)(?:-(\d+)w)?\.webp$/;

/**
 * What GET /api/trash/files/{name} answers for `name`: a picture of that size (a copy at its own
 * width), the same pixels on every run; the contract's 404 for any other name.
 */
export function trashFile(name: string): Response {
  const m = TRASH_FILE.exec(name);
  if (!m) return apiError(404, 'File not found.');
  let width = Number(m[2]);
  let height = Number(m[3]);
  if (m[4]) {
    height = Math.round((height * Number(m[4])) / width);
    width = Number(m[4]);
  }
  // A word per seed gives neighbouring seeds far-apart colours (pictureSvg's hue comes from its name).
  const label = PICTURE_WORDS[Number.parseInt(m[1] ?? '0', 16) % PICTURE_WORDS.length] ?? '';
  return new HttpResponse(pictureSvg(label, width, height), { headers: { 'Content-Type': 'image/svg+xml' } });
}

/** The names the files handler was asked for, in order (a story empties it before it starts). */
export const filesAsked: string[] = [];

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
  /** GET /api/trash/files/{name}: each picture (trashFile), the names asked kept for the story to check. */
  files: (answer?: Answer) =>
    mock('get', '/api/trash/files/{name}', (info) => {
      if (answer) return answer(info);
      const name = String(info.params.name);
      filesAsked.push(name);
      return trashFile(name);
    }),
  remove: (answer?: Answer) =>
    mock('delete', '/api/trash/{type}/{id}', async (info) => {
      if (answer) return answer(info);
      received.url = info.request.url;
      return later(150, { message: 'Deleted for good.' });
    }),
};

export const trashServerError = () => apiError(500, 'Something went wrong on the server.');

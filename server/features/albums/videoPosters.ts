/**
 * Videos' poster pictures (issue 13): sent beside a media item's new files, each naming its video by
 * index; stored as any picture, kept in media.video_posters (a video's path -> its poster's path).
 */
import type { FastifyRequest } from 'fastify';
import type { Ctx } from '../../context.js';
import { badRequest } from '../../http/errors.js';
import type { Form } from '../../files/multipart.js';
import type { TempFile } from '../../files/storage.js';
import { type Posters } from '../../content/columns.js';
import { storeAll } from '../../content/uploads.js';

/**
 * Which of this request's media_files each poster belongs to, checked before anything is stored: one
 * index per poster, each naming a video of this request, none twice. 400 naming video_poster_for else.
 */
export function posterTargets(form: Form): number[] {
  const posters = form.files.video_posters ?? [];
  const media: TempFile[] = form.files.media_files ?? [];
  const raw = form.fields.video_poster_for;
  const indexes = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).map(Number);
  if (indexes.length !== posters.length) throw badRequest('video_poster_for: give one index of media_files for each of video_posters.', 'video_poster_for');
  for (const [n, i] of indexes.entries()) {
    if (media[i]?.kind !== 'video') throw badRequest(`video_poster_for: media_files[${i}] is not a video of this request.`, 'video_poster_for');
    if (indexes.indexOf(i) !== n) throw badRequest(`video_poster_for: media_files[${i}] has two posters.`, 'video_poster_for');
  }
  return indexes;
}

/** Stores the posters (after the videos, whose stored paths are `stored`); answers the new entries. */
export async function storePosters(ctx: Ctx, req: FastifyRequest, form: Form, targets: number[], stored: string[]): Promise<Posters> {
  const pictures = await storeAll(ctx, req, form.files.video_posters);
  return Object.fromEntries(targets.map((i, n) => [stored[i]!, pictures[n]!]));
}

/** The posters of the videos still listed, and the paths of those whose video went. */
export function keptPosters(posters: Posters, files: string[]): { kept: Posters; gone: string[] } {
  const listed = new Set(files);
  const kept: Posters = {};
  const gone: string[] = [];
  for (const [video, poster] of Object.entries(posters)) {
    if (listed.has(video)) kept[video] = poster;
    else gone.push(poster);
  }
  return { kept, gone };
}

import { describe, expect, it } from 'vitest';
import { call, jpeg, mp4, png, serverForFile, type Schemas } from '../api/helpers.js';
import { expectRefusedUnchanged, expectRemoved, formResource, MEDIA_URLS, onDisk as stored } from '../api/resource.js';

// Videos' poster pictures (issue 13): sent with the videos, each naming its video by index in the
// request's media_files; stored as any picture, answered in VideoPosters by the video's path, gone
// with their video.

const suite = serverForFile();
type Item = Schemas['MediaItem'];
const media = formResource<Item>(suite, MEDIA_URLS);
const { create, update, remove, list, made } = media;
const onDisk = (p: string) => stored(suite.server, p);

describe('a video poster', () => {
  it('is stored as a picture beside its video, and answered by the video path in every read', async () => {
    const item = await made({
      event_title: 'Summit clips',
      media_files: [await png(), mp4('opening.mp4'), mp4('closing.mp4')],
      video_posters: await jpeg(640, 360),
      video_poster_for: '1',
    });
    const [, opening, closing] = item.MediaFiles as [string, string, string];
    expect(Object.keys(item.VideoPosters!)).toEqual([opening]);
    const poster = item.VideoPosters![opening]!;
    expect(poster).toMatch(/^uploads\/[a-f0-9]{32}-640x360\.webp$/);
    expect(item.VideoPosters![closing]).toBeUndefined();
    const served = await call(suite.server.app, { method: 'GET', url: `/${poster}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await list()).find((m) => m.ID === item.ID)?.VideoPosters).toEqual(item.VideoPosters);
  });

  it('leaves the answer as the specification has it when no video has one', async () => {
    const item = await made({ event_title: 'No posters', media_files: [mp4()] });
    expect(Object.keys(item).sort()).toEqual(['CreatedAt', 'Description', 'EventTitle', 'ID', 'MediaFiles']);
  });

  it('is refused, storing nothing, when it names no video of the request', async () => {
    const send = (extra: Record<string, string | string[] | File | File[]>) => async () =>
      create({ event_title: 'x', media_files: [await png(), mp4()], ...extra });
    await expectRefusedUnchanged(suite.server, send({ video_posters: await png() }), 400,
      'video_poster_for: give one index of media_files for each of video_posters.', 'video_poster_for');
    await expectRefusedUnchanged(suite.server, send({ video_posters: await png(), video_poster_for: '0' }), 400,
      'video_poster_for: media_files[0] is not a video of this request.', 'video_poster_for');
    await expectRefusedUnchanged(suite.server, send({ video_posters: await png(), video_poster_for: '7' }), 400,
      'video_poster_for: media_files[7] is not a video of this request.', 'video_poster_for');
    await expectRefusedUnchanged(suite.server, send({ video_posters: [await png(), await png()], video_poster_for: ['1', '1'] }), 400,
      'video_poster_for: media_files[1] has two posters.', 'video_poster_for');
    const notPicture = await create({ event_title: 'x', media_files: mp4(), video_posters: mp4('poster.mp4'), video_poster_for: '0' });
    expect(notPicture.statusCode).toBe(415);
    expect(notPicture.json<{ field: string }>().field).toBe('video_posters');
  });

  it('comes with a video added by an edit, and goes with a video removed', async () => {
    const item = await made({ event_title: 'Edited', media_files: [mp4('first.mp4')], video_posters: await png(), video_poster_for: '0' });
    const [first] = item.MediaFiles as [string];
    const firstPoster = item.VideoPosters![first]!;
    const res = await update(item.ID, {
      event_title: 'Edited',
      media_files: [await png(), mp4('second.mp4')],
      video_posters: await png(320, 180),
      video_poster_for: '1',
      remove_files: first,
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json<Item>();
    const second = edited.MediaFiles[1]!;
    expect(Object.keys(edited.VideoPosters!)).toEqual([second]);
    expect(edited.VideoPosters![second]).toMatch(/-320x180\.webp$/);
    expect(await onDisk(first)).toBe(false);
    expect(await onDisk(firstPoster)).toBe(false);
    expect(await onDisk(edited.VideoPosters![second]!)).toBe(true);
  });

  it('goes with its item when the item is deleted for good', async () => {
    const item = await made({ event_title: 'Gone', media_files: [mp4()], video_posters: await png(), video_poster_for: '0' });
    // The video, the poster (300 px wide: no variants).
    await expectRemoved(suite, { remove, list }, 'media', item.ID, 'Media deleted successfully!', 2);
  });
});

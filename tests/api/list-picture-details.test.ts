import { describe, expect, it } from 'vitest';
import { jpeg, mp4, pdf, png, serverForFile, type Schemas } from './helpers.js';
import { expectRefusedUnchanged, formResource, MEDIA_URLS, SUMMIT_URLS } from './resource.js';

// The details (alt text, decorative mark, focal point) of lists of pictures (issue 13, decision
// 024): a media item's files and a summit's posters. One JSON field (file_details, poster_details)
// names each picture as new:N or by its stored path; answered by path (FileDetails,
// PosterDetails), left out when none has any; a removed or replaced picture's go with it.

const suite = serverForFile();
type Item = Schemas['MediaItem'];
const media = formResource<Item>(suite, MEDIA_URLS);
const { create, update, list, made } = media;
const json = (value: unknown) => JSON.stringify(value);
const details = (alt: string | null, decorative = false, focus: { x: number; y: number } | null = null) => ({ alt, decorative, focus });

describe("a gallery picture's details", () => {
  it('are saved with the new pictures by their place, and answered by path in every read', async () => {
    const item = await made({
      event_title: 'Choir day',
      media_files: [await png(), mp4(), await jpeg(800, 600)],
      file_details: json({ 'new:0': details('  The choir on the chapel steps  '), 'new:2': details(null, true, { x: 0.25, y: 0.75 }) }),
    });
    const [first, , third] = item.MediaFiles as [string, string, string];
    expect(item.FileDetails).toEqual({ [first]: details('The choir on the chapel steps'), [third]: details(null, true, { x: 0.25, y: 0.75 }) });
    expect((await list()).find((m) => m.ID === item.ID)?.FileDetails).toEqual(item.FileDetails);
  });

  it('leave the answer as the specification has it when none are sent, or only empty ones', async () => {
    for (const extra of [{}, { file_details: json({ 'new:0': details(' ') }) }, { file_details: '' }]) {
      const item = await made({ event_title: 'Plain', media_files: [await png()], ...extra });
      expect(Object.keys(item).sort()).toEqual(['CreatedAt', 'Description', 'EventTitle', 'ID', 'MediaFiles']);
    }
  });

  it('are edited by path, cleared by null, kept when not named, and go with a removed picture', async () => {
    const item = await made({
      event_title: 'Retreat',
      media_files: [await png(), await png(), await png()],
      file_details: json({ 'new:0': details('One'), 'new:1': details('Two'), 'new:2': details('Three') }),
    });
    const [one, two, three] = item.MediaFiles as [string, string, string];
    const res = await update(item.ID, {
      event_title: 'Retreat',
      media_files: await png(),
      remove_files: three,
      file_details: json({ [one]: details('One, described again'), [two]: null, 'new:0': details('Four') }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json<Item>();
    const four = after.MediaFiles[2]!;
    expect(after.MediaFiles).toEqual([one, two, four]);
    expect(after.FileDetails).toEqual({ [one]: details('One, described again'), [four]: details('Four') });
    // An edit that does not send them keeps them.
    const untouched = (await update(item.ID, { event_title: 'Retreat, renamed' })).json<Item>();
    expect(untouched.FileDetails).toEqual(after.FileDetails);
  });

  it('are refused with 400 naming file_details, storing nothing, when they cannot be', async () => {
    const send = (value: string) => async () => create({ event_title: 'x', media_files: [await png(), mp4()], file_details: value });
    const cases: Array<[string, string]> = [
      ['[1, 2]', 'file_details: give a JSON object of pictures and their details.'],
      ['{"new:0": ', 'file_details: give a JSON object of pictures and their details.'],
      [json({ 'new:0': { alt: 'x' } }), 'file_details: the details of "new:0" must be an object with alt, decorative and focus, or null.'],
      [json({ 'new:0': { ...details('x'), extra: 1 } }), 'file_details: the details of "new:0" must be an object with alt, decorative and focus, or null.'],
      [json({ 'new:0': details('x', false, { x: 1.5, y: 0 }) }), 'file_details: the details of "new:0" must be an object with alt, decorative and focus, or null.'],
      [json({ 'new:0': details('x'.repeat(251)) }), 'file_details: the alt text of "new:0" must be at most 250 characters.'],
      [json({ 'new:1': details('A video') }), 'file_details: "new:1" is not a picture of this request\'s media_files.'],
      [json({ 'new:5': details('Nothing there') }), 'file_details: "new:5" is not a picture of this request\'s media_files.'],
      [json({ 'uploads/other.webp': details('Not new') }), 'file_details: "uploads/other.webp" is not a picture of this request\'s media_files.'],
      [json({ 'new:x': details('x') }), 'file_details: "new:x" is neither new:N nor a path.'],
    ];
    for (const [value, text] of cases) await expectRefusedUnchanged(suite.server, send(value), 400, text, 'file_details');
  });

  it("is refused on an edit for a path that is not one of the item's pictures, changing nothing", async () => {
    const item = await made({ event_title: 'Mine', media_files: [await png(), mp4()] });
    const other = await made({ event_title: 'Other', media_files: [await png()] });
    const [picture, video] = item.MediaFiles as [string, string];
    for (const path of [other.MediaFiles[0]!, video, '../tucasa.db']) {
      await expectRefusedUnchanged(suite.server, async () => update(item.ID, { event_title: 'Mine', media_files: await png(), file_details: json({ [path]: details('x') }) }), 400,
        `file_details: "${path}" is not a picture of this media item.`, 'file_details');
    }
    // Removed in the same edit: its details cannot be set either.
    await expectRefusedUnchanged(suite.server, async () => update(item.ID, { event_title: 'Mine', remove_files: picture, file_details: json({ [picture]: details('x') }) }), 400,
      `file_details: "${picture}" is not a picture of this media item.`, 'file_details');
  });
});

// The summit's posters: the same rules, by poster_details.
const summits = formResource<Schemas['Summit']>(suite, SUMMIT_URLS);

describe("a summit poster's details", () => {
  const full = async (extra: Record<string, string | File | File[]>) => ({ title: 'Summit', outfit_image: await png(), timetable: pdf(), ...extra });

  it('are saved with the posters, edited by path, and go when the posters are replaced', async () => {
    const summit = await summits.made(await full({ posters: [await png(), await png()], poster_details: json({ 'new:1': details('Day two programme') }) }));
    const [, second] = summit.Posters as [string, string];
    expect(summit.PosterDetails).toEqual({ [second]: details('Day two programme') });
    expect(Object.keys(await summits.made(await full({ posters: await png() }))).sort()).not.toContain('PosterDetails');

    const edited = (await summits.update(summit.ID, { poster_details: json({ [second]: details('Day two: the programme') }) })).json<Schemas['Summit']>();
    expect(edited.PosterDetails).toEqual({ [second]: details('Day two: the programme') });
    // New posters replace the old ones, and the old ones' details with them; a new one's by its place.
    const replaced = (await summits.update(summit.ID, { 'posters[0]': await png(), poster_details: json({ 'new:0': details(null, true) }) })).json<Schemas['Summit']>();
    expect(replaced.PosterDetails).toEqual({ [replaced.Posters[0]!]: details(null, true) });
  });

  it('are refused with 400 naming poster_details, changing nothing', async () => {
    const summit = await summits.made(await full({ posters: await png() }));
    await expectRefusedUnchanged(suite.server, async () => summits.create(await full({ posters: await png(), poster_details: json({ 'new:1': details('x') }) })), 400,
      'poster_details: "new:1" is not a picture of this request\'s posters.', 'poster_details');
    await expectRefusedUnchanged(suite.server, async () => summits.update(summit.ID, { poster_details: json({ 'uploads/elsewhere.webp': details('x') }) }), 400,
      'poster_details: "uploads/elsewhere.webp" is not a picture of this summit.', 'poster_details');
    // The poster named is being replaced in the same request.
    await expectRefusedUnchanged(suite.server, async () => summits.update(summit.ID, { 'posters[0]': await png(), poster_details: json({ [summit.Posters[0]!]: details('x') }) }), 400,
      `poster_details: "${summit.Posters[0]!}" is not a picture of this summit.`, 'poster_details');
    await expectRefusedUnchanged(suite.server, async () => summits.update(summit.ID, { poster_details: '{' }), 400,
      'poster_details: give a JSON object of pictures and their details.', 'poster_details');
  });
});

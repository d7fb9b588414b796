import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { countLeaders } from '../../src/features/leaders/rules.js';
import { bearer, bigJpeg, call, fakeJpeg, isStored, jpeg, multipart, pdf, png, serverForFile, snapshot, tamperedSubject, svg, uploadedFiles, type ErrorBody, type Schemas } from '../api/helpers.js';
import { expectKeptAcrossRestart, expectRefusedUnchanged } from '../api/resource.js';

// Small image limit so the 413 case sends 100 KB, not 10 MB.
const IMAGE_LIMIT = 100 * 1024;

const suite = serverForFile({ limits: { ...loadConfig({}).limits, imageBytes: IMAGE_LIMIT } });

type Fields = Parameters<typeof multipart>[0];

async function send(method: 'POST' | 'PUT', url: string, fields: Fields, auth: string | null = suite.token) {
  const body = await multipart(fields);
  return call(suite.server.app, { method, url, headers: { ...body.headers, ...(auth === null ? {} : bearer(auth)) }, payload: body.payload });
}
const create = (fields: Fields, auth?: string | null) => send('POST', '/api/chaplaincy-leaders/create', fields, auth);
const update = (id: number | string, fields: Fields, auth?: string | null) => send('PUT', `/api/chaplaincy-leaders/${id}/update`, fields, auth);
const list = async () => (await call(suite.server.app, { method: 'GET', url: '/api/chaplaincy-leaders' })).json<Schemas['Leader'][]>();
const counts = async () => (await call(suite.server.app, { method: 'GET', url: '/api/chaplaincy-leaders/count' })).json<Schemas['LeaderCounts']>();

const valid = async (): Promise<Fields> => ({ name: 'Grace', title: 'Campus - Chaplain - UDSM', contact: '+255 700 000 000', image: await png() });

describe('leaders', () => {
  it('creates a leader with trimmed fields and a photo, and lists everyone by name whatever the case', async () => {
    const res = await create({ name: '  zawadi  ', title: ' Dar - Zone Leader - DSM ', contact: ' z@example.org ', image: await jpeg(1000, 500) });
    expect(res.statusCode).toBe(201);
    const leader = res.json<Schemas['Leader']>();
    expect(leader).toMatchObject({ Name: 'zawadi', Title: 'Dar - Zone Leader - DSM', Contact: 'z@example.org' });
    expect(leader.Image).toMatch(/^uploads\/[a-f0-9]{32}-1000x500\.webp$/);
    expect(await isStored(suite.server, leader.Image!)).toBe(true);

    expect((await create({ ...(await valid()), name: 'Baraka' })).statusCode).toBe(201);
    expect((await create({ ...(await valid()), name: 'amani' })).statusCode).toBe(201);
    const names = (await list()).map((l: { Name: string }) => l.Name);
    expect(names).toEqual(['amani', 'Baraka', 'zawadi']);
  });

  it('counts by title, case-insensitively, with chaplains as the remainder', async () => {
    const before = await counts();
    const titles = [
      'Campus - Chaplain - UDSM', // chaplain
      'ZONAL coordinator', // chaplain: "zonal" does not contain "zone"
      'Eastern - Union Leader - ETC', // union
      'UNION Conference Zone head', // union only: union wins
      'North - conference Leader - NTC', // conference
      'Dar - ZONE Leader - DSM', // zone
      'Conference zone secretary', // conference and zone both
    ];
    await suite.server.db
      .insertInto('leaders')
      .values(titles.map((title, i) => ({ name: `count ${i}`, title, contact: 'x', image: null, created_at: new Date().toISOString() })))
      .execute();
    const after = await counts();
    expect({
      total_chaplains: after.total_chaplains - before.total_chaplains,
      total_union_leaders: after.total_union_leaders - before.total_union_leaders,
      total_conference_leaders: after.total_conference_leaders - before.total_conference_leaders,
      total_zone_leaders: after.total_zone_leaders - before.total_zone_leaders,
    }).toEqual({ total_chaplains: 2, total_union_leaders: 2, total_conference_leaders: 2, total_zone_leaders: 2 });
    // The admin screens filter with the domain's rule: the server's SQL must agree with it.
    expect(after).toEqual(countLeaders((await list()).map((l: { Title: string }) => l.Title)));
    await suite.server.db.deleteFrom('leaders').where('name', 'like', 'count %').execute();
  });

  const REQUIRED = 'Please fill in all required fields';
  it.each([
    ['no name', async () => ({ ...(await valid()), name: undefined }), 400, REQUIRED, 'name'],
    ['a blank name', async () => ({ ...(await valid()), name: '   ' }), 400, REQUIRED, 'name'],
    ['no title', async () => ({ ...(await valid()), title: undefined }), 400, REQUIRED, 'title'],
    ['a blank title', async () => ({ ...(await valid()), title: '\t ' }), 400, REQUIRED, 'title'],
    ['no contact', async () => ({ ...(await valid()), contact: undefined }), 400, REQUIRED, 'contact'],
    ['a blank contact', async () => ({ ...(await valid()), contact: ' ' }), 400, REQUIRED, 'contact'],
    ['no photo', async () => ({ ...(await valid()), image: undefined }), 400, REQUIRED, 'image'],
    ['an empty photo input', async () => ({ ...(await valid()), image: new File([], '') }), 400, REQUIRED, 'image'],
    ['a name over 200 characters', async () => ({ ...(await valid()), name: 'x'.repeat(201) }), 400, 'name must be at most 200 characters.', 'name'],
    ['text named .jpg', async () => ({ ...(await valid()), image: fakeJpeg() }), 415, 'image: "evil.jpg" is not an image (JPEG, PNG, WebP or GIF).', 'image'],
    ['an SVG', async () => ({ ...(await valid()), image: svg() }), 415, 'image: "logo.svg" is not an image (JPEG, PNG, WebP or GIF).', 'image'],
    ['a PDF', async () => ({ ...(await valid()), image: pdf() }), 415, 'image: "plan.pdf" is not an image (JPEG, PNG, WebP or GIF).', 'image'],
    ['a photo over the limit', async () => ({ ...(await valid()), image: await bigJpeg(IMAGE_LIMIT) }), 413, 'image: files may be at most 0.1 MB.', 'image'],
  ])('refuses to create with %s and changes nothing', async (_name, fields, status, text, field) => {
    await expectRefusedUnchanged(suite.server, async () => create(await fields()), status, text, field);
  });

  it('updates the text and keeps the photo when none is sent', async () => {
    const created = (await create(await valid())).json<Schemas['Leader']>();
    const res = await update(created.ID, { name: ' Grace M. ', title: 'Eastern - Union Leader - ETC', contact: 'g@example.org' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ID: created.ID, Name: 'Grace M.', Title: 'Eastern - Union Leader - ETC', Contact: 'g@example.org', Image: created.Image });
    expect((await list()).find((l: { ID: number }) => l.ID === created.ID)).toEqual(res.json());
  });

  it('replaces the photo, removing the old one and its variants', async () => {
    const created = (await create({ ...(await valid()), image: await jpeg(1000, 500) })).json<Schemas['Leader']>();
    const oldFiles = (await uploadedFiles(suite.server)).filter((f) => f.startsWith(path.basename(created.Image!).replace('.webp', '')));
    expect(oldFiles).toHaveLength(3);
    const res = await update(created.ID, { ...(await valid()), image: await png(120, 80) });
    expect(res.statusCode).toBe(200);
    expect(res.json<Schemas['Leader']>().Image).toMatch(/-120x80\.webp$/);
    expect(await isStored(suite.server, res.json<Schemas['Leader']>().Image!)).toBe(true);
    for (const f of oldFiles) expect(await isStored(suite.server, f)).toBe(false);
  });

  it.each([
    ['a blank name', () => ({ name: ' ', title: 't', contact: 'c' }), 400, REQUIRED],
    ['no title', () => ({ name: 'n', contact: 'c' }), 400, REQUIRED],
    ['no contact', () => ({ name: 'n', title: 't' }), 400, REQUIRED],
    ['text named .jpg', async () => ({ ...(await valid()), image: fakeJpeg() }), 415, 'image: "evil.jpg" is not an image (JPEG, PNG, WebP or GIF).'],
    ['a photo over the limit', async () => ({ ...(await valid()), image: await bigJpeg(IMAGE_LIMIT) }), 413, 'image: files may be at most 0.1 MB.'],
  ])('refuses to update with %s and changes nothing', async (_name, fields, status, text) => {
    const id = (await list())[0]!.ID;
    const before = await snapshot(suite.server);
    const res = await update(id, await fields());
    expect(res.statusCode).toBe(status);
    expect(res.json<ErrorBody>().error).toBe(text);
    expect(await snapshot(suite.server)).toEqual(before);
  });

  it('answers 404 for an unknown id and 400 for a bad one, changing nothing', async () => {
    const before = await snapshot(suite.server);
    const missing = await update(99999, await valid());
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ErrorBody>().error).toBe('Leader not found.');
    const gone = await call(suite.server.app, { method: 'DELETE', url: '/api/chaplaincy-leaders/99999/delete', headers: bearer(suite.token) });
    expect(gone.statusCode).toBe(404);
    for (const bad of ['abc', '0', '-1', '1.5']) {
      const res = await update(bad, await valid());
      expect(res.statusCode, bad).toBe(400);
      expect(res.json<ErrorBody>().error).toBe('Invalid ID provided.');
      const del = await call(suite.server.app, { method: 'DELETE', url: `/api/chaplaincy-leaders/${bad}/delete`, headers: bearer(suite.token) });
      expect(del.statusCode, bad).toBe(400);
    }
    expect(await snapshot(suite.server)).toEqual(before);
  });

  it('deletes a leader to the trash, and every file of its photo once deleted for good', async () => {
    const created = (await create({ ...(await valid()), image: await jpeg(1000, 500) })).json<Schemas['Leader']>();
    const filesBefore = await uploadedFiles(suite.server);
    const res = await call(suite.server.app, { method: 'DELETE', url: `/api/chaplaincy-leaders/${created.ID}/delete`, headers: bearer(suite.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Leader deleted successfully' });
    expect(await uploadedFiles(suite.server)).toEqual(filesBefore);
    expect((await call(suite.server.app, { method: 'DELETE', url: `/api/trash/leader/${created.ID}`, headers: bearer(suite.token) })).statusCode).toBe(200);
    expect(filesBefore.length - (await uploadedFiles(suite.server)).length).toBe(3);
    expect((await list()).map((l: { ID: number }) => l.ID)).not.toContain(created.ID);
  });

  it('refuses every write without a valid token, changing nothing', async () => {
    const id = (await list())[0]!.ID;
    const before = await snapshot(suite.server);
    for (const auth of [null, tamperedSubject(suite.token)]) {
      expect((await create(await valid(), auth)).statusCode).toBe(401);
      expect((await update(id, await valid(), auth)).statusCode).toBe(401);
      const del = await call(suite.server.app, { method: 'DELETE', url: `/api/chaplaincy-leaders/${id}/delete`, headers: auth === null ? {} : bearer(auth) });
      expect(del.statusCode).toBe(401);
    }
    expect(await snapshot(suite.server)).toEqual(before);
  });

  it('keeps its data across a restart', async () => {
    await expectKeptAcrossRestart(suite, list);
    expect((await counts()).total_chaplains).toBeGreaterThan(0);
  });
});

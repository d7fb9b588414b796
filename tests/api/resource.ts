import { expect } from 'vitest';
import type { TrashType } from '../../src/domain/trash.js';
import { bearer, call, isStored, sendForm, snapshot, tamperedToken, uploadedFiles, type Answer, type ErrorBody, type FileSuite, type FormValue, type TestServer } from './helpers.js';

// The calls and checks that the content resources (books, summits, media) share.

export type Fields = Record<string, FormValue | undefined>;
type Send = () => Promise<Answer>;

/** Where each call of a resource goes. */
export interface ResourceUrls {
  create: string;
  update: (id: number | string) => string;
  remove: (id: number | string) => string;
  list: string;
}

/** The URLs of the media items' calls, shared by the files that test them. */
export const MEDIA_URLS: ResourceUrls = {
  create: '/api/media/create',
  update: (id) => `/api/media/${id}`,
  remove: (id) => `/api/media/${id}/delete`,
  list: '/api/media',
};

/** The URLs of the summits' calls. */
export const SUMMIT_URLS: ResourceUrls = {
  create: '/api/summits/create',
  update: (id) => `/api/summits/${id}/update`,
  remove: (id) => `/api/summits/${id}/delete`,
  list: '/api/summits',
};

/** A resource's calls: writes sent as multipart forms with the suite's token unless another (or none, null) is given, the list, and `made`. */
export function formResource<T>(suite: FileSuite, urls: ResourceUrls) {
  const create = (fields: Fields, auth: string | null = suite.token) => sendForm(suite.server.app, 'POST', urls.create, fields, auth);
  return {
    create,
    update: (id: number | string, fields: Fields, auth: string | null = suite.token) => sendForm(suite.server.app, 'PUT', urls.update(id), fields, auth),
    remove: (id: number | string, auth: string | null = suite.token) =>
      call(suite.server.app, { method: 'DELETE', url: urls.remove(id), headers: auth === null ? {} : bearer(auth) }),
    list: async (): Promise<T[]> => (await call(suite.server.app, { method: 'GET', url: urls.list })).json<T[]>(),
    /** Creates one and answers it, failing the test unless it was created. */
    made: async (fields: Fields): Promise<T> => {
      const res = await create(fields);
      expect(res.statusCode, res.body).toBe(201);
      return res.json<T>();
    },
  };
}

/** Whether a stored path (uploads/…) is a file in the server's DATA_DIR. */
export const onDisk = (server: TestServer, p: string) => isStored(server, p);

/**
 * The request is refused with `status` and the error text, and no row, upload or temporary file
 * changed. With `field`, the whole error body: the text as error and message, and the field at fault.
 */
export async function expectRefusedUnchanged(server: TestServer, send: Send, status: number, text: string, field?: string) {
  const before = await snapshot(server);
  const res = await send();
  expect(res.statusCode).toBe(status);
  if (field === undefined) expect(res.json<ErrorBody>().error).toBe(text);
  else expect(res.json()).toEqual({ error: text, message: text, field });
  expect(await snapshot(server)).toEqual(before);
}

/** Without a token and with a tampered one the request is answered 401, and nothing changed. */
export async function expectUnauthorisedUnchanged(suite: FileSuite, send: (auth: string | null) => Promise<Answer>) {
  const before = await snapshot(suite.server);
  for (const auth of [null, tamperedToken(suite.token)]) expect((await send(auth)).statusCode).toBe(401);
  expect(await snapshot(suite.server)).toEqual(before);
}

/** DELETE answers 404 for an unknown id, 400 for a bad one and 401 without a valid token, changing nothing. */
export async function expectDeleteGuarded(suite: FileSuite, remove: (id: number | string, auth?: string | null) => Promise<Answer>, id: number) {
  const before = await snapshot(suite.server);
  expect((await remove(99999)).statusCode).toBe(404);
  const bad = await remove('abc');
  expect(bad.statusCode).toBe(400);
  expect(bad.json<ErrorBody>().error).toBe('Invalid ID provided.');
  await expectUnauthorisedUnchanged(suite, (auth) => remove(id, auth));
  expect(await snapshot(suite.server)).toEqual(before);
}

/** The list is the same after a restart on the same DATA_DIR, and answers it. */
export async function expectKeptAcrossRestart<T>(suite: FileSuite, list: () => Promise<T[]>) {
  const before = await list();
  expect(before.length).toBeGreaterThan(0);
  await suite.restart();
  expect(await list()).toEqual(before);
  return before;
}

/**
 * DELETE of item `id` answers `message` and takes its row off the list, keeping its files (it is in
 * the trash, decision 016); a second DELETE answers 404. Deleting it for good from the trash then
 * takes its `files` files (variants included) out of uploads/.
 */
export async function expectRemoved<T extends { ID: number }>(
  suite: FileSuite,
  { remove, list }: Pick<ReturnType<typeof formResource<T>>, 'remove' | 'list'>,
  type: TrashType,
  id: number,
  message: string,
  files: number,
) {
  const before = await uploadedFiles(suite.server);
  const res = await remove(id);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ message });
  expect(await uploadedFiles(suite.server)).toEqual(before);
  expect((await list()).some((x) => x.ID === id)).toBe(false);
  expect((await remove(id)).statusCode).toBe(404);
  const gone = await call(suite.server.app, { method: 'DELETE', url: `/api/trash/${type}/${id}`, headers: bearer(suite.token) });
  expect(gone.statusCode).toBe(200);
  expect(before.length - (await uploadedFiles(suite.server)).length).toBe(files);
}

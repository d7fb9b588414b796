/** What the tests of src/api's client modules share: a stubbed local storage and a recording client. */
import { afterEach, beforeEach, vi } from 'vitest';
import { createApiClient } from '../../../src/api/typedClient';
import { MemoryStorage } from './fakes';

/** One MemoryStorage as the global localStorage, emptied before each test of the calling file. */
export function stubLocalStorage(): MemoryStorage {
  const storage = new MemoryStorage();
  beforeEach(() => {
    storage.clear();
    vi.stubGlobal('localStorage', storage);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return storage;
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A client whose transport records each Request and answers with `answer`. */
export function recordingClient(answer: (request: Request) => Response | Promise<Response> = () => json([])) {
  const requests: Request[] = [];
  const client = createApiClient({
    baseUrl: 'http://api.test',
    fetch: async (request) => {
      requests.push(request);
      return answer(request);
    },
  });
  return { client, requests };
}

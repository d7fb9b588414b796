import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiErrorText,
  authMiddleware,
  createApiClient,
  createXhrFetch,
  formDataSerializer,
  getToken,
  onUnauthorized,
  toFormData,
  unwrap,
  type UnauthorizedEvent,
} from '../../src/api/client';
import { FakeXhr, MemoryStorage } from './support/fakes';

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A client whose transport records each Request and answers with `answer`. */
function recordingClient(answer: (request: Request) => Response | Promise<Response> = () => json([])) {
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

describe('toFormData', () => {
  it('repeats the name for arrays, keeps file names, writes scalars as text, drops null and undefined', async () => {
    const a = new File(['aaa'], 'a.png', { type: 'image/png' });
    const b = new File(['bb'], 'b.mp4', { type: 'video/mp4' });
    const form = toFormData({ event_title: 'Camp', count: 2, flag: false, media_files: [a, null, b], description: undefined, gone: null });
    expect([...form.keys()]).toEqual(['event_title', 'count', 'flag', 'media_files', 'media_files']);
    expect(form.get('event_title')).toBe('Camp');
    expect(form.get('count')).toBe('2');
    expect(form.get('flag')).toBe('false');
    const files = form.getAll('media_files') as File[];
    expect(files.map((f) => f.name)).toEqual(['a.png', 'b.mp4']);
    expect(await files[0]?.text()).toBe('aaa');
  });

  it('indexes the named array fields (posters[0], posters[1]) and only those', () => {
    const p = (n: string) => new File(['p'], n);
    const form = toFormData({ title: 'S', posters: [p('1.png'), undefined, p('2.png')], tags: ['x', 'y'] }, { indexed: ['posters'] });
    expect([...form.keys()]).toEqual(['title', 'posters[0]', 'posters[1]', 'tags', 'tags']);
    expect((form.get('posters[1]') as File).name).toBe('2.png');
  });

  it('indexes every array with indexed: true; strings in arrays stay text', () => {
    const form = toFormData({ remove_files: ['uploads/a.webp', 'uploads/b.webp'] }, { indexed: true });
    expect([...form.entries()]).toEqual([
      ['remove_files[0]', 'uploads/a.webp'],
      ['remove_files[1]', 'uploads/b.webp'],
    ]);
  });

  it('goes through openapi-fetch as multipart with the boundary fetch chose (no hand-set Content-Type)', async () => {
    storage.setItem('token', 't0k');
    const { client, requests } = recordingClient(() => json({ ID: 1 }, 201));
    const file = new File(['img'], 'x.png', { type: 'image/png' });
    await client.POST('/api/chaplaincy-leaders/create', {
      body: { name: 'Asha', title: 'Chaplain - Chaplain', contact: '+255', image: file as unknown as string },
      bodySerializer: formDataSerializer(),
    });
    const request = requests[0] as Request;
    expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await request.formData();
    expect(form.get('name')).toBe('Asha');
    expect((form.get('image') as File).name).toBe('x.png');
  });
});

describe('Bearer middleware', () => {
  it('adds Authorization from local storage key "token"', async () => {
    storage.setItem('token', 'abc.def');
    const { client, requests } = recordingClient();
    await client.GET('/api/media');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer abc.def');
  });

  it('sends none without a token', async () => {
    const { client, requests } = recordingClient();
    await client.GET('/api/media');
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('never sends the token with the login and the contact message', async () => {
    storage.setItem('token', 'stale');
    const { client, requests } = recordingClient(() => json({ success: true, token: 'new' }));
    await client.POST('/api/user/login', { body: { email: 'a@b.co', password: 'x' } });
    await client.POST('/api/v1.0/email/send', {
      body: { service_id: 's', template_id: 't', template_params: { from_email: 'a@b.co', message: 'hi' } },
      parseAs: 'text',
    });
    expect(requests.map((r) => r.headers.has('Authorization'))).toEqual([false, false]);
  });

  it('keeps an Authorization the call sets itself', async () => {
    storage.setItem('token', 'stored');
    const { client, requests } = recordingClient();
    await client.GET('/api/media', { headers: { Authorization: 'Bearer explicit' } });
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer explicit');
  });

  it('works without any local storage (node, privacy modes)', async () => {
    vi.stubGlobal('localStorage', undefined);
    expect(getToken()).toBeNull();
    const { client, requests } = recordingClient();
    await client.GET('/api/media');
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });
});

describe('onUnauthorized', () => {
  it('reports a 401 answered to a call that carried a token, until unsubscribed', async () => {
    storage.setItem('token', 'expired');
    const events: UnauthorizedEvent[] = [];
    const stop = onUnauthorized((e) => events.push(e));
    const { client } = recordingClient(() => json({ error: 'Token expired', message: 'Token expired' }, 401));
    await client.DELETE('/api/media/{id}/delete', { params: { path: { id: 3 } } });
    expect(events).toEqual([{ schemaPath: '/api/media/{id}/delete', method: 'DELETE', status: 401 }]);
    stop();
    await client.DELETE('/api/media/{id}/delete', { params: { path: { id: 3 } } });
    expect(events).toHaveLength(1);
  });

  it('does not report a 401 to a call without a token (a wrong password), nor other statuses', async () => {
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    try {
      storage.setItem('token', 'stale');
      const { client } = recordingClient((r) => json({ error: 'x', message: 'x' }, r.url.endsWith('/login') ? 401 : 403));
      await client.POST('/api/user/login', { body: { email: 'a@b.co', password: 'wrong' } });
      await client.GET('/api/messages');
      storage.removeItem('token');
      const anon = recordingClient(() => json({ error: 'x', message: 'x' }, 401)).client;
      await anon.GET('/api/user/me');
      expect(listener).not.toHaveBeenCalled();
    } finally {
      stop();
    }
  });

  it('a throwing listener does not stop the others', async () => {
    storage.setItem('token', 'expired');
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const second = vi.fn();
    const stops = [
      onUnauthorized(() => {
        throw new Error('boom');
      }),
      onUnauthorized(second),
    ];
    const { client } = recordingClient(() => json({ error: 'x', message: 'x' }, 401));
    await client.GET('/api/user/me');
    expect(second).toHaveBeenCalledTimes(1);
    stops.forEach((s) => s());
    spy.mockRestore();
  });

  it('the middleware can be given its own token source', async () => {
    const mw = authMiddleware(() => 'from-memory');
    const request = new Request('http://api.test/api/media');
    const out = await mw.onRequest?.({ request, schemaPath: '/api/media', params: {}, id: '1', options: {} as never });
    expect((out as Request).headers.get('Authorization')).toBe('Bearer from-memory');
  });
});

describe('unwrap and ApiError', () => {
  it('returns the data of a 2xx answer', async () => {
    const { client } = recordingClient(() => json({ total_media: 4 }));
    await expect(unwrap(client.GET('/api/media/count'))).resolves.toEqual({ total_media: 4 });
  });

  it("throws ApiError with the status and the server's error text", async () => {
    const body = { error: 'Leader not found.', message: 'Leader not found.' };
    const { client } = recordingClient(() => json(body, 404));
    const error = await unwrap(client.GET('/api/chaplaincy-leaders')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Leader not found.', code: 'HTTP', body });
    expect(apiErrorText(error, 'error', 'Failed to fetch leaders')).toBe('Leader not found.');
  });

  it("uses 'message' when there is no 'error', then the status; the fallback text when the body has neither", async () => {
    const only = await unwrap(recordingClient(() => json({ message: 'Summit not found.' }, 404)).client.GET('/api/summits')).catch((e) => e);
    expect(only.message).toBe('Summit not found.');
    const bare = await unwrap(recordingClient(() => new Response('', { status: 502 })).client.GET('/api/summits')).catch((e) => e);
    expect(bare).toMatchObject({ status: 502, message: 'Request failed with status 502' });
    expect(apiErrorText(bare, 'message', 'Failed to retrieve summits. Please check your network and try again.')).toBe(
      'Failed to retrieve summits. Please check your network and try again.',
    );
  });

  it("prefers 'error' to 'message' for the ApiError text", async () => {
    const error = await unwrap(recordingClient(() => json({ error: 'E text', message: 'M text' }, 400)).client.GET('/api/posts')).catch((e) => e);
    expect(error.message).toBe('E text');
    expect(apiErrorText(error, 'message', 'fb')).toBe('M text');
  });

  it('reads the field the server names', async () => {
    const body = { error: 'Title is required', message: 'Title is required', field: 'title' };
    const error = await unwrap(recordingClient(() => json(body, 400)).client.GET('/api/posts')).catch((e) => e);
    expect(error.field).toBe('title');
  });

  it('turns a network failure into ApiError NETWORK, and leaves an abort as it is', async () => {
    const offline = createApiClient({
      baseUrl: 'http://api.test',
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(unwrap(offline.GET('/api/media'))).rejects.toMatchObject({ name: 'ApiError', code: 'NETWORK', status: 0, message: 'Failed to fetch' });
    const aborting = createApiClient({
      baseUrl: 'http://api.test',
      fetch: async () => {
        throw new DOMException('aborted', 'AbortError');
      },
    });
    await expect(unwrap(aborting.GET('/api/media'))).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('apiErrorText gives the fallback for anything but an ApiError', () => {
    expect(apiErrorText(new Error('boom'), 'error', 'fb')).toBe('fb');
  });
});

/* ------------------------------------------------------------------ XMLHttpRequest fetch */

const Xhr = FakeXhr as unknown as typeof XMLHttpRequest;

describe('createXhrFetch', () => {
  beforeEach(() => {
    FakeXhr.instances = [];
    FakeXhr.script = () => {};
  });

  it('sends the request as openapi-fetch built it and reports upload progress 0..100', async () => {
    storage.setItem('token', 'tok');
    FakeXhr.script = (xhr) => {
      xhr.progress(0, 200);
      xhr.progress(50, 200);
      xhr.progress(49, 200); // late event: progress never goes back
      xhr.progress(150, 200);
      xhr.respond(201, JSON.stringify({ ID: 9, EventTitle: 'Camp' }), 'content-type: application/json\r\nx-request-id: 7\r\n');
    };
    const progress: number[] = [];
    const client = createApiClient({ baseUrl: 'http://api.test', fetch: () => Promise.reject(new Error('global fetch must not be used')) });
    const result = await client.POST('/api/media/create', {
      body: { event_title: 'Camp', media_files: [new File(['0123456789'], 'a.png', { type: 'image/png' })] as unknown as string[] },
      bodySerializer: formDataSerializer(),
      fetch: createXhrFetch((p) => progress.push(p), Xhr),
    });

    expect(result.data).toEqual({ ID: 9, EventTitle: 'Camp' });
    expect(result.response.status).toBe(201);
    expect(result.response.headers.get('x-request-id')).toBe('7');
    expect(progress).toEqual([0, 25, 75, 100]);

    const xhr = FakeXhr.instances[0] as FakeXhr;
    expect([xhr.method, xhr.url, xhr.async]).toEqual(['POST', 'http://api.test/api/media/create', true]);
    expect(xhr.requestHeaders.authorization).toBe('Bearer tok');
    expect(xhr.requestHeaders['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    // The body bytes are the multipart body, readable back with the boundary sent.
    const form = await new Response(xhr.sent as Blob, { headers: { 'Content-Type': xhr.requestHeaders['content-type'] as string } }).formData();
    expect(form.get('event_title')).toBe('Camp');
    expect(await (form.get('media_files') as File).text()).toBe('0123456789');
  });

  it('answers an error status as a Response (openapi-fetch then gives the error body)', async () => {
    FakeXhr.script = (xhr) => xhr.respond(413, JSON.stringify({ error: 'A file is larger than allowed.', message: 'A file is larger than allowed.' }));
    const client = createApiClient({ baseUrl: 'http://api.test' });
    const error = await unwrap(
      client.POST('/api/posts/create', { body: { title: 'x' }, bodySerializer: formDataSerializer(), fetch: createXhrFetch(undefined, Xhr) }),
    ).catch((e) => e);
    expect(error).toMatchObject({ status: 413, message: 'A file is larger than allowed.' });
  });

  it('reports 100 as soon as the upload ends, before the server answers', async () => {
    const progress: number[] = [];
    let atUploadEnd: number[] = [];
    FakeXhr.script = (xhr) => {
      xhr.progress(60, 100);
      xhr.upload.onload?.();
      atUploadEnd = [...progress];
      xhr.respond(200, '{}');
    };
    await createXhrFetch((p) => progress.push(p), Xhr)(new Request('http://api.test/x', { method: 'POST', body: 'abc' }));
    expect(atUploadEnd).toEqual([0, 60, 100]);
    expect(progress).toEqual([0, 60, 100]);
  });

  it('still reaches 100 when the browser cannot compute the length', async () => {
    FakeXhr.script = (xhr) => {
      xhr.progress(10, 0, false);
      xhr.upload.onload = null;
      xhr.respond(200, '{}');
    };
    const progress: number[] = [];
    await createXhrFetch((p) => progress.push(p), Xhr)(new Request('http://api.test/x', { method: 'PUT', body: 'abc' }));
    expect(progress).toEqual([0, 100]);
  });

  it('sends no body for a GET and gives a null body for 204', async () => {
    FakeXhr.script = (xhr) => xhr.respond(204, '');
    const response = await createXhrFetch(undefined, Xhr)(new Request('http://api.test/x'));
    expect(response.status).toBe(204);
    expect(response.body).toBeNull();
    expect(FakeXhr.instances[0]?.sent).toBeNull();
  });

  it('rejects with a TypeError on a network error, like fetch', async () => {
    FakeXhr.script = (xhr) => xhr.onerror?.();
    await expect(createXhrFetch(undefined, Xhr)(new Request('http://api.test/x'))).rejects.toThrow(TypeError);
  });

  it('aborts the XMLHttpRequest when the signal aborts, and rejects with an AbortError', async () => {
    const controller = new AbortController();
    FakeXhr.script = () => controller.abort();
    const pending = createXhrFetch(undefined, Xhr)(new Request('http://api.test/x', { signal: controller.signal }));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.instances[0]?.aborted).toBe(true);
  });

  it('does not even open when already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(createXhrFetch(undefined, Xhr)(new Request('http://api.test/x', { signal: controller.signal }))).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(FakeXhr.instances).toHaveLength(0);
  });
});

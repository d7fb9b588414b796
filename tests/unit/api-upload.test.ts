import { beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/api/typedClient';
import { unwrap } from '../../src/api/errors';
import { formDataSerializer } from '../../src/api/multipart';
import { createXhrFetch } from '../../src/api/upload';
import { FakeXhr } from './support/fakes';
import { stubLocalStorage } from './support/client';

const storage = stubLocalStorage();

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
    ).catch((e: unknown) => e);
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

import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/api/typedClient';
import { ApiError, unwrap } from '../../src/api/errors';
import { apiErrorText } from '../../src/api/errorText';
import { json, recordingClient, stubLocalStorage } from './support/client';

stubLocalStorage();

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
    const only = await unwrap(recordingClient(() => json({ message: 'Summit not found.' }, 404)).client.GET('/api/summits')).catch((e: unknown) => e);
    expect(only).toHaveProperty('message', 'Summit not found.');
    const bare = await unwrap(recordingClient(() => new Response('', { status: 502 })).client.GET('/api/summits')).catch((e: unknown) => e);
    expect(bare).toMatchObject({ status: 502, message: 'Request failed with status 502' });
    expect(apiErrorText(bare, 'message', 'Failed to retrieve summits. Please check your network and try again.')).toBe(
      'Failed to retrieve summits. Please check your network and try again.',
    );
  });

  it("prefers 'error' to 'message' for the ApiError text", async () => {
    const error = await unwrap(recordingClient(() => json({ error: 'E text', message: 'M text' }, 400)).client.GET('/api/posts')).catch((e: unknown) => e);
    expect(error).toHaveProperty('message', 'E text');
    expect(apiErrorText(error, 'message', 'fb')).toBe('M text');
  });

  it('reads the field the server names', async () => {
    const body = { error: 'Title is required', message: 'Title is required', field: 'title' };
    const error = await unwrap(recordingClient(() => json(body, 400)).client.GET('/api/posts')).catch((e: unknown) => e);
    expect(error).toHaveProperty('field', 'title');
  });

  it('turns a network failure into ApiError NETWORK, and leaves an abort as it is', async () => {
    const offline = createApiClient({
      baseUrl: 'http://api.test',
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await expect(unwrap(offline.GET('/api/media'))).rejects.toMatchObject({ name: 'ApiError', code: 'NETWORK', status: 0, message: 'Failed to fetch' });
    const aborting = createApiClient({
      baseUrl: 'http://api.test',
      fetch: () => Promise.reject(new DOMException('aborted', 'AbortError')),
    });
    await expect(unwrap(aborting.GET('/api/media'))).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('apiErrorText gives the fallback for anything but an ApiError', () => {
    expect(apiErrorText(new Error('boom'), 'error', 'fb')).toBe('fb');
  });
});

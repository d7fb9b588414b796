import { describe, expect, it, vi } from 'vitest';
import { authMiddleware, onUnauthorized, type UnauthorizedEvent } from '../../src/api/client';
import { getToken } from '../../src/api/token';
import { json, recordingClient, stubLocalStorage } from './support/client';

const storage = stubLocalStorage();

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

describe('caching', () => {
  // The API lets caches keep a public read a minute (decision 018); the site must still show a
  // save at once, to the admin who made it and to a page reloaded on focus.
  it('asks the server again on every read, with a token and without', async () => {
    const { client, requests } = recordingClient();
    await client.GET('/api/media');
    storage.setItem('token', 'abc.def');
    await client.GET('/api/media');
    expect(requests.map((r) => r.cache)).toEqual(['no-cache', 'no-cache']);
  });
});

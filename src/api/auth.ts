/** Administrator session calls (tag auth). */
import type { components } from '../../shared/api-schema';
import { api, type CallOptions } from './client';
import { unwrap } from './errors';
import { clearToken, getToken, setToken } from './token';

export type LoginRequest = components['schemas']['LoginRequest'];
export type LoginResponse = components['schemas']['LoginResponse'];
export type Me = components['schemas']['Me'];

/**
 * POST /api/user/login. On success the token is stored under 'token' (spec section 3) and the
 * answer returned; on failure an ApiError (the page shows 'Login failed. Please check your credentials.').
 */
export async function login(credentials: LoginRequest, options: CallOptions = {}): Promise<LoginResponse> {
  const data = await unwrap(api.POST('/api/user/login', { body: credentials, signal: options.signal }));
  setToken(data.token);
  return data;
}

/** GET /api/user/me: whether the stored token is still good (ApiError 401 when not). */
export async function me(options: CallOptions = {}): Promise<Me> {
  return unwrap(api.GET('/api/user/me', { signal: options.signal }));
}

/**
 * POST /api/user/logout revokes the token on the server, then it is removed from storage. The
 * local token is removed even when the call fails (offline, already expired): logging out must
 * always work.
 */
export async function logout(options: CallOptions = {}): Promise<void> {
  try {
    if (getToken()) await unwrap(api.POST('/api/user/logout', { signal: options.signal }));
  } catch {
    // The token is dropped below whatever the server said.
  } finally {
    clearToken();
  }
}

/**
 * What every call of the API shares, whichever client makes it (client.ts, typedClient.ts): the base
 * URL, the Bearer token and the 401 hook.
 */
import type { Middleware } from 'openapi-fetch';
import { getToken } from './token';

/**
 * Where the API is: VITE_API_BASE at build time, same origin ('') by default. No trailing slash.
 * Also the {host} that relative file paths get in front (domain/imageSources.ts resolveFileUrl).
 */
export const API_BASE: string = String(import.meta.env.VITE_API_BASE ?? '').replace(/\/+$/, '');

/** Per-call options of the resource functions. */
export interface CallOptions {
  signal?: AbortSignal;
}

/* ------------------------------------------------------------------ 401 hook */

export interface UnauthorizedEvent {
  /** The operation's path as in openapi.yaml, such as '/api/media/create'. */
  schemaPath: string;
  method: string;
  status: 401;
}

export type UnauthorizedListener = (event: UnauthorizedEvent) => void;

const unauthorizedListeners = new Set<UnauthorizedListener>();

/**
 * Called on every 401 answered to a call that carried a token (expired, revoked or forged): the
 * app clears the token and goes to /admin-login. Returns the unsubscribe function.
 * A 401 to a call without a token (wrong password at login) is not reported.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

function notifyUnauthorized(event: UnauthorizedEvent): void {
  for (const listener of [...unauthorizedListeners]) {
    try {
      listener(event);
    } catch (error) {
      // One broken listener must not keep the others (the logout) from running.
      console.error(error);
    }
  }
}

/** Calls that never carry the token: logging in, the public contact message, and the one-time account links. */
const ANONYMOUS_PATHS = new Set<string>(['/api/user/login', '/api/v1.0/email/send', '/api/account-links/check', '/api/account-links/accept']);

/**
 * Adds 'Authorization: Bearer <token>' from local storage when there is a token and the call
 * does not set its own; reports a 401 answered to such a call to the onUnauthorized listeners.
 */
export function authMiddleware(readToken: () => string | null = getToken): Middleware {
  const carried = new Set<string>();
  return {
    onRequest({ request, schemaPath, id }) {
      if (ANONYMOUS_PATHS.has(schemaPath)) return undefined;
      if (!request.headers.has('Authorization')) {
        const token = readToken();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      }
      if (/^Bearer\s+\S/i.test(request.headers.get('Authorization') ?? '')) carried.add(id);
      return request;
    },
    onResponse({ response, schemaPath, request, id }) {
      const hadToken = carried.delete(id);
      if (response.status === 401 && hadToken) notifyUnauthorized({ schemaPath, method: request.method, status: 401 });
      return undefined;
    },
    onError({ id }) {
      carried.delete(id);
      return undefined;
    },
  };
}

/**
 * The app's one client of the API (openapi-fetch over the types generated from openapi.yaml), with
 * what every call shares (middleware.ts: the base URL, the Bearer token and the 401 hook). Beside it:
 * errors.ts (ApiError, unwrap), token.ts (the stored token), multipart.ts (form bodies) and
 * upload.ts (upload progress).
 *
 * Resource modules (media.ts, leaders.ts, ...) wrap each operation in a function; pages call
 * those, not this client.
 *
 * openapi-fetch itself (typedClient.ts) is loaded on the first call, not with the app: a public page
 * comes with its data written into it (api/initialData.tsx), so its first load makes no call, and its
 * 3 KB gzip are not in every visitor's first download (issue 31's budget of 110 KB).
 */
import type { ApiClient } from './typedClient';

// Shared with typedClient.ts, which this module loads on the first call (so they are not here).
export { API_BASE, authMiddleware, onUnauthorized, type CallOptions, type UnauthorizedEvent, type UnauthorizedListener } from './middleware';

/* ------------------------------------------------------------------ client */

export type { ApiClient };

/** The operations the resource modules call. */
export type ApiCalls = Pick<ApiClient, 'GET' | 'POST' | 'PUT' | 'DELETE'>;

let loading: Promise<ApiClient> | null = null;

/** The app's client, made on the first call; a failed download is tried again on the next one. */
function client(): Promise<ApiClient> {
  loading ??= import('./typedClient').then(
    ({ createApiClient }) => createApiClient(),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

function deferred<M extends keyof ApiCalls>(method: M): ApiClient[M] {
  return ((...args: unknown[]) => client().then((made) => (made[method] as (...a: unknown[]) => Promise<unknown>)(...args))) as ApiClient[M];
}

/** The app's client: each call waits for openapi-fetch the first time (see above). */
export const api: ApiCalls = { GET: deferred('GET'), POST: deferred('POST'), PUT: deferred('PUT'), DELETE: deferred('DELETE') };

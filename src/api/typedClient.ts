/**
 * The typed client itself (openapi-fetch over the types generated from openapi.yaml), with the
 * Bearer token and the 401 hook of middleware.ts; the app's own is made on its first call (client.ts).
 */
import createClient, { type Client } from 'openapi-fetch';
import { API_BASE, authMiddleware } from './middleware';
import type { paths } from '../../shared/api-schema';

export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  baseUrl?: string;
  /** The transport; defaults to the global fetch at call time (so a test or MSW can replace it). */
  fetch?: (request: Request) => Promise<Response>;
  readToken?: () => string | null;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? API_BASE,
    fetch: options.fetch ?? ((request) => globalThis.fetch(request)),
    // The public reads may be kept by caches a minute, and then a day while revalidated (decision
    // 018): for a CDN. The site itself always asks (a 304 when nothing changed), so an admin sees
    // a save at once and a page reloaded on focus shows what is current.
    cache: 'no-cache',
  });
  client.use(authMiddleware(options.readToken));
  return client;
}

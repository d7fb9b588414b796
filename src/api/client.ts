/**
 * The one typed client of the API (openapi-fetch over the types generated from openapi.yaml),
 * with what every call shares: the base URL, the Bearer token, the 401 hook, errors as ApiError,
 * multipart bodies and upload progress.
 *
 * Resource modules (media.ts, leaders.ts, ...) wrap each operation in a function; pages call
 * those, not this client.
 */
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { parseNumericId } from '../domain/ids';
import { errorText, type ErrorField } from '../domain/errors';
import type { paths } from './schema';

/**
 * Where the API is: VITE_API_BASE at build time, same origin ('') by default. No trailing slash.
 * Also the {host} that relative file paths get in front (domain/media.ts resolveFileUrl).
 */
export const API_BASE: string = String(import.meta.env.VITE_API_BASE ?? '').replace(/\/+$/, '');

/* ------------------------------------------------------------------ token */

/** The browser local storage key of the login token (spec section 3). */
export const TOKEN_KEY = 'token';

// Local storage can be absent (server-side tests) or throw (privacy modes, storage disabled):
// then there is simply no token.
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  try {
    const token = storage()?.getItem(TOKEN_KEY);
    return token ? token : null;
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  storage()?.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  try {
    storage()?.removeItem(TOKEN_KEY);
  } catch {
    // Nothing stored is the goal; a storage that refuses has nothing we could remove.
  }
}

/* ------------------------------------------------------------------ errors */

/**
 * HTTP: the server answered non-2xx. NO_TOKEN: a write without a stored token. NETWORK: no answer.
 * INVALID_ID / INVALID_INPUT: a client-side check refused the call before sending it.
 * BAD_RESPONSE: a 2xx answer not of the contract's shape.
 */
export type ApiErrorCode = 'HTTP' | 'NO_TOKEN' | 'NETWORK' | 'INVALID_ID' | 'INVALID_INPUT' | 'BAD_RESPONSE';

/**
 * What every resource function throws. `message` is the server's text (its `error` field, else
 * `message`) or a fallback; `body` is the parsed error body, for domain/errors.ts errorText.
 * status is 0 when no HTTP answer came (no token, network failure, a client-side check).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly body: unknown;
  readonly code: ApiErrorCode;
  /** The request field at fault, when the server names one. */
  readonly field: string | undefined;

  constructor(message: string, options: { status?: number; body?: unknown; code?: ApiErrorCode; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.status = options.status ?? 0;
    this.body = options.body;
    this.code = options.code ?? 'HTTP';
    const field = readField(this.body, 'field');
    this.field = field ?? undefined;
  }
}

function readField(body: unknown, key: string): string | null {
  if (body === null || typeof body !== 'object') return null;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** The error of a non-2xx answer: the body's `error`, else its `message`, else its text, else the status. */
export function errorFromResponse(response: Response, body: unknown): ApiError {
  const text =
    readField(body, 'error') ??
    readField(body, 'message') ??
    (typeof body === 'string' && body.trim() !== '' && body.length <= 300 ? body.trim() : null) ??
    `Request failed with status ${response.status}`;
  return new ApiError(text, { status: response.status, body });
}

export const NO_TOKEN_TEXT = 'No token found. Please login.';

/** The stored token, or an ApiError 'No token found. Please login.' (spec section 6: every write needs it). */
export function requireToken(): string {
  const token = getToken();
  if (!token) throw new ApiError(NO_TOKEN_TEXT, { code: 'NO_TOKEN', body: { error: NO_TOKEN_TEXT, message: NO_TOKEN_TEXT } });
  return token;
}

/**
 * The text a page shows for a failed call (spec section 8): the error body's `field` ('error' for
 * leaders, calendar and books, 'message' for summits) when the server sent one, else the fallback.
 * Anything that is not an ApiError (a bug, an abort) gives the fallback.
 */
export function apiErrorText(error: unknown, field: ErrorField, fallback: string): string {
  return error instanceof ApiError ? errorText(error.body, field, fallback) : fallback;
}

/** A client-side refusal, before any call: the text is the spec's. */
export function inputError(message: string, code: 'INVALID_INPUT' | 'INVALID_ID' = 'INVALID_INPUT'): ApiError {
  return new ApiError(message, { code, body: { error: message, message } });
}

export const INVALID_ID_TEXT = 'Invalid ID provided.';

/** A positive whole number (or text of digits) as the path's {id}, else ApiError 'Invalid ID provided.'. */
export function checkId(id: unknown): number {
  const n = parseNumericId(id);
  if (n === null) throw inputError(INVALID_ID_TEXT, 'INVALID_ID');
  return n;
}

/** The data when it is an array, else ApiError BAD_RESPONSE with the given text. */
// `T[]` beside `unknown` is for inference: a typed argument gives T.
// eslint-disable-next-line @typescript-eslint/no-redundant-type-constituents
export function expectArray<T>(data: T[] | undefined | unknown, message = 'Invalid data format: expected a list.'): T[] {
  if (!Array.isArray(data)) throw new ApiError(message, { code: 'BAD_RESPONSE', body: { error: message, message } });
  return data as T[];
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

interface CallResult<D> {
  data?: D;
  error?: unknown;
  response: Response;
}

/**
 * The data of a call, or an ApiError. An abort is rethrown as it is (an AbortError a page can
 * ignore); a network failure becomes ApiError code 'NETWORK' with the browser's own message.
 */
export async function unwrap<D>(call: Promise<CallResult<D>>): Promise<D> {
  let result: CallResult<D>;
  try {
    result = await call;
  } catch (error) {
    if (isAbort(error) || error instanceof ApiError) throw error;
    const message = error instanceof Error && error.message ? error.message : 'Network Error';
    throw new ApiError(message, { code: 'NETWORK', cause: error });
  }
  if (!result.response.ok) throw errorFromResponse(result.response, result.error);
  return result.data as D;
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

/** Calls that never carry the token: logging in, and the public contact message. */
const ANONYMOUS_PATHS = new Set<string>(['/api/user/login', '/api/v1.0/email/send']);

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

/* ------------------------------------------------------------------ client */

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
  });
  client.use(authMiddleware(options.readToken));
  return client;
}

/** The app's client. */
export const api: ApiClient = createApiClient();

/* ------------------------------------------------------------------ multipart */

export type FormFieldScalar = string | number | boolean | Blob | null | undefined;
export type FormFieldValue = FormFieldScalar | readonly FormFieldScalar[];

export interface FormDataOptions {
  /**
   * Array fields sent with indexed names ('posters[0]', 'posters[1]', ...) instead of the
   * repeated name; true for every array field.
   */
  indexed?: readonly string[] | boolean;
}

function appendValue(form: FormData, name: string, value: Exclude<FormFieldScalar, null | undefined>): void {
  if (value instanceof Blob) form.append(name, value);
  else form.append(name, String(value));
}

/**
 * FormData from a plain object: Blob/File values as files, text, numbers and booleans as text,
 * arrays as the same name repeated (or indexed, see options); null and undefined fields (and
 * array entries) are left out. Never set Content-Type for it: fetch adds it with the boundary.
 */
export function toFormData(fields: Readonly<Record<string, FormFieldValue>>, options: FormDataOptions = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      const indexed = options.indexed === true || (Array.isArray(options.indexed) && options.indexed.includes(name));
      let index = 0;
      for (const item of value as readonly FormFieldScalar[]) {
        if (item === null || item === undefined) continue;
        appendValue(form, indexed ? `${name}[${index}]` : name, item);
        index += 1;
      }
    } else {
      appendValue(form, name, value as Exclude<FormFieldScalar, null | undefined>);
    }
  }
  return form;
}

/** openapi-fetch's bodySerializer for a multipart operation. */
export function formDataSerializer(options: FormDataOptions = {}): (body: unknown) => FormData {
  return (body) => toFormData((body ?? {}) as Record<string, FormFieldValue>, options);
}

type FileOf<V> = V extends readonly string[] ? readonly Blob[] : V extends string ? Blob : V;

/**
 * A multipart form of openapi.yaml with its binary fields (typed `string` by the generator) as
 * Blob/File (or Blob[]), and its optional binary fields also accepting null ("no new file").
 */
export type MultipartForm<T, Binary extends keyof T> = {
  [P in keyof T]: P extends Binary ? (undefined extends T[P] ? FileOf<NonNullable<T[P]>> | null | undefined : FileOf<T[P]>) : T[P];
};

/* ------------------------------------------------------------------ upload progress */

/** Per-call options of the resource functions. */
export interface CallOptions {
  signal?: AbortSignal;
}

export interface UploadOptions extends CallOptions {
  /** Upload progress, 0 to 100 (whole numbers, never decreasing). The call then goes over XMLHttpRequest. */
  onProgress?: (percent: number) => void;
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    try {
      headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
    } catch {
      // A header the Headers class refuses (malformed) is dropped, as fetch would.
    }
  }
  return headers;
}

const NULL_BODY_STATUS = new Set([101, 204, 205, 304]);

/**
 * A fetch for openapi-fetch's per-request `fetch` option, made on XMLHttpRequest because fetch
 * reports no upload progress. It sends the Request as openapi-fetch built it (method, URL, every
 * header including Authorization and the multipart Content-Type with its boundary, the body
 * bytes), reports upload progress, honours the request's AbortSignal and answers a Response.
 */
export function createXhrFetch(
  onProgress?: (percent: number) => void,
  Xhr: typeof XMLHttpRequest = globalThis.XMLHttpRequest,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const signal = request.signal;
    if (signal.aborted) throw abortError(signal);
    const body = request.body === null ? null : await request.blob();
    return new Promise<Response>((resolve, reject) => {
      if (signal.aborted) {
        // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- as fetch does: the abort reason as given
        reject(abortError(signal));
        return;
      }
      const xhr = new Xhr();
      let last = -1;
      const report = (percent: number) => {
        const p = Math.max(0, Math.min(100, Math.round(percent)));
        if (p > last) {
          last = p;
          onProgress?.(p);
        }
      };
      const onAbort = () => xhr.abort();

      xhr.open(request.method, request.url, true);
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.responseType = 'blob';
      xhr.withCredentials = request.credentials === 'include';
      if (onProgress) {
        // Listeners must be on xhr.upload before send(), or no upload events fire.
        xhr.upload.onprogress = (event) => {
          if (event.lengthComputable && event.total > 0) report((event.loaded / event.total) * 100);
        };
        xhr.upload.onload = () => report(100);
      }
      xhr.onload = () => {
        signal.removeEventListener('abort', onAbort);
        if (xhr.status < 200 || xhr.status > 599) {
          reject(new TypeError('Network request failed'));
          return;
        }
        if (onProgress) report(100);
        const headers = parseHeaders(xhr.getAllResponseHeaders());
        resolve(
          new Response(NULL_BODY_STATUS.has(xhr.status) ? null : (xhr.response as BodyInit | null), {
            status: xhr.status,
            statusText: xhr.statusText,
            headers,
          }),
        );
      };
      xhr.onerror = () => {
        signal.removeEventListener('abort', onAbort);
        reject(new TypeError('Network request failed'));
      };
      xhr.ontimeout = () => {
        signal.removeEventListener('abort', onAbort);
        reject(new TypeError('Network request timed out'));
      };
      xhr.onabort = () => {
        signal.removeEventListener('abort', onAbort);
        // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- as fetch does: the abort reason as given
        reject(abortError(signal));
      };
      signal.addEventListener('abort', onAbort, { once: true });
      if (onProgress) report(0);
      xhr.send(body);
    });
  };
}

/** The per-request options of a multipart call: its serializer, plus the XHR fetch when progress is wanted. */
export function multipartInit(options: UploadOptions = {}, formOptions: FormDataOptions = {}) {
  return {
    bodySerializer: formDataSerializer(formOptions),
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.onProgress ? { fetch: createXhrFetch(options.onProgress) } : {}),
  };
}

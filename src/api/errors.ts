/**
 * Errors of the API as one class, ApiError, and what turns a call's outcome into data or an
 * ApiError: unwrap, the client-side refusal inputError and the shape check expectArray (checkId.ts,
 * errorText.ts: what only some screens need, apart so that it is not in every page's first load).
 */
import { isAbortError } from './abort';

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

/** A client-side refusal, before any call: the text is the spec's. */
export function inputError(message: string, code: 'INVALID_INPUT' | 'INVALID_ID' = 'INVALID_INPUT'): ApiError {
  return new ApiError(message, { code, body: { error: message, message } });
}

/** The data when it is an array, else ApiError BAD_RESPONSE with the given text. */
// `T[]` beside `unknown` is for inference: a typed argument gives T.
// eslint-disable-next-line @typescript-eslint/no-redundant-type-constituents
export function expectArray<T>(data: T[] | undefined | unknown, message = 'Invalid data format: expected a list.'): T[] {
  if (!Array.isArray(data)) throw new ApiError(message, { code: 'BAD_RESPONSE', body: { error: message, message } });
  return data as T[];
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
    if (isAbortError(error) || error instanceof ApiError) throw error;
    const message = error instanceof Error && error.message ? error.message : 'Network Error';
    throw new ApiError(message, { code: 'NETWORK', cause: error });
  }
  if (!result.response.ok) throw errorFromResponse(result.response, result.error);
  return result.data as D;
}

import { SERVER_TEXTS } from '../../src/domain/serverTexts.js';

/** An error with a status and a text meant for people; answered as {error, message[, field]}. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) => new HttpError(400, message, field);
export const unauthorized = (message: string = SERVER_TEXTS.tokenMissing) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const conflict = (message: string, field?: string) => new HttpError(409, message, field);
export const notFound = (what: string) => new HttpError(404, `${what} not found.`);
export const tooLarge = (message: string, field?: string) => new HttpError(413, message, field);
export const unsupportedType = (message: string, field?: string) => new HttpError(415, message, field);
export const tooManyRequests = (message: string = SERVER_TEXTS.tooManyRequests) => new HttpError(429, message);

/** A size limit as people read it: 4 KB, 32 KB, 1.5 MB. */
export function sizeText(bytes: number): string {
  const [value, unit] = bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'MB'] : bytes >= 1024 ? [bytes / 1024, 'KB'] : [bytes, 'bytes'];
  return `${Math.round(value * 10) / 10} ${unit}`;
}

/** A request body over its operation's limit, stated as every 413 does. */
export const bodyTooLarge = (limit: number) => tooLarge(`The request body is too large (at most ${sizeText(limit)}).`);

export interface ErrorBody {
  error: string;
  message: string;
  field?: string;
}

export function errorBody(message: string, field?: string): ErrorBody {
  return field ? { error: message, message, field } : { error: message, message };
}

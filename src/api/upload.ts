/**
 * Uploads with progress: fetch reports none, so a call that wants it goes over XMLHttpRequest,
 * through openapi-fetch's per-request `fetch` option.
 */
import type { CallOptions } from './client';

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

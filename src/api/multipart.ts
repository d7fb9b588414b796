/**
 * Multipart bodies: the contract's forms as FormData, and the one builder of a multipart call's
 * options for openapi-fetch (multipartInit), typed by the form of openapi.yaml.
 */
import { createXhrFetch, type UploadOptions } from './upload';

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

/** Every field of the form T (its required ones required), each a value FormData can carry. */
export type FormFields<T> = { readonly [P in keyof T]: FormFieldValue };

/**
 * The options of a multipart call of openapi-fetch, for the operation whose form is T. A type, not
 * an interface: openapi-fetch's init takes an index signature, which only a type alias satisfies.
 */
export type MultipartInit<T> = {
  body: T;
  bodySerializer: (body: unknown) => FormData;
  signal?: AbortSignal;
  fetch?: (request: Request) => Promise<Response>;
};

/**
 * The body, serializer and transport of a call whose form in openapi.yaml is T:
 * `api.POST('/api/media/create', multipartInit<S['MediaCreateForm']>(input, options))`.
 * With onProgress the call goes over XMLHttpRequest (upload.ts).
 */
export function multipartInit<T>(input: FormFields<T>, options: UploadOptions = {}, formOptions: FormDataOptions = {}): MultipartInit<T> {
  return {
    // The one place where the files stand for the contract's type: the generator types a binary
    // field as `string`, which no file is, and the serializer reads them as the files they are.
    body: input as T,
    bodySerializer: formDataSerializer(formOptions),
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.onProgress ? { fetch: createXhrFetch(options.onProgress) } : {}),
  };
}

/**
 * The back-office's writes, one way for every resource: a stored token is required before
 * anything is sent, the path's {id} is checked, multipart forms go through multipartInit, and the
 * answer comes back through unwrap. Each is typed by openapi.yaml at its path: only a path with
 * that operation (a multipart form, an {id}) is accepted, the input is that path's form and the
 * result that path's answer.
 */
import type { components, paths } from '../../../shared/api-schema';
import { api, type CallOptions } from '../client';
import { unwrap } from '../errors';
import { checkId } from '../checkId';
import { multipartInit, type FormDataOptions, type FormFields } from '../multipart';
import { requireToken } from '../token';
import type { UploadOptions } from '../upload';

type FormOf<O> = O extends { requestBody: { content: { 'multipart/form-data': infer F } } } ? F : never;
type Json<R> = R extends { content: { 'application/json': infer D } } ? D : never;
type DataOf<O> = O extends { responses: infer R } ? (R extends { 200: infer A } ? Json<A> : R extends { 201: infer A } ? Json<A> : never) : never;
type TakesId<O> = O extends { parameters: { path: { id: number } } } ? true : false;

/** The paths whose POST (or PUT to an {id}) sends a multipart form. */
type FormPath<M extends 'post' | 'put'> = {
  [P in keyof paths]: [FormOf<paths[P][M]>] extends [never] ? never : M extends 'put' ? (TakesId<paths[P][M]> extends true ? P : never) : P;
}[keyof paths];
type DeletePath = { [P in keyof paths]: TakesId<paths[P]['delete']> extends true ? P : never }[keyof paths];
type AnyForm<M extends 'post' | 'put'> = FormFields<FormOf<paths[FormPath<M>][M]>>;

// Each function's first signature ties its path to that path's own form and answer. openapi-fetch
// cannot resolve a path that is still a type parameter, so the body checks its call against
// every such path at once.

/** POST of a multipart form: `postForm('/api/annual-books/create', input, options)`. */
export function postForm<P extends FormPath<'post'>>(path: P, input: FormFields<FormOf<paths[P]['post']>>, options?: UploadOptions): Promise<DataOf<paths[P]['post']>>;
export async function postForm<P extends FormPath<'post'>>(path: P, input: FormFields<FormOf<paths[P]['post']>>, options: UploadOptions = {}) {
  requireToken();
  const anyPath: FormPath<'post'> = path;
  const anyForm: AnyForm<'post'> = input;
  return unwrap(api.POST(anyPath, multipartInit(anyForm, options)));
}

/** PUT of a multipart form to the item `id` ('Invalid ID provided.' for a bad one, checked after the token). */
export function putForm<P extends FormPath<'put'>>(
  path: P,
  id: number,
  input: FormFields<FormOf<paths[P]['put']>>,
  options?: UploadOptions,
  formOptions?: FormDataOptions,
): Promise<DataOf<paths[P]['put']>>;
export async function putForm<P extends FormPath<'put'>>(
  path: P,
  id: number,
  input: FormFields<FormOf<paths[P]['put']>>,
  options: UploadOptions = {},
  formOptions: FormDataOptions = {},
) {
  requireToken();
  const anyPath: FormPath<'put'> = path;
  const anyForm: AnyForm<'put'> = input;
  return unwrap(api.PUT(anyPath, { params: { path: { id: checkId(id) } }, ...multipartInit(anyForm, options, formOptions) }));
}

/** DELETE of the item `id`: the server's { message }. */
export async function deleteById(path: DeletePath, id: number, options: CallOptions = {}): Promise<components['schemas']['MessageResponse']> {
  requireToken();
  return unwrap(api.DELETE(path, { params: { path: { id: checkId(id) } }, signal: options.signal }));
}

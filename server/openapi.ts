import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';

/**
 * openapi.yaml is the single source of every request and response shape: the server builds its
 * validators from it at start, and the tests check every response against it.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Schema = { [key: string]: Json };

export interface Operation {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The document's path, such as /api/media/{id}. */
  path: string;
  /** The same path in Fastify's syntax, such as /api/media/:id. */
  routePath: string;
  /** A Bearer token is required (no anonymous alternative in `security`). */
  requiresAuth: boolean;
  /** `x-role: owner`: only an owner may call it (403 to an editor). Every other call with a token is open to every role. */
  role: 'owner' | null;
  jsonBody: Schema | null;
  formBody: FormSpec | null;
  params: Schema | null;
  responses: Record<string, { json?: Schema; text?: Schema }>;
}

export type FileKind = 'image' | 'video' | 'pdf' | 'hero';

export interface FileFieldSpec {
  name: string;
  kinds: FileKind[];
  multiple: boolean;
  /** Sent as name[0], name[1], ... */
  indexed: boolean;
  maxItems: number;
  required: boolean;
}

export interface FormSpec {
  /** The text fields' schema (binary properties removed), for Ajv. */
  fields: Schema;
  arrayFields: Set<string>;
  files: Map<string, FileFieldSpec>;
  messages: Record<string, string>;
}

/** openapi.yaml, found upward from this module: at the root of the repository, above server/ or above the bundle (dist-server/). */
function findDocument(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'openapi.yaml');
    if (existsSync(file)) return file;
    if (path.dirname(dir) === dir) throw new Error(`openapi.yaml not found above ${from}`);
  }
}

export const documentPath = findDocument(path.dirname(fileURLToPath(import.meta.url)));

/** The parts of openapi.yaml the server reads; the rest of each operation is JSON read by its rules. */
interface OpenApiDocument {
  paths: Record<string, Schema>;
  security?: Schema[];
  components?: Schema;
}

/** openapi.yaml as JSON, for following its $refs; `document` is the same, read by its known parts. */
const source: unknown = parse(readFileSync(documentPath, 'utf8'));
export const document = source as OpenApiDocument;

const FILE_KINDS: readonly FileKind[] = ['image', 'video', 'pdf', 'hero'];

/**
 * The largest file of each kind in bytes, from the document's `components.x-upload-limits` (the one
 * place they are stated); a kind missing or not a positive whole number stops the start.
 */
export function readUploadLimits(doc: { components?: Record<string, unknown> }): Record<FileKind, number> {
  const stated = (doc.components?.['x-upload-limits'] ?? {}) as Record<string, unknown>;
  const limits = {} as Record<FileKind, number>;
  for (const kind of FILE_KINDS) {
    const bytes = stated[kind];
    if (typeof bytes !== 'number' || !Number.isInteger(bytes) || bytes < 1) {
      throw new Error(`openapi.yaml: components.x-upload-limits.${kind} must be a number of bytes, got ${JSON.stringify(bytes)}`);
    }
    limits[kind] = bytes;
  }
  return limits;
}

export const uploadLimits = readUploadLimits(document);

/** Replaces every local $ref with a copy of its target, so each schema stands alone. */
export function deref(node: Json): Json {
  if (Array.isArray(node)) return node.map(deref);
  if (node && typeof node === 'object') {
    if (typeof node.$ref === 'string') {
      const target = node.$ref
        .replace(/^#\//, '')
        .split('/')
        .reduce<Json>((at, key) => (at as Record<string, Json>)[key] as Json, source as Json);
      return deref(target);
    }
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, deref(v)]));
  }
  return node;
}

const isBinary = (s: Schema | undefined) => s?.type === 'string' && s.format === 'binary';

function formSpec(schema: Schema): FormSpec {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = new Set((schema.required ?? []) as string[]);
  const files = new Map<string, FileFieldSpec>();
  const fieldProps: Record<string, Schema> = {};
  const arrayFields = new Set<string>();
  for (const [name, prop] of Object.entries(properties)) {
    const items = prop.items as Schema | undefined;
    if (isBinary(prop) || (prop.type === 'array' && isBinary(items))) {
      const multiple = prop.type === 'array';
      files.set(name, {
        name,
        kinds: (prop['x-kinds'] ?? ['image']) as FileKind[],
        multiple,
        indexed: prop['x-indexed'] === true,
        maxItems: multiple ? ((prop.maxItems as number | undefined) ?? 20) : 1,
        required: required.has(name),
      });
    } else {
      fieldProps[name] = prop;
      if (prop.type === 'array') arrayFields.add(name);
    }
  }
  return {
    fields: {
      type: 'object',
      properties: fieldProps,
      required: [...required].filter((n) => !files.has(n)),
    },
    arrayFields,
    files,
    messages: (schema['x-messages'] ?? {}) as Record<string, string>,
  };
}

/** `x-role`, which names the one role a call is kept for; a misspelt one stops the start rather than open the call. */
function roleOf(op: Schema): Operation['role'] {
  const role = op['x-role'];
  if (role === undefined) return null;
  if (role !== 'owner') throw new Error(`openapi.yaml: ${JSON.stringify(op.operationId)} has x-role ${JSON.stringify(role)}; only "owner" is known`);
  return role;
}

function operations(): Operation[] {
  const out: Operation[] = [];
  for (const [p, item] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(item)) {
      const op = deref(raw) as Schema;
      const security = (op.security ?? document.security ?? []) as Schema[];
      const requiresAuth = security.length > 0 && security.every((s) => Object.keys(s).length > 0);
      const content = ((op.requestBody as Schema | undefined)?.content ?? {}) as Record<string, Schema>;
      const params = ((op.parameters ?? []) as Schema[]).filter((x) => x.in === 'path');
      const responses: Operation['responses'] = {};
      for (const [status, res] of Object.entries((op.responses ?? {}) as Record<string, Schema>)) {
        const c = (res.content ?? {}) as Record<string, Schema>;
        responses[status] = {
          json: c['application/json']?.schema as Schema | undefined,
          text: c['text/plain']?.schema as Schema | undefined,
        };
      }
      out.push({
        operationId: op.operationId as string,
        method: method.toUpperCase() as Operation['method'],
        path: p,
        routePath: p.replace(/\{(\w+)\}/g, ':$1'),
        requiresAuth,
        role: roleOf(op),
        jsonBody: (content['application/json']?.schema as Schema | undefined) ?? null,
        formBody: content['multipart/form-data'] ? formSpec(content['multipart/form-data'].schema as Schema) : null,
        params: params.length
          ? {
              type: 'object',
              required: params.filter((x) => x.required).map((x) => x.name as string),
              properties: Object.fromEntries(params.map((x) => [x.name as string, x.schema as Json])),
            }
          : null,
        responses,
      });
    }
  }
  return out;
}

export const allOperations = operations();
const byId = new Map(allOperations.map((o) => [o.operationId, o]));

export function operation(operationId: string): Operation {
  const op = byId.get(operationId);
  if (!op) throw new Error(`openapi.yaml has no operation "${operationId}"`);
  return op;
}

// binary is OpenAPI's, x-* are ours: Ajv ignores them.
export function createAjv(options: { coerceTypes?: boolean | 'array' } = {}) {
  const ajv = new Ajv2020({
    allErrors: false,
    strict: false,
    coerceTypes: options.coerceTypes ?? false,
    useDefaults: false,
    removeAdditional: false,
  });
  const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;
  addFormats(ajv);
  ajv.addFormat('binary', true);
  return ajv;
}

/** The property an Ajv error is about, such as "email" or "template_params.from_email". */
function errorField(e: ErrorObject): string {
  const base = e.instancePath.replace(/^\//, '').replace(/\//g, '.').replace(/\.\d+$/, '');
  if (e.keyword === 'required') {
    const missing = (e.params as { missingProperty: string }).missingProperty;
    return base ? `${base}.${missing}` : missing;
  }
  return base;
}

function messagesFor(schema: Schema, field: string): Record<string, string> {
  // x-messages live on the object that holds the field.
  const parts = field.split('.');
  let at: Schema | undefined = schema;
  for (const key of parts.slice(0, -1)) at = (at?.properties as Record<string, Schema> | undefined)?.[key];
  return (at?.['x-messages'] ?? {}) as Record<string, string>;
}

/**
 * Turns the first Ajv error into the text a person reads: the specification's wording from the
 * schema's x-messages where it gives one (`field` for a missing or empty value, `field.format` for a
 * malformed one), else a sentence that names the field.
 */
export function describeError(schema: Schema, errors: ErrorObject[] | null | undefined): { message: string; field: string } {
  const e = errors?.[0];
  if (!e) return { message: 'The request is invalid.', field: '' };
  const field = errorField(e);
  const leaf = field.split('.').pop() ?? field;
  const messages = messagesFor(schema, field);
  const specific = messages[`${leaf}.${e.keyword}`];
  if (specific) return { message: specific, field };
  const emptyish = e.keyword === 'required' || e.keyword === 'pattern' || e.keyword === 'minLength' || e.keyword === 'minItems';
  if (emptyish && messages[leaf]) return { message: messages[leaf], field };
  if (messages[leaf] && e.keyword === 'type') return { message: messages[leaf], field };
  const name = field || 'body';
  switch (e.keyword) {
    case 'required':
      return { message: `${name} is required.`, field };
    case 'pattern':
    case 'minLength':
      return { message: `${name} must not be empty.`, field };
    case 'maxLength':
      return { message: `${name} must be at most ${(e.params as { limit: number }).limit} characters.`, field };
    case 'format':
      return { message: `${name} must be a valid ${(e.params as { format: string }).format}.`, field };
    case 'type':
      return { message: `${name} must be ${[(e.params as { type: string | string[] }).type].flat().join(' or ')}.`, field };
    case 'minimum':
      return { message: `${name} must be at least ${(e.params as { limit: number }).limit}.`, field };
    case 'maxItems':
      return { message: `${name}: at most ${(e.params as { limit: number }).limit} are allowed.`, field };
    default:
      return { message: `${name} ${e.message ?? 'is invalid'}.`, field };
  }
}

export type { ValidateFunction };

import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import type { Config } from '../config.js';
import { HttpError, badRequest, bodyTooLarge } from '../http/errors.js';
import { createAjv, describeError, type FileKind, type FormSpec, type ValidateFunction } from '../openapi.js';
import { removeFiles } from './faults.js';
import { storageFs, type TempFile } from './storage.js';
import { pdfProblem } from './pdf.js';

export interface Form {
  fields: Record<string, string | string[] | undefined>;
  files: Record<string, TempFile[]>;
}

const KIND_OF: Record<string, TempFile['kind']> = {
  'image/jpeg': 'image',
  'image/png': 'image',
  'image/webp': 'image',
  'image/gif': 'image',
  'video/mp4': 'video',
  'video/quicktime': 'video',
  'video/webm': 'video',
  'application/pdf': 'pdf',
};

const KIND_WORDS: Record<FileKind, string> = {
  image: 'an image (JPEG, PNG, WebP or GIF)',
  video: 'a video (MP4, MOV or WebM)',
  pdf: 'a PDF',
  hero: 'a JPEG or PNG image',
};

function accepts(kinds: FileKind[], mime: string): boolean {
  const kind = KIND_OF[mime];
  return kinds.some((k) => (k === 'hero' ? mime === 'image/jpeg' || mime === 'image/png' : k === kind));
}

export function limitFor(config: Config, kinds: FileKind[], mime?: string): number {
  const of = (k: FileKind) =>
    k === 'hero' ? config.limits.heroBytes : k === 'pdf' ? config.limits.pdfBytes : k === 'video' ? config.limits.videoBytes : config.limits.imageBytes;
  if (mime) {
    if (kinds.includes('hero')) return config.limits.heroBytes;
    return of(KIND_OF[mime] ?? 'image');
  }
  return Math.max(...kinds.map(of));
}

const PARSER_MARGIN = 1024 * 1024;

const mb = (bytes: number) => `${Math.round((bytes / 1048576) * 10) / 10} MB`;

/** The counts and sizes a form is read within (busboy's limits); 413 beyond each. */
export function formLimits(spec: FormSpec, config: Config) {
  const files = [...spec.files.values()].reduce((n, f) => n + f.maxItems, 0);
  const fileSize = spec.files.size ? Math.max(...[...spec.files.values()].map((f) => limitFor(config, f.kinds))) : 0;
  return { files, fileSize, fields: 50, parts: 50 + files, fieldSize: 64 * 1024 };
}

/** What a part's boundary and headers may add to its field or file (busboy holds headers to 80 KB in all). */
const PART_OVERHEAD = 16 * 1024;
/** The most read before the form's first part: a form starts with its boundary, a field is at most 64 KB. */
const PREAMBLE_LIMIT = 256 * 1024;

/**
 * The most a whole form of this operation may take: every file at its limit, every field at its
 * size, each part's boundary and headers. busboy throws away what comes before the first boundary
 * and after the last without a limit, and the request has no read timeout, so a body that never
 * matches its boundary (300 MB of zeros) would otherwise be read whole before its 400.
 */
function formCeiling(spec: FormSpec, config: Config): number {
  const limits = formLimits(spec, config);
  const files = [...spec.files.values()].reduce((n, f) => n + f.maxItems * limitFor(config, f.kinds), 0);
  return files + limits.fields * limits.fieldSize + limits.parts * PART_OVERHEAD;
}

/**
 * Counts the body's bytes as the form parser reads them; `failed` rejects once the form has read
 * more than its ceiling, or has recognised no part within PREAMBLE_LIMIT. Those bytes are outside
 * any part (before the first boundary, after the last), so only a wait for the next part can see it.
 */
function guardBody(req: FastifyRequest, ceiling: number) {
  let read = 0;
  let parts = 0;
  let fail: (error: HttpError) => void = () => {};
  const failed = new Promise<never>((_, reject) => (fail = reject));
  failed.catch(() => undefined); // settled unread when the form ends first
  const count = (chunk: Buffer) => {
    read += chunk.length;
    if (read > ceiling) fail(bodyTooLarge(ceiling));
    // One chunk may hold the first part and more (a socket's 64 KB, a test's whole body): the parser
    // has handed the part on by the next turn of the event loop, when this asks again.
    else if (parts === 0 && read > PREAMBLE_LIMIT) setImmediate(() => parts === 0 && fail(badRequest(MALFORMED)));
  };
  req.raw.on('data', count);
  return { failed, partSeen: () => (parts += 1), stop: () => req.raw.off('data', count) };
}

const validators = new WeakMap<FormSpec, ValidateFunction>();
const ajv = createAjv();

/**
 * Reads a multipart request against its operation's form schema: text fields checked by the
 * document's schema, files streamed to DATA_DIR/tmp, typed by their bytes and checked against the
 * field's allowed kinds and size. Temp files are listed in `temps` for the caller to remove.
 */
export async function readForm(req: FastifyRequest, spec: FormSpec, config: Config, temps: string[]): Promise<Form> {
  if (!req.isMultipart()) throw badRequest('The request must be multipart/form-data.');
  try {
    return await readParts(req, spec, config, temps);
  } catch (error) {
    throw malformed(error) ? badRequest(MALFORMED) : error;
  }
}

const MALFORMED = 'The form could not be read: it ends too early or is not well-formed multipart/form-data.';

/**
 * The multipart parser's own errors (a form cut short, a part without its headers, a boundary over
 * its length) are plain Errors without a code: the client's doing, so a 400, not a 500. Ours are
 * HttpErrors, the file system's carry a code, a bug is a TypeError or the like.
 */
const malformed = (error: unknown) => error instanceof Error && error.constructor === Error && !('code' in error);

async function readParts(req: FastifyRequest, spec: FormSpec, config: Config, temps: string[]): Promise<Form> {
  const tmpDir = path.join(config.dataDir, 'tmp');
  mkdirSync(tmpDir, { recursive: true });
  const limits = formLimits(spec, config);
  const ceiling = formCeiling(spec, config);
  if (Number(req.headers['content-length'] ?? 0) > ceiling) throw bodyTooLarge(ceiling);
  const form: Form = { fields: {}, files: {} };
  // One byte over the largest file limit, so the size check below (which names the field) sees it.
  // The byte counter below refuses a file past its own field's limit, naming the field. The
  // parser's limit is only a backstop, set a margin above it: at one byte above, the two tripped
  // on the same chunk and, under load, the parser's unnamed refusal sometimes won.
  const parts = req.parts({ limits: { ...limits, fileSize: limits.fileSize + PARSER_MARGIN } })[Symbol.asyncIterator]();
  const guard = guardBody(req, ceiling);
  try {
    for (;;) {
      const next = await Promise.race([parts.next(), guard.failed]);
      if (next.done) break;
      guard.partSeen();
      const part = next.value;
      const name = part.fieldname.replace(/\[\d*\]$/, '');
      if (part.type === 'field') {
        const value = String(part.value);
        if (spec.files.has(name)) {
          // An empty text is a file input left empty: the current file stays. Any other text in a file
          // field (a path, "null") would silently change nothing, so it is refused.
          if (value === '') continue;
          throw badRequest(`${name} must be a file, not text.`, name);
        }
        if (spec.fields.properties && !(name in (spec.fields.properties as object))) continue;
        if (spec.arrayFields.has(name)) {
          const list = (form.fields[name] as string[] | undefined) ?? [];
          list.push(value);
          form.fields[name] = list;
        } else form.fields[name] = value;
        continue;
      }
      const fieldSpec = spec.files.get(name);
      if (!fieldSpec) {
        part.file.resume();
        throw badRequest(`Unexpected file field "${part.fieldname}".`, part.fieldname);
      }
      const temp = path.join(tmpDir, randomBytes(16).toString('hex'));
      temps.push(temp);
      let size = 0;
      const hardLimit = limitFor(config, fieldSpec.kinds);
      const counter = new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length;
          if (size > hardLimit) done(new HttpError(413, tooLargeText(spec, name, hardLimit), name));
          else done(null, chunk);
        },
      });
      const out = storageFs.createWriteStream(temp);
      try {
        await pipeline(part.file, counter, out);
      } catch (error) {
        // The temp file may still be opening when the pipeline fails (a file over its limit): wait for
        // it to be closed, or its removal when the request ends could come first and leave it behind.
        if (!out.closed) await once(out, 'close', { signal: AbortSignal.timeout(5000) }).catch(() => undefined);
        throw error;
      }
      if (part.file.truncated) throw new HttpError(413, tooLargeText(spec, name, hardLimit), name);
      if (size === 0) continue; // an empty file input: nothing chosen
      const type = await fileTypeFromFile(temp);
      const mime = type?.mime ?? 'application/octet-stream';
      if (!accepts(fieldSpec.kinds, mime)) {
        throw new HttpError(
          415,
          spec.messages[`${name}.type`] ??
            `${name}: "${part.filename}" is not ${fieldSpec.kinds.map((k) => KIND_WORDS[k]).join(' or ')}.`,
          name,
        );
      }
      if (KIND_OF[mime] === 'pdf') {
        const problem = await pdfProblem(temp);
        if (problem) throw new HttpError(415, spec.messages[`${name}.type`] ?? `${name}: "${part.filename}" is not a valid PDF (${problem}).`, name);
      }
      const limit = limitFor(config, fieldSpec.kinds, mime);
      if (size > limit) throw new HttpError(413, tooLargeText(spec, name, limit), name);
      const list = (form.files[name] ??= []);
      if (list.length >= fieldSpec.maxItems) throw new HttpError(413, `${name}: at most ${fieldSpec.maxItems} files are allowed.`, name);
      list.push({ field: name, filename: part.filename, path: temp, size, mime, kind: KIND_OF[mime]! });
    }
  } finally {
    guard.stop();
  }

  let validate = validators.get(spec);
  if (!validate) validators.set(spec, (validate = ajv.compile(spec.fields)));
  if (!validate(form.fields)) {
    const { message, field } = describeError({ ...spec.fields, 'x-messages': spec.messages }, validate.errors);
    throw badRequest(message, field);
  }
  for (const f of spec.files.values()) {
    if (f.required && !form.files[f.name]?.length) throw badRequest(spec.messages[f.name] ?? `${f.name} is required.`, f.name);
  }
  return form;
}

function tooLargeText(spec: FormSpec, field: string, limit: number) {
  return spec.messages[`${field}.size`] ?? `${field}: files may be at most ${mb(limit)}.`;
}

export const removeTemps = removeFiles;

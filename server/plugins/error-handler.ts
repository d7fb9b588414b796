import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { HttpError, bodyTooLarge, errorBody, sizeText } from '../http/errors.js';
import { storageFailure } from '../files/faults.js';
import { formLimits } from '../files/multipart.js';
import { describeError, operation, type Schema } from '../openapi.js';

const FILE_HEADERS = ['content-type', 'content-length', 'content-encoding', 'content-disposition', 'etag', 'last-modified', 'cache-control', 'vary'];

/** busboy's limits (files/multipart.ts), stated in the answer as every 413 does. */
function formLimitText(code: string, req: FastifyRequest, config: Config): string {
  const opId = req.routeOptions.config?.operationId;
  const spec = opId ? operation(opId).formBody : null;
  if (!spec) return 'The form is over its limits.'; // not reached: only a form read raises these
  const limits = formLimits(spec, config);
  if (code === 'FST_REQ_FILE_TOO_LARGE') return `A file is larger than allowed (at most ${sizeText(limits.fileSize)}).`;
  if (code === 'FST_FILES_LIMIT') return `Too many files in one request (at most ${limits.files}).`;
  if (code === 'FST_PARTS_LIMIT') return `Too many fields and files in one request (at most ${limits.parts}).`;
  return `Too many fields in one request (at most ${limits.fields}).`;
}

/** Every failure answered as {error, message[, field]} with its status; the unexpected ones logged, as 500. */
async function errorHandler(app: FastifyInstance, { config }: { config: Config }) {
  app.setErrorHandler((err: FastifyError & { field?: string }, req, reply) => {
    // Headers set for a file that failed as it was read (deleted by an edit between its lookup and
    // its opening) must not go out with the error: a JSON body typed image/webp is refused by
    // Fastify (a 500), and a 404 must not be cached for a year.
    for (const name of FILE_HEADERS) reply.removeHeader(name);
    if (err.code === 'ENOENT') return reply.code(404).header('Cache-Control', 'no-cache').send(errorBody('Not found.'));
    if (err instanceof HttpError) {
      return reply.code(err.statusCode).send(errorBody(err.message, err.field));
    }
    if (err.validation) {
      if (err.validationContext === 'params') {
        // Every path parameter is an item's ID but a trashed file's name (trashFile).
        const param = err.validation[0]?.instancePath.slice(1) || 'id';
        return reply.code(400).send(param === 'id' ? errorBody('Invalid ID provided.', 'id') : errorBody(`Invalid ${param} provided.`, param));
      }
      const schema = (req.routeOptions.schema?.body ?? {}) as Schema;
      const { message, field } = describeError(schema, err.validation);
      return reply.code(400).send(errorBody(message, field));
    }
    switch (err.code) {
      case 'FST_REQ_FILE_TOO_LARGE':
      case 'FST_FILES_LIMIT':
      case 'FST_PARTS_LIMIT':
      case 'FST_FIELDS_LIMIT':
        return reply.code(413).send(errorBody(formLimitText(err.code, req, config)));
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.code(413).send(errorBody(bodyTooLarge(req.routeOptions.bodyLimit).message));
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
        return reply.code(400).send(errorBody('The request must be multipart/form-data.'));
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.code(415).send(errorBody('Unsupported content type.'));
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return reply.code(400).send(errorBody('The request body must be valid JSON.'));
    }
    const storage = storageFailure(err);
    if (storage) {
      // For the operator: the disk needs room, or its mount or permissions need a look.
      req.log.error({ err }, `storage failure answered ${storage.statusCode}`);
      return reply.code(storage.statusCode).send(errorBody(storage.message));
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.code(err.statusCode).send(errorBody(err.message));
    }
    req.log.error({ err }, 'request failed');
    return reply.code(500).send(errorBody('Something went wrong on our side. Please try again later.'));
  });
}

// fastify-plugin: the handler is the app's, for every route registered after it.
export const errorHandlerPlugin = fp(errorHandler, { name: 'error-handler', fastify: '5.x' });

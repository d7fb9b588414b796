import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAjv } from '../openapi.js';

/** Requests checked against openapi.yaml's schemas: bodies exactly as sent, path parameters read from their text. */
async function validation(app: FastifyInstance) {
  const bodyAjv = createAjv();
  const paramsAjv = createAjv({ coerceTypes: true });
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? bodyAjv : paramsAjv).compile(schema as object));
}

// fastify-plugin: the compiler is the app's, for every route registered after it.
export const validationPlugin = fp(validation, { name: 'validation', fastify: '5.x' });

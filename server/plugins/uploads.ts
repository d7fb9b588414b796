import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { uploadsDir } from '../files/storage.js';

/** Uploaded files under /uploads/: generated names, fixed types, cached for good (a replaced file gets a new name). */
export async function uploadsPlugin(app: FastifyInstance, { config }: { config: Config }) {
  await app.register(fastifyStatic, {
    root: uploadsDir(config.dataDir),
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    immutable: true,
    maxAge: '365d',
    setHeaders(res, file) {
      res.header('X-Content-Type-Options', 'nosniff');
      if (file.endsWith('.pdf')) res.header('Content-Disposition', 'inline');
    },
  });
}

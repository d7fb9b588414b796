import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { removeTemps } from '../files/multipart.js';
import { removeNames, removeStored } from '../files/storage.js';

/**
 * The files a request touches, settled when it ends: its temp files always removed, the files it
 * stored removed again if it failed, the stored files it replaced removed once it has succeeded
 * (the lists are declared on FastifyRequest in context.ts). Uploads come through @fastify/multipart,
 * registered here too.
 */
async function requestFiles(app: FastifyInstance, { config }: { config: Config }) {
  await app.register(multipart);
  app.decorateRequest('temps', null as unknown as string[]);
  app.decorateRequest('written', null as unknown as string[]);
  app.decorateRequest('obsolete', null as unknown as string[]);
  app.addHook('onRequest', (req, _reply, done) => {
    req.temps = [];
    req.written = [];
    req.obsolete = [];
    done();
  });
  const settle = async (req: FastifyRequest, reply: FastifyReply) => {
    await removeTemps(req.temps);
    if (reply.statusCode >= 400) {
      await removeNames(config.dataDir, req.written);
    } else if (req.obsolete.length) {
      await removeStored(config.dataDir, req.obsolete);
    }
  };
  // Runs before the answer leaves, so a client never sees a success whose files are not settled
  // nor a failure whose files are still on disk. A request that touched none goes on at once.
  app.addHook('onSend', (req, reply, _payload, done) => {
    if (!req.temps.length && !req.written.length && !req.obsolete.length) return done();
    settle(req, reply).then(() => done(), done);
  });
}

// fastify-plugin: every route's requests carry the lists and are settled by the hooks.
export const requestFilesPlugin = fp(requestFiles, { name: 'request-files', fastify: '5.x' });

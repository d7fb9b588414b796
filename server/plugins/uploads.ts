import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { contentTypeOf } from '../files/s3.js';
import { fileStore, ownFileId, uploadsDir } from '../files/storage.js';
import { smallerImageName } from '../../src/domain/imageSources.js';
import { savesData, varySaveData } from '../http/saveData.js';

const CACHE = 'public, max-age=31536000, immutable';

function fileHeaders(reply: FastifyReply, name: string) {
  reply.header('X-Content-Type-Options', 'nosniff');
  if (name.endsWith('.pdf')) reply.header('Content-Disposition', 'inline');
}

/** One `bytes=` range of a file of `size` bytes: null for the whole file, 'bad' when none of it is there. */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | 'bad' | null {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!m || (m[1] === '' && m[2] === '')) return null; // absent, or several ranges: the whole file
  const start = m[1] === '' ? Math.max(0, size - Number(m[2])) : Number(m[1]);
  const end = m[1] === '' || m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  return start > end || start >= size ? 'bad' : { start, end };
}

/** Whether a file name in uploads/ belongs to an item in the trash, for the content as it was when `request` came. */
export type IsTrashed = (name: string, request: object) => Promise<boolean>;

/**
 * Uploaded files under /uploads/: generated names, fixed types, cached for good (a replaced file
 * gets a new name). From DATA_DIR/uploads, or streamed from the bucket with the same headers and
 * byte ranges (a video is played by ranges). A trashed item's files answer 404 (issue 29).
 */
export async function uploadsPlugin(
  app: FastifyInstance,
  { config, isTrashed, heroId }: { config: Config; isTrashed: IsTrashed; heroId: (request: object) => Promise<string | null> },
) {
  const store = () => fileStore(config.dataDir);

  /** Answers the stored file `name` (from the bucket, or the folder for a Save-Data copy), byte ranges and all. */
  async function sendStored(req: FastifyRequest, reply: FastifyReply, name: string) {
    const found = ownFileId(name) === null ? null : await store().stat(name);
    if (!found) return reply.code(404).send({ message: 'Not Found' });
    const range = byteRange(req.headers.range, found.size);
    reply.header('Accept-Ranges', 'bytes').header('Cache-Control', CACHE).header('Last-Modified', new Date(found.mtimeMs).toUTCString());
    fileHeaders(reply, name);
    if (range === 'bad') return reply.code(416).header('Content-Range', `bytes */${found.size}`).send();
    reply.type(contentTypeOf(name));
    const part = range ?? { start: 0, end: found.size - 1 };
    reply.header('Content-Length', part.end - part.start + 1);
    if (range) reply.code(206).header('Content-Range', `bytes ${range.start}-${range.end}/${found.size}`);
    if (req.method === 'HEAD' || found.size === 0) return reply.send();
    const object = await store().read(name, range ?? undefined);
    if (!object) return reply.code(404).send({ message: 'Not Found' });
    return reply.send(object.body);
  }

  // By the name the file is served under: decoded, and its last segment, as both routes resolve it.
  app.addHook('onRequest', async (req, reply) => {
    const { '*': rest, name: param } = req.params as { '*'?: string; name?: string };
    const name = path.posix.basename(param ?? rest ?? '');
    if (await isTrashed(name, req.raw)) {
      reply.callNotFound();
      return reply;
    }
    if (!name.endsWith('.webp')) return;
    // Pictures one size smaller for a visitor saving data (issue 32), the hero at its smallest, under
    // the same URL: the page's HTML and its srcset stay the same for everyone, so the app's takeover
    // matches the server's page.
    varySaveData(reply);
    const smaller = savesData(req.headers) ? smallerImageName(name, ownFileId(name) === (await heroId(req.raw)) ? 'smallest' : 'one size') : null;
    if (smaller && (await store().stat(smaller))) {
      await sendStored(req, reply, smaller);
      return reply;
    }
  });
  if (!config.storage) {
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
    return;
  }
  app.route<{ Params: { name: string } }>({
    method: ['GET', 'HEAD'],
    url: '/uploads/:name',
    handler: (req, reply) => sendStored(req, reply, req.params.name),
  });
}

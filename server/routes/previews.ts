import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Ctx } from '../context.js';
import { notFound } from '../errors.js';
import { previewItem } from '../follow/items.js';
import { previewImages, type Preview } from '../follow/ogImage.js';
import { PREVIEW_IMAGE, PREVIEW_IMAGE_KINDS, previewSource } from '../../src/domain/pageMeta.js';

/**
 * Fetchers keep a preview picture for a day; a page names it with its upload's version
 * (`?v=`), so a replaced picture is fetched anew when the page is.
 */
const CACHE_CONTROL = 'public, max-age=86400';

/** The link-preview pictures (og:image) of the item pages, and the default of the other pages. */
export function previewRoutes({ route, db, config, imageJobs }: Ctx) {
  const images = previewImages(config.dataDir, imageJobs);

  function send(req: FastifyRequest, reply: FastifyReply, preview: Preview) {
    const etag = `"${preview.etag}"`;
    // Fetched by chat apps and sites of other origins, like the uploads.
    reply.header('Cache-Control', CACHE_CONTROL).header('ETag', etag).header('Cross-Origin-Resource-Policy', 'cross-origin').type(PREVIEW_IMAGE.type);
    if (req.headers['if-none-match']?.split(',').some((tag) => tag.trim() === etag)) return reply.code(304).send();
    return reply.send(preview.data);
  }

  route('ogDefaultImage', async (req, reply) => send(req, reply, await images.get(null)));

  route('ogImage', async (req, reply) => {
    const { kind, id } = req.params as { kind: string; id: number };
    const itemKind = Object.hasOwn(PREVIEW_IMAGE_KINDS, kind) ? PREVIEW_IMAGE_KINDS[kind as keyof typeof PREVIEW_IMAGE_KINDS] : null;
    const item = itemKind && (await previewItem(db, itemKind, id));
    if (!item) throw notFound('Item');
    return send(req, reply, await images.get(previewSource(item)));
  });
}

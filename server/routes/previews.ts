import type { FastifyReply } from 'fastify';
import type { Ctx } from '../context.js';
import { notFound } from '../http/errors.js';
import { previewItem } from './items.js';
import { previewImages, type Preview } from '../follow/ogImage.js';
import { PREVIEW_IMAGE, PREVIEW_IMAGE_KINDS, previewFocus, previewSource } from '../../src/kinds/pageMeta.js';

/** The link-preview pictures (og:image) of the item pages, and the default of the other pages. */
export function previewRoutes({ route, db, config, imageJobs, clock }: Ctx) {
  const images = previewImages(config.dataDir, imageJobs);

  // Its caching is cache-headers.ts's (a page names its picture with `?v=`, so a replaced picture
  // gets a new URL), with the validator made with the picture: no hash of 300 KB per request.
  function send(reply: FastifyReply, preview: Preview) {
    // Fetched by chat apps and sites of other origins, like the uploads.
    reply.header('ETag', `"${preview.etag}"`).header('Cross-Origin-Resource-Policy', 'cross-origin').type(PREVIEW_IMAGE.type);
    return reply.send(preview.data);
  }

  route('ogDefaultImage', async (_req, reply) => send(reply, await images.get(null)));

  route('ogImage', async (req, reply) => {
    const { kind, id } = req.params as { kind: string; id: number };
    const itemKind = Object.hasOwn(PREVIEW_IMAGE_KINDS, kind) ? PREVIEW_IMAGE_KINDS[kind as keyof typeof PREVIEW_IMAGE_KINDS] : null;
    const item = itemKind && (await previewItem(db, itemKind, id, clock()));
    if (!item) throw notFound('Item');
    return send(reply, await images.get(previewSource(item), previewFocus(item)));
  });
}

import type { FastifyReply } from 'fastify';

/** The visitor asked to save data (Chrome's Data Saver, Lite mode): the `Save-Data: on` request header. */
export const savesData = (headers: Record<string, string | string[] | undefined>) => String(headers['save-data'] ?? '').trim().toLowerCase() === 'on';

/** A picture's answer depends on Save-Data (issue 32): caches must keep the two apart. */
export function varySaveData(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  reply.header('Vary', vary ? `${String(vary)}, Save-Data` : 'Save-Data');
}

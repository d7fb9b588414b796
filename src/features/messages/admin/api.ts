/** Contact messages (tag messages): the admin inbox. Kept apart from the public send, so a visitor downloads none of it. */
import type { components } from '../../../../shared/api-schema';
import { api, type CallOptions } from '../../../api/client';
import { expectArray, unwrap } from '../../../api/errors';
import { checkId } from '../../../api/checkId';
import { requireToken } from '../../../api/token';
import { deleteById } from '../../../api/admin/write';

type S = components['schemas'];
export type ContactMessage = S['ContactMessage'];
export type MessageCount = S['MessageCount'];

/** GET /api/messages: newest first (admin). */
export async function listMessages(options: CallOptions = {}): Promise<ContactMessage[]> {
  requireToken();
  return expectArray<ContactMessage>(await unwrap(api.GET('/api/messages', { signal: options.signal })));
}

/** GET /api/messages/count: { total_messages, unread_messages } (admin). */
export async function countMessages(options: CallOptions = {}): Promise<MessageCount> {
  requireToken();
  return unwrap(api.GET('/api/messages/count', { signal: options.signal }));
}

/** PUT /api/messages/{id}/read: the message, now read. */
export async function markMessageRead(id: number, options: CallOptions = {}): Promise<ContactMessage> {
  requireToken();
  return unwrap(api.PUT('/api/messages/{id}/read', { params: { path: { id: checkId(id) } }, signal: options.signal }));
}

/** DELETE /api/messages/{id}/delete. */
export const deleteMessage = (id: number, options?: CallOptions) => deleteById('/api/messages/{id}/delete', id, options);

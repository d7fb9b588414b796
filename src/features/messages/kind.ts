// The contact form's messages: sent by visitors, read by the team; deleted for good, not trashed.
import type { KindEntry } from '../../domain/kind';

export const kind = {
  key: 'messages',
  table: 'messages',
  tag: 'messages',
  type: 'message',
  readers: 'editors',
  publicContent: false,
  pages: {},
  feeds: [],
  admin: {
    screens: [{ path: '/dashboard/messages', nav: 'messages' }],
    icon: 'messages',
    count: { call: '/api/messages/count', fields: ['unread_messages'], opens: 'messages' },
  },
  words: (t) => ({ nav: { messages: t.admin.nav.messages }, count: t.admin.dashboard.unreadCard }),
} as const satisfies KindEntry;

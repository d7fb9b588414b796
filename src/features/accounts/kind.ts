// The team's accounts (decision 015): the owners' Accounts screen and everyone's password. Its
// table is the database's `admins`; the login is no kind's (server/auth). Where an invite lands
// (src/domain/routes.ts) is outside the back-office's frame, routed by AdminApp itself.
import type { KindEntry } from '../../domain/kind';

export const kind = {
  key: 'accounts',
  table: 'admins',
  tag: 'accounts',
  type: 'account',
  readers: 'owners',
  publicContent: false,
  pages: {},
  feeds: [],
  admin: {
    screens: [
      { path: '/dashboard/accounts', nav: 'accounts', group: 'account', owners: true },
      { path: '/dashboard/password', nav: 'password', group: 'account' },
    ],
  },
  words: (t) => ({ nav: { accounts: t.account.nav.accounts, password: t.account.nav.password } }),
} as const satisfies KindEntry;

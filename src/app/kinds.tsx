/**
 * The React side of each kind (decision 033): its back-office screens, by their `nav` in its entry
 * (src/kinds), and its dashboard card's call. Typed by the registry: a kind left out, a screen
 * without its component, or a card without its call fails the type check. AdminApp routes these,
 * the dashboard calls these; only the back-office's chunk imports this module.
 */
import type { ComponentType } from 'react';
import { countCalendarEvents } from '../features/events/admin/api';
import { countLeaders } from '../features/leaders/admin/api';
import { countMedia } from '../features/albums/admin/api';
import { countMessages } from '../features/messages/admin/api';
import AccountsScreen from '../features/accounts/admin/AccountsScreen';
import AnnouncementsScreen from '../features/announcements/admin/AnnouncementsScreen';
import BooksScreen from '../features/books/admin/BooksScreen';
import EventsScreen from '../features/events/admin/EventsScreen';
import LeadersOverviewScreen from '../features/leaders/admin/LeadersOverviewScreen';
import LeadersScreen from '../features/leaders/admin/LeadersScreen';
import AlbumsScreen from '../features/albums/admin/AlbumsScreen';
import MessagesScreen from '../features/messages/admin/MessagesScreen';
import PasswordScreen from '../features/accounts/admin/PasswordScreen';
import SettingsScreen from '../features/settings/admin/SettingsScreen';
import SummitsScreen from '../features/summits/admin/SummitsScreen';
import { mediaCountFailureText, type CountFailure } from '../domain/dashboard';
import type { AdminCatalogue } from '../domain/texts/adminCatalogue';
import type { KindKey, KindOf } from '../kinds';

type NavOf<K extends KindKey> = KindOf<K>['admin']['screens'][number]['nav'];

/** A dashboard card's call, and what its toast says when it fails or answers no count. */
export interface CountParts {
  readonly load: (options: { signal: AbortSignal }) => Promise<unknown>;
  readonly failed: (failure: CountFailure, t: AdminCatalogue) => string;
}

export type KindParts<K extends KindKey> = {
  /** Each screen's component, by its `nav`; the screens that share a route share it. */
  readonly screens: { readonly [N in NavOf<K>]: ComponentType };
} & (KindOf<K>['admin'] extends { count: object } ? { readonly count: CountParts } : { readonly count?: never });

export const KIND_SCREENS = {
  albums: {
    screens: { media: AlbumsScreen },
    count: { load: countMedia, failed: (failure, t) => mediaCountFailureText(failure, t.errors.dashboard) },
  },
  announcements: { screens: { announcements: AnnouncementsScreen } },
  leaders: {
    // One screen for the four types, which reads its type from the route.
    screens: { Chaplain: LeadersScreen, Union: LeadersScreen, Conference: LeadersScreen, Zone: LeadersScreen, leadersOverview: LeadersOverviewScreen },
    count: { load: countLeaders, failed: (_failure, t) => t.errors.dashboard.leaderCounts },
  },
  books: { screens: { book: BooksScreen } },
  events: {
    screens: { calendar: EventsScreen },
    count: { load: countCalendarEvents, failed: (_failure, t) => t.errors.dashboard.eventsCount },
  },
  summits: { screens: { summit: SummitsScreen } },
  messages: {
    screens: { messages: MessagesScreen },
    count: { load: countMessages, failed: (_failure, t) => t.admin.dashboard.messagesCountFailed },
  },
  settings: { screens: { settings: SettingsScreen } },
  accounts: { screens: { accounts: AccountsScreen, password: PasswordScreen } },
} satisfies { readonly [K in KindKey]: KindParts<K> };

/** A kind's dashboard card call, as the dashboard reads any kind's; undefined for a kind without a card. */
export const countOf = (key: KindKey): CountParts | undefined => (KIND_SCREENS[key] as { readonly count?: CountParts }).count;

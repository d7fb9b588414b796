/**
 * Leader rules: the four leader types, how a typed title is stored, which list a leader appears
 * in (admin filter, dashboard counts, public grouping) and the form check.
 *
 * The server counts leaders with the very same code. The public page's words (its headings, 'Not
 * specified') are the page's texts', which the first load's chunk carries without these rules.
 * Every title match is case-insensitive and on plain substrings ('Reunion' contains 'union').
 */

import { CHAPLAINCY_PAGE_TEXTS } from '../../domain/texts/pages/chaplaincy';

export type LeaderType = 'Chaplain' | 'Union' | 'Conference' | 'Zone';
export type LeaderSlug = 'chaplain' | 'union-leader' | 'conference-leader' | 'zone-leader';

/** A type and its screen's route segment (its words are the back-office catalogue's: `leaders.types`). */
export interface LeaderTypeInfo {
  readonly type: LeaderType;
  /** Route segment of the admin screen: /dashboard/chaplency/<slug>. */
  readonly slug: LeaderSlug;
}

export const LEADER_TYPES: readonly LeaderTypeInfo[] = [
  { type: 'Chaplain', slug: 'chaplain' },
  { type: 'Union', slug: 'union-leader' },
  { type: 'Conference', slug: 'conference-leader' },
  { type: 'Zone', slug: 'zone-leader' },
];

/** The type of an admin route segment ('union-leader' -> Union); undefined for anything else. */
export function leaderTypeFromSlug(slug: string | undefined): LeaderType | undefined {
  return LEADER_TYPES.find((t) => t.slug === slug)?.type;
}

/**
 * The stored title: '<words before last> - <leader type> - <last word>'.
 * 'Youth Director STU' as a Union leader -> 'Youth Director - Union - STU'.
 * A one-word title has no words before its last, so it gives '<leader type> - <word>'
 * ('Chaplain' -> 'Chaplain - Chaplain', 'Director' as Zone -> 'Zone - Director') rather than a
 * title starting with a dangling ' - '. Whitespace runs count as one space; a blank title gives
 * just the type.
 */
export function composeLeaderTitle(typedTitle: string, type: LeaderType): string {
  const words = typedTitle.trim().split(/\s+/).filter(Boolean);
  const last = words.pop();
  if (last === undefined) return type;
  if (words.length === 0) return `${type} - ${last}`;
  return `${words.join(' ')} - ${type} - ${last}`;
}

const TYPE_ALTERNATION = 'Chaplain|Union|Conference|Zone';
const COMPOSED = new RegExp(`^(.*\\S) - (${TYPE_ALTERNATION}) - (\\S+)$`);
const COMPOSED_ONE_WORD = new RegExp(`^(${TYPE_ALTERNATION}) - (\\S+)$`);

export interface DecomposedTitle {
  /** The title as the admin typed it. */
  title: string;
  /** The type found in the stored title; null for a title not stored in the composed shape. */
  type: LeaderType | null;
}

/**
 * The typed title back from a stored one, for the edit form (the inverse of composeLeaderTitle).
 * A title not in the composed shape (older data) is returned unchanged with type null.
 */
export function decomposeLeaderTitle(stored: string): DecomposedTitle {
  const title = stored.trim();
  const full = COMPOSED.exec(title);
  if (full) return { title: `${full[1]} ${full[3]}`, type: full[2] as LeaderType };
  const oneWord = COMPOSED_ONE_WORD.exec(title);
  if (oneWord) return { title: oneWord[2] ?? '', type: oneWord[1] as LeaderType };
  if (LEADER_TYPES.some((t) => t.type === title)) return { title: '', type: title as LeaderType };
  return { title, type: null };
}

function has(title: string | null | undefined, word: string): boolean {
  return (title ?? '').toLowerCase().includes(word);
}

/**
 * The admin list filter. chaplain: no 'union', 'conference' or 'zone'; union: 'union';
 * conference: 'conference' without 'union'; zone: 'zone' without 'union'.
 * (A title with both 'conference' and 'zone' is in both of those lists.)
 */
export function matchesLeaderType(title: string | null | undefined, type: LeaderType): boolean {
  const union = has(title, 'union');
  const conference = has(title, 'conference');
  const zone = has(title, 'zone');
  switch (type) {
    case 'Union':
      return union;
    case 'Conference':
      return conference && !union;
    case 'Zone':
      return zone && !union;
    case 'Chaplain':
      return !union && !conference && !zone;
  }
}

/** The leaders an admin type screen lists, sorted by name. */
export function filterLeadersByType<T extends { Title?: string | null; Name?: string | null }>(
  leaders: readonly T[],
  type: LeaderType,
): T[] {
  return sortLeadersByName(leaders.filter((l) => matchesLeaderType(l.Title, type)));
}

/** The response of GET /api/chaplaincy-leaders/count (LeaderCounts). */
export interface LeaderCounts {
  total_chaplains: number;
  total_union_leaders: number;
  total_conference_leaders: number;
  total_zone_leaders: number;
}

/**
 * Dashboard counts, by the admin filter: chaplains are the remainder, the titles naming none of
 * union, conference and zone. A title with both 'conference' and 'zone' counts in both.
 */
export function countLeaders(titles: Iterable<string | null | undefined>): LeaderCounts {
  const counts: LeaderCounts = { total_chaplains: 0, total_union_leaders: 0, total_conference_leaders: 0, total_zone_leaders: 0 };
  for (const title of titles) {
    if (matchesLeaderType(title, 'Union')) counts.total_union_leaders += 1;
    if (matchesLeaderType(title, 'Conference')) counts.total_conference_leaders += 1;
    if (matchesLeaderType(title, 'Zone')) counts.total_zone_leaders += 1;
    if (matchesLeaderType(title, 'Chaplain')) counts.total_chaplains += 1;
  }
  return counts;
}

export type PublicLeaderGroup = 'chaplains' | 'union' | 'conference' | 'zonal';

export const PUBLIC_GROUP_HEADINGS: Readonly<Record<PublicLeaderGroup, string>> = CHAPLAINCY_PAGE_TEXTS.groups;

/**
 * The public page's section for a title, first match wins: 'chaplain', then 'union', then
 * 'conference', then 'zone' or 'zonal'. null: the leader is not shown.
 */
export function publicLeaderGroup(title: string | null | undefined): PublicLeaderGroup | null {
  if (has(title, 'chaplain')) return 'chaplains';
  if (has(title, 'union')) return 'union';
  if (has(title, 'conference')) return 'conference';
  if (has(title, 'zone') || has(title, 'zonal')) return 'zonal';
  return null;
}

export interface PublicLeaderSection<T> {
  key: PublicLeaderGroup;
  heading: string;
  leaders: T[];
}

/** The public page's four sections in display order, each sorted by name (empty sections included). */
export function groupLeadersForPublic<T extends { Title?: string | null; Name?: string | null }>(
  leaders: readonly T[],
): PublicLeaderSection<T>[] {
  const order: PublicLeaderGroup[] = ['chaplains', 'union', 'conference', 'zonal'];
  return order.map((key) => ({
    key,
    heading: PUBLIC_GROUP_HEADINGS[key],
    leaders: sortLeadersByName(leaders.filter((l) => publicLeaderGroup(l.Title) === key)),
  }));
}

/** By name, ignoring case and accents; a new array. */
export function sortLeadersByName<T extends { Name?: string | null }>(leaders: readonly T[]): T[] {
  return [...leaders].sort((a, b) => (a.Name ?? '').localeCompare(b.Name ?? '', 'en', { sensitivity: 'base' }));
}

export interface LeaderFormValues {
  name: string;
  title: string;
  contact: string;
  /** The chosen photo, if any. */
  image?: Blob | null;
}

/** null when the form may be sent; otherwise `error` (the catalogue's `leaderFormError`). The photo is required on create only. */
export function validateLeaderForm(values: LeaderFormValues, mode: 'create' | 'edit', error: string): string | null {
  const blank = (s: string) => s.trim() === '';
  if (blank(values.name) || blank(values.title) || blank(values.contact)) return error;
  if (mode === 'create' && !values.image) return error;
  return null;
}

/** What a public leader card shows for a blank Title or Contact. */
export const NOT_SPECIFIED = CHAPLAINCY_PAGE_TEXTS.notSpecified;

/** The public card's 'Title:' and 'Contact:' values: the text as stored, or 'Not specified' when blank. */
export function specifiedOr(value: string | null | undefined, none: string = NOT_SPECIFIED): string {
  const text = value?.trim();
  return text ? text : none;
}

/** The sections the public page shows: those with at least one leader. [] means 'No leaders are currently listed...'. */
export function nonEmptyPublicSections<T extends { Title?: string | null; Name?: string | null }>(
  leaders: readonly T[],
): PublicLeaderSection<T>[] {
  return groupLeadersForPublic(leaders).filter((section) => section.leaders.length > 0);
}

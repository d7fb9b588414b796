/**
 * The admin announcements form: what Edit puts in it, its publishing choice (decision 017), and the
 * texts the specification leaves open.
 * Checks and the spec's texts live in validation.ts (validateAnnouncementForm) and notices.ts.
 */

import {
  PUBLISHING_ERRORS,
  fromLocalInput,
  publicationState,
  resolvePublication,
  toLocalInput,
  type Publication,
  type PublicationStatus,
} from './publishing';

export interface AnnouncementFormValues {
  title: string;
  description: string;
}

export const EMPTY_ANNOUNCEMENT_FORM: AnnouncementFormValues = { title: '', description: '' };

/** Edit prefills title and description (a missing description reads as empty). */
export function announcementFormFrom(post: { Title?: string | null; Description?: string | null }): AnnouncementFormValues {
  return { title: post.Title ?? '', description: post.Description ?? '' };
}

/** The form as sent: the title trimmed, the description as typed. */
export function announcementPayload(values: AnnouncementFormValues): AnnouncementFormValues {
  return { title: values.title.trim(), description: values.description };
}

/** The form's publishing choice: datetime-local values, read as Dar es Salaam time. */
export interface PublishingFormValues {
  status: PublicationStatus;
  publishAt: string;
  unpublishAt: string;
}

export const PUBLISH_NOW: PublishingFormValues = { status: 'published', publishAt: '', unpublishAt: '' };

/**
 * An announcement's stored times. A post without PublishAt comes from a server that knows no
 * drafts (the specification's): everything it holds is public since it was created.
 */
export function publicationOf(post: { CreatedAt: string; PublishAt?: string | null; UnpublishAt?: string | null }): Publication {
  return { publishAt: post.PublishAt === undefined ? post.CreatedAt : post.PublishAt, unpublishAt: post.UnpublishAt ?? null };
}

/** Edit starts from where the announcement stands now; a create publishes now. */
export function publishingFormFrom(publication: Publication, now: Date): PublishingFormValues {
  const state = publicationState(publication, now);
  const status = state.kind === 'draft' ? 'draft' : state.kind === 'scheduled' ? 'scheduled' : 'published';
  return { status, publishAt: status === 'scheduled' ? toLocalInput(publication.publishAt) : '', unpublishAt: toLocalInput(publication.unpublishAt) };
}

/** The publishing fields of the API's form. */
export interface PublishingPayload {
  status?: PublicationStatus;
  publish_at?: string;
  unpublish_at?: string;
}

/** What the API is sent: the choice as its instants, or the reason it cannot be (publishing.ts's check, the server's own). */
export function checkPublishing(values: PublishingFormValues, current: Publication | null, now: Date): { fields: PublishingPayload } | { error: string; field: 'publish_at' | 'unpublish_at' } {
  const publishAt = values.status === 'scheduled' ? fromLocalInput(values.publishAt) : '';
  if (publishAt === null) return { error: PUBLISHING_ERRORS.publishAtInvalid, field: 'publish_at' };
  const unpublishAt = values.status === 'draft' ? '' : fromLocalInput(values.unpublishAt);
  if (unpublishAt === null) return { error: PUBLISHING_ERRORS.unpublishAtInvalid, field: 'unpublish_at' };
  const input = { status: values.status, unpublishAt, ...(publishAt ? { publishAt } : {}) };
  const result = resolvePublication(input, current, now);
  return 'error' in result ? result : { fields: { status: values.status, unpublish_at: unpublishAt, ...(publishAt ? { publish_at: publishAt } : {}) } };
}

/** An unchanged choice sends nothing, so the specification's form (and an edit that leaves publishing alone) sends what it always did. */
export const publishingChanged = (values: PublishingFormValues, initial: PublishingFormValues) =>
  values.status !== initial.status || (values.status !== 'draft' && values.unpublishAt !== initial.unpublishAt) || (values.status === 'scheduled' && values.publishAt !== initial.publishAt);

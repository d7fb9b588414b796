/**
 * The admin announcements form: what Edit puts in it, and the texts the specification leaves open.
 * Checks and the spec's texts live in validation.ts (validateAnnouncementForm) and messages.ts.
 */

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


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

/** Texts the specification does not give (it names only the delete success). */
export const ANNOUNCEMENT_TEXTS = {
  heading: 'Manage Announcements',
  formCreate: 'New announcement',
  formEdit: 'Edit announcement',
  listHeading: 'Announcements',
  created: 'Announcement created successfully',
  updated: 'Announcement updated successfully',
  viewAttachment: 'View Attachment',
  confirmTitle: 'Delete this announcement?',
  confirmDescription: 'The announcement, its image and its attachment will be deleted. This cannot be undone.',
  uploading: 'Uploading files',
} as const;

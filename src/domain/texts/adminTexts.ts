/**
 * The back-office's screen texts, letter for letter, by screen: headings, field labels, buttons,
 * the names screen readers hear, and the feedback of the screens the spec does not describe
 * (dashboard, messages, announcements). The spec's errors, successes and empty states are in
 * messages.ts under the keys its tests use. Public code never imports this file, so it stays out
 * of the main chunk.
 */

import type { Widen } from './uiTexts';

/** '"Sunday Service"' in a confirmation: the item's name in straight quotes. */
const quoted = (name: string) => `"${name}"`;

const MESSAGE_DELETE = 'The message will be deleted. This cannot be undone.';

export const ADMIN_TEXTS = {
  common: {
    cancel: 'Cancel',
    edit: 'Edit',
    delete: 'Delete',
    saving: 'Saving...',
    tryAgain: 'Try again',
    description: 'Description',
    eventTitle: 'Event title',
    uploadingFiles: 'Uploading files',
    /** 'Uploading 3 files'. */
    uploading: (files: string) => `Uploading ${files}`,
    /** Read after a link's visible text: ' of Sunday Service (opens in a new tab)'. */
    linkOf: (title: string) => `of ${title} (opens in a new tab)`,
    coverAlt: (title: string) => `Cover of ${title}`,
    photoAlt: (name: string) => `Photo of ${name}`,
  },
  layout: {
    skipToContent: 'Skip to content',
    menu: 'Menu',
    sidebar: 'Sidebar',
    badge: 'Admin',
    nav: 'Dashboard',
    logout: 'Logout',
  },
  dashboard: {
    heading: 'Dashboard',
    overview: 'Overview',
    quickNavigation: 'Quick Navigation',
    mediaCard: 'Total Media',
    eventsCard: 'Calendar Events',
    leadersCard: 'Total Leaders',
    unreadCard: 'Unread Messages',
    messagesCountFailed: 'Failed to fetch message count',
  },
  login: { title: 'Admin Login', home: 'Home', submit: 'Login' },
  announcements: {
    heading: 'Manage Announcements',
    formCreate: 'New announcement',
    formEdit: 'Edit announcement',
    listHeading: 'Announcements',
    created: 'Announcement created successfully',
    updated: 'Announcement updated successfully',
    viewAttachment: 'View Attachment',
    confirmTitle: 'Delete this announcement?',
    confirmDescription: 'The announcement, its image and its attachment will be deleted. This cannot be undone.',
    loading: 'Loading announcements...',
    title: 'Title',
    currentImage: 'Current image',
    image: 'Image',
    currentAttachment: 'Current attachment (PDF)',
    attachment: 'Attachment',
  },
  book: {
    title: 'Book of the Year',
    intro: 'The newest book is the one the public Book page features.',
    collection: 'Book Collection',
    loading: 'Loading books...',
    list: 'Books',
    deleteTitle: 'Delete this book?',
    deleteDescription: (title: string) => `${quoted(title)}, its cover and its reading plan will be deleted. This cannot be undone.`,
    bookTitle: 'Book title',
    coverImage: 'Cover image',
    readingPlan: 'Reading plan (PDF)',
    add: 'Add Book',
    update: 'Update Book',
  },
  calendar: {
    title: 'Annual Calendar',
    intro: 'Events of the year, shown by date on the public Calendar page.',
    events: 'Events',
    loading: 'Loading events...',
    deleteTitle: 'Delete this event?',
    deleteDescription: (event: string) => `${quoted(event)} will be removed from the calendar. This cannot be undone.`,
    date: 'Date',
    participants: 'Participants',
    add: 'Add Event',
    update: 'Update Event',
  },
  leaders: {
    overviewTitle: 'Leaders Overview',
    overviewIntro: 'Chaplaincy leaders by type. Open a type to add, edit or remove its leaders.',
    counts: 'Leader counts',
    /** 'Zone Leaders listed on the public Chaplaincy page.' */
    intro: (plural: string) => `${plural} listed on the public Chaplaincy page.`,
    loading: 'Loading leaders...',
    deleteTitle: 'Delete this leader?',
    deleteDescription: (name: string) => `${name} will be removed from the chaplaincy leaders. This cannot be undone.`,
    titleLabel: 'Title:',
    contactLabel: 'Contact:',
    name: 'Name',
    title: 'Title',
    contact: 'Contact',
    photo: 'Photo',
    uploadingPhoto: 'Uploading photo',
    add: 'Add Leader',
    update: 'Update Leader',
  },
  media: {
    title: 'Manage Media',
    intro: 'Photos and videos of events, shown in the public gallery.',
    upload: 'Upload Media',
    gallery: 'Media Gallery',
    loading: 'Loading media...',
    list: 'Media items',
    deleteTitle: 'Delete this media item?',
    deleteDescription: (title: string) => `${quoted(title)} and its files will be deleted. This cannot be undone.`,
    video: 'Video',
    view: (title: string) => `View ${title}`,
    dateLabel: 'Date:',
    filesLabel: 'Files:',
    editTitle: 'Edit Media',
    editDescription: 'Change the title or description, remove files, or add new ones.',
    files: 'Files',
    saveChanges: 'Save Changes',
    photosAndVideos: 'Photos and videos',
    uploadingBusy: 'Uploading...',
  },
  messages: {
    heading: 'Messages',
    intro: 'Messages visitors sent through the contact form, newest first.',
    empty: 'No messages yet.',
    fetchFailed: 'Failed to fetch messages',
    markRead: 'Mark as read',
    markReadFailed: 'Failed to mark message as read',
    unread: 'Unread',
    deleted: 'Message deleted successfully',
    deleteFailed: 'Failed to delete message',
    confirmTitle: 'Delete this message?',
    confirmDescription: MESSAGE_DELETE,
    /** The confirmation's description with the sender: '... This cannot be undone. From: ana@example.com'. */
    confirmDescriptionFrom: (from: string) => `${MESSAGE_DELETE} From: ${from}`,
    loading: 'Loading messages...',
    card: (from: string) => `Message from ${from}`,
    /** After the button's visible text: 'Delete: message from ana@example.com'. */
    of: (from: string) => `: message from ${from}`,
    marking: 'Marking...',
  },
  settings: {
    loading: 'Loading settings...',
    currentImageAlt: 'Current hero background image',
    noImage: 'No image uploaded: the home page shows its default background.',
    currentImage: 'Current background',
    image: 'Hero Background Image',
    uploadingImage: 'Uploading image',
  },
  summit: {
    title: 'Summit',
    intro: 'Summits shown on the public Summit page: outfit, timetable and posters.',
    summits: 'Summits',
    loading: 'Loading summits...',
    /** The curly quotes are the spec's. */
    confirmUpdate: (title: string) => `Save the changes to “${title}”? Files you chose replace the current ones.`,
    deleteTitle: 'Delete this summit?',
    deleteDescription: (title: string) =>
      `${quoted(title)}, its outfit image, timetable and posters will be deleted. This cannot be undone.`,
    viewFullSize: (alt: string) => `View ${alt} full size`,
    outfitAlt: (title: string) => `Outfit of ${title}`,
    outfit: 'Outfit',
    posters: 'Posters',
    postersOf: (title: string) => `Posters of ${title}`,
    posterAlt: (n: number, title: string) => `Poster ${n} of ${title}`,
    summitTitle: 'Summit title',
    outfitImage: 'Outfit image',
    timetable: 'Timetable (PDF)',
    create: 'Create Summit',
    update: 'Update Summit',
  },
} as const;

/** What a translation of ADMIN_TEXTS provides: the same keys, any strings. */
export type AdminTexts = Widen<typeof ADMIN_TEXTS>;

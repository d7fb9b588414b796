/**
 * The back-office's screen texts, letter for letter, by screen: headings, field labels, buttons,
 * the names screen readers hear, and the feedback of the screens the spec does not describe
 * (dashboard, messages, announcements). The spec's errors, successes and empty states are in
 * notices.ts under the keys its tests use. Public code never imports this file, so it stays out
 * of the main chunk.
 */

import { quoted } from './phrases';
import { POSTER_TEXTS, TRASH_TEXTS } from './trashTexts';
import type { Widen } from './uiTexts';

/**
 * Each leader type's names (by the leaders' LeaderType, which the leaders' entry holds complete):
 * one, many, its overview tile (the specification's), and its screen's empty text.
 */
const LEADER_NAMES = {
  Chaplain: { one: 'Chaplain', many: 'Chaplains', tile: 'Total Chaplains', none: 'No Chaplain found.' },
  Union: { one: 'Union Leader', many: 'Union Leaders', tile: 'Union Leaders', none: 'No Union found.' },
  Conference: { one: 'Conference Leader', many: 'Conference Leaders', tile: 'Conference Leaders', none: 'No Conference found.' },
  Zone: { one: 'Zone Leader', many: 'Zone Leaders', tile: 'Zone Leaders', none: 'No Zone found.' },
};

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
    keepFile: 'Leave empty to keep the current file.',
    uploadingFiles: 'Uploading files',
    /** 'Uploading 3 files'. */
    uploading: (files: string) => `Uploading ${files}`,
    /** Read after a link's visible text: ' of Sunday Service (opens in a new tab)'. */
    linkOf: (title: string) => `of ${title} (opens in a new tab)`,
    coverAlt: (title: string) => `Cover of ${title}`,
    photoAlt: (name: string) => `Photo of ${name}`,
    /** The language an announcement's, event's or album's own texts are written in (issue 31); its choices are named in themselves (LOCALE_NAMES). */
    language: 'Language of the text',
    languageHint: 'The language the title and description are written in: pages mark them with it for screen readers.',
    /** A list's search (drafts included): its label, how many it finds, and what it says when none. */
    searchList: 'Search this list',
    searchCount: (shown: number, total: number) => `${shown} of ${total} shown`,
    noMatch: (query: string) => `Nothing in this list matches “${query}”.`,
  },
  layout: {
    skipToContent: 'Skip to content',
    menu: 'Menu',
    sidebar: 'Sidebar',
    badge: 'Admin',
    nav: 'Dashboard',
    logout: 'Logout',
    /** While a stored login is being checked, before any admin screen. */
    checkingSession: 'Checking your session...',
    /** The switch's choice applies in this browser, but the account could not keep it. */
    languageFailed: 'This language could not be saved with your account: it applies in this browser only.',
    /** The Swahili texts could not be downloaded (a lost signal): nothing changed. */
    languageUnavailable: 'The texts of that language could not be downloaded. Check the connection and try again.',
  },
  /** The sidebar's links (spec section 2), in its order; Activity, Accounts, Backup and Change password are in their screens' texts. */
  nav: {
    dashboard: 'Dashboard',
    gallery: 'Gallery',
    media: 'Media',
    announcements: 'Announcements',
    chaplaincy: 'Chaplency',
    leadersOverview: 'Leaders overview',
    book: 'Book of the Year',
    calendar: 'Annual Calendar',
    summit: 'Summit',
    messages: 'Messages',
    settings: 'Settings',
    trash: 'Trash',
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
    /** The Quick Navigation tiles. */
    tiles: { media: 'Manage Media', book: 'Book of the Year', calendar: 'Annual Calendar', leaders: 'Manage Leaders', settings: 'Settings' },
  },
  login: { title: 'Admin Login', home: 'Home', submit: 'Login', email: 'Email', password: 'Password' },
  /** A picture's alt text, decorative mark and focal point (decision 024), under each picture field. */
  pictureDetails: {
    alt: 'Alt text',
    altHint: 'What the picture shows, for visitors who cannot see it.',
    decorative: 'Decorative: it shows nothing the text beside it does not say',
    focusHint: 'Tap the part that must stay in view when the picture is cropped (arrow keys move it).',
    describeEach: 'Describe each picture for visitors who cannot see it, or tick "Decorative".',
  },
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
    keepImage: 'Leave empty to keep the current image.',
    attachmentHint: 'PDF',
    keepAttachment: 'PDF. Leave empty to keep the current attachment.',
    /** Drafts and scheduling (decision 017): beside the spec's form, whose default publishes now. */
    publishing: {
      legend: 'Publishing',
      now: 'Publish now',
      stayPublished: 'Published',
      draft: 'Save as draft',
      schedule: 'Schedule',
      publishAt: 'Publish at',
      unpublishAt: 'Unpublish at (optional)',
      timeHint: 'Dar es Salaam time (EAT).',
      unpublishHint: 'Dar es Salaam time (EAT). Leave empty to keep it public.',
    },
    state: {
      draft: 'Draft',
      scheduled: (time: string) => `Scheduled for ${time}`,
      published: 'Published',
      publishedUntil: (time: string) => `Published until ${time}`,
      unpublished: (time: string) => `Unpublished since ${time}`,
    },
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
    /** The stored files' names in the edit form's file fields. */
    currentCover: 'Current cover',
    currentPlan: 'Current reading plan',
    add: 'Add Book',
    update: 'Update Book',
    addTitle: 'Add Book',
    editTitle: 'Edit Book',
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
    participantsHint: "Who takes part, e.g. 'All members' or 'Zone leaders'.",
    addTitle: 'Add Event',
    editTitle: 'Edit Event',
    add: 'Add Event',
    update: 'Update Event',
  },
  leaders: {
    types: LEADER_NAMES,
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
    keepPhoto: 'Leave empty to keep the current photo.',
    currentPhoto: 'Current photo',
    savedAs: (title: string) => `Saved as: ${title}`,
    titleHint: (type: string) => `For example 'Youth Director Dodoma'; the type ${type} is added before the last word.`,
    addTitle: (type: string) => `Add ${type}`,
    editTitle: (type: string) => `Edit ${type}`,
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
    filesHint: 'Remove a current file, or add new images or videos.',
    photosAndVideosHint: 'Images or videos; choose several at once or one after another.',
    viewerTitle: 'Media viewer',
    saveChanges: 'Save Changes',
    photosAndVideos: 'Photos and videos',
    uploadingBusy: 'Uploading...',
    /** 'Files: 3 files' on a card; 'Uploading 3 files' with common.uploading. */
    fileCount: (n: number) => `${n} ${n === 1 ? 'file' : 'files'}`,
    /** A stored file of the item in the edit form, by its place in the item: 'Image 1', 'Video 2'. */
    storedImage: (n: number) => `Image ${n}`,
    storedVideo: (n: number) => `Video ${n}`,
  },
  messages: {
    heading: 'Messages',
    intro: 'Messages visitors sent through the contact form, newest first.',
    empty: 'No messages yet.',
    fetchFailed: 'Failed to fetch messages',
    markRead: 'Mark as read',
    markReadFailed: 'Failed to mark message as read',
    unread: 'Unread',
    /** The line under the inbox's heading: '3 messages, 2 unread'. */
    summary: (total: number, unread: number) => `${total} ${total === 1 ? 'message' : 'messages'}, ${unread} unread`,
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
    missionText: 'Mission Text',
    subtitleText: 'Subtitle Text',
    currentImageAlt: 'Current hero background image',
    noImage: 'No image uploaded: the home page shows its default background.',
    currentImage: 'Current background',
    image: 'Hero Background Image',
    imageHint: 'JPG, JPEG or PNG, at most 5 MB. Leave empty to keep the current image.',
    uploadingImage: 'Uploading image',
    whatsappChannel: 'WhatsApp Channel link (optional)',
    whatsappChannelHint: 'When set, every public page offers "Follow on WhatsApp" beside Share. In WhatsApp: the channel, then Channel info, Share link. Empty: no such link.',
    whatsappChannelInvalid: 'The WhatsApp Channel link must look like https://whatsapp.com/channel/… (or be left empty).',
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
    createTitle: 'Create Summit',
    editTitle: 'Edit Summit',
    postersHint: 'Optional; choose several at once or one after another.',
    keepPosters: 'Optional. New posters replace the current ones; leave empty to keep them.',
    /** The stored files' names in the edit form's file fields. */
    currentOutfit: 'Current outfit image',
    currentTimetable: 'Current timetable',
    currentPoster: (n: number) => `Current poster ${n}`,
    update: 'Update Summit',
  },
  trash: TRASH_TEXTS,
  poster: POSTER_TEXTS,
} as const;

/** What a translation of ADMIN_TEXTS provides: the same keys, any strings. */
export type AdminTexts = Widen<typeof ADMIN_TEXTS>;

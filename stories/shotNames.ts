/**
 * The name of a story file's screenshots (stories/visual.ts): its path from stories/, './ui/Button.stories.tsx'
 * → 'ui-Button', and a baseline is `<name>-<story>-<width>-chromium-linux.png`. A story file moved
 * into its kind's folder (decision 033) keeps the name of its old path by SHOT_NAMES, so that no
 * baseline is renamed with it: renaming them is a rename-only change of its own, later.
 * tests/unit/shot-names.test.ts checks each entry's story file and baselines exist and no two story
 * files share a name. Apart from visual.ts, which runs in the browser only, so that test can read it.
 */
export const SHOT_NAMES: Readonly<Record<string, string>> = {
  './books/admin/BooksScreen.stories.tsx': 'admin-pages-BookPage',
  './books/public/BookPage.stories.tsx': 'public-pages-BookPage',
  './settings/admin/SettingsScreen.stories.tsx': 'admin-pages-SettingsPage',
  './messages/admin/MessagesScreen.stories.tsx': 'admin-pages-MessagesPage',
  './messages/public/ContactModal.stories.tsx': 'public-ContactModal',
  './leaders/admin/LeadersScreen.stories.tsx': 'admin-pages-LeadersPage',
  './leaders/admin/LeadersOverviewScreen.stories.tsx': 'admin-pages-LeadersOverviewPage',
  './leaders/public/ChaplaincyPage.stories.tsx': 'public-pages-ChaplaincyPage',
  './events/admin/EventsScreen.stories.tsx': 'admin-pages-CalendarPage',
  './events/public/CalendarPage.stories.tsx': 'public-pages-CalendarPage',
  './events/public/CalendarEventPage.stories.tsx': 'public-pages-CalendarEventPage',
  './summits/admin/SummitsScreen.stories.tsx': 'admin-pages-SummitPage',
  './summits/public/SummitPage.stories.tsx': 'public-pages-SummitPage',
  './summits/public/SummitEditionPage.stories.tsx': 'public-pages-SummitEditionPage',
  './accounts/admin/AccountsScreen.stories.tsx': 'admin-pages-AccountsPage',
  './accounts/admin/AccountLinkScreen.stories.tsx': 'admin-pages-AccountLinkPage',
  './accounts/admin/PasswordScreen.stories.tsx': 'admin-pages-PasswordPage',
  './announcements/admin/AnnouncementsScreen.stories.tsx': 'admin-pages-AnnouncementsPage',
  './announcements/admin/AnnouncementPublishing.stories.tsx': 'admin-pages-AnnouncementPublishing',
  './announcements/admin/AnnouncementPictureDetails.stories.tsx': 'admin-pages-AnnouncementPictureDetails',
  './announcements/public/AnnouncementPage.stories.tsx': 'public-pages-AnnouncementPage',
  './albums/admin/AlbumsScreen.stories.tsx': 'admin-pages-MediaPage',
  './albums/admin/AlbumPictureTexts.stories.tsx': 'admin-pages-MediaPictureTexts',
  './albums/admin/AlbumRefusals.stories.tsx': 'admin-pages-MediaRefusals',
  './albums/admin/VideoPosterPicker.stories.tsx': 'admin-VideoPosterPicker',
  './albums/public/AlbumPage.stories.tsx': 'public-pages-AlbumPage',
  './albums/public/GalleryPage.stories.tsx': 'public-pages-GalleryPage',
};

/** './ui/Button.stories.tsx' -> 'ui-Button'; a moved story file, the name of its old path. */
export function fileKey(path: string): string {
  return SHOT_NAMES[path] ?? path.replace(/^\.\//, '').replace(/\.stories\.tsx$/, '').replaceAll('/', '-');
}

/**
 * A picture's file name: the shot's name sanitised as Vitest does (runs of dashes made one), then the
 * browser and the platform. Approved pictures are lossless WebP (decision 036); what a run writes for
 * a person to look at (the shot, the diff) is PNG.
 */
export const shotFile = (name: string, platform: string, suffix = '', extension: 'png' | 'webp' = 'webp') =>
  `${name.replace(/\s+/g, '-').replace(/[^\w-]+/g, '').replace(/-{2,}/g, '-')}${suffix}-chromium-${platform}.${extension}`;

// The back-office's screenshots, its frame's pages from A to L and the screens of the kinds whose
// names start with a (accounts, albums, announcements: stories/<kind>/admin/), with stories/visual.ts.
// The letters share the shots about evenly between this file and visual-admin-b.
import { screenshotStories, type StoryModule } from './visual';

screenshotStories(import.meta.glob<StoryModule>(['./admin/pages/[A-L]*.stories.tsx', './a*/admin/**/*.stories.tsx'], { eager: true }));

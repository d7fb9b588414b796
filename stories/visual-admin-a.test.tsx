// The back-office's screenshots, its pages from A to L (and the screens of the kinds from a to l, in
// their folders: stories/books/admin/), with stories/visual.ts.
import { screenshotStories, type StoryModule } from './visual';

screenshotStories(import.meta.glob<StoryModule>(['./admin/pages/[A-L]*.stories.tsx', './[a-l]*/admin/**/*.stories.tsx'], { eager: true }));

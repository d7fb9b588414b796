// The back-office's screenshots, its pages from M to Z (and the screens of the kinds from m to z, in
// their folders) and its layout, with stories/visual.ts.
import { screenshotStories, type StoryModule } from './visual';

screenshotStories(import.meta.glob<StoryModule>(['./admin/pages/[M-Z]*.stories.tsx', './[m-z]*/admin/**/*.stories.tsx', './admin/*.stories.tsx'], { eager: true }));

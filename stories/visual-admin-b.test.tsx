// The back-office's screenshots, its frame's pages from M to Z and its layout, and the screens of the
// kinds from b to z (stories/<kind>/admin/), with stories/visual.ts.
import { screenshotStories, type StoryModule } from './visual';

screenshotStories(import.meta.glob<StoryModule>(['./admin/pages/[M-Z]*.stories.tsx', './[b-z]*/admin/**/*.stories.tsx', './admin/*.stories.tsx'], { eager: true }));

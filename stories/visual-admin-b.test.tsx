// The back-office's screenshots, its pages from M to Z and its layout, with stories/visual.ts.
import { screenshotStories, type StoryModule } from './visual';

screenshotStories(import.meta.glob<StoryModule>(['./admin/pages/[M-Z]*.stories.tsx', './admin/*.stories.tsx'], { eager: true }));

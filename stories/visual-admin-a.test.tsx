// The back-office's screenshots, its pages from A to L, with stories/visual.ts.
import { screenshotStories, type StoryModule } from './visual';

screenshotStories(import.meta.glob<StoryModule>(['./admin/pages/[A-L]*.stories.tsx'], { eager: true }));

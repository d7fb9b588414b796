// The public pages' and layout's screenshots, with stories/visual.ts.
import { screenshotStories, type StoryModule } from './visual';

screenshotStories(import.meta.glob<StoryModule>(['./public/**/*.stories.tsx'], { eager: true }));

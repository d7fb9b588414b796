// The UI stories' screenshots (and the app's), with stories/visual.ts.
import { screenshotStories, type StoryModule } from './visual';

screenshotStories(import.meta.glob<StoryModule>(['./ui/**/*.stories.tsx', './app/**/*.stories.tsx'], { eager: true }));

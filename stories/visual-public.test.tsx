// The public pages' and layout's screenshots (each kind's pages in its folder too: stories/books/public/),
// with stories/visual.ts.
import { screenshotStories, type StoryModule } from './visual';

screenshotStories(import.meta.glob<StoryModule>(['./public/**/*.stories.tsx', './*/public/**/*.stories.tsx'], { eager: true }));

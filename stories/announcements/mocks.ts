/** Announcements (GET /api/posts) for the home page stories. CreatedAt is relative to STORY_NOW. */
import type { HttpHandler } from 'msw';
import { before, getError, getJson, getPending, uploadPath, type HandlerOptions, type Schemas } from '../mocks/index';

export type Post = Schemas['Post'];

const LONG_DESCRIPTION =
  'Delegates from every campus can now register for this year’s Annual Summit. Bring your campus choir, your questions and your friends: there will be seminars, worship and a mission fair.';

/** Oldest first, as the API answers. Two are older than the 7-day window. */
export const samplePosts: Post[] = [
  {
    ID: 1,
    Title: 'Welcome to the new academic year',
    Description: 'Fellowship meets every Sabbath at 9 am.',
    Image: null,
    Attachment: null,
    CreatedAt: before(40),
  },
  {
    ID: 2,
    Title: 'Campus ministry report published',
    Description: 'The report of last semester’s outreach is available.',
    Image: null,
    Attachment: null,
    CreatedAt: before(8),
  },
  {
    ID: 3,
    Title: 'Health Expo volunteers needed',
    Description: 'We need volunteers with a health background to help at the expo. Training is provided on the Friday before.',
    Image: uploadPath(3, 1600, 1000),
    Attachment: null,
    CreatedAt: before(5),
  },
  {
    ID: 4,
    Title: 'Week of Prayer starts on Sunday evening at every campus fellowship',
    Description: 'Join us each evening at 7 pm.',
    Image: uploadPath(4, 1600, 1000),
    Attachment: null,
    CreatedAt: before(2),
  },
  {
    ID: 5,
    Title: 'Registration for the Annual Summit is open',
    Description: LONG_DESCRIPTION,
    Image: uploadPath(5, 1600, 1000),
    Attachment: 'uploads/00000000000000000000000000000005.pdf',
    CreatedAt: before(1),
  },
];

/** Only posts older than the 7-day window: the carousel has slides, Recent Posts is empty. */
export const oldPosts: Post[] = samplePosts.filter((p) => p.ID <= 2);

export const postsHandlers = {
  loaded: (posts: Post[] = samplePosts, options?: HandlerOptions): HttpHandler => getJson('/api/posts', posts, options),
  empty: (): HttpHandler => getJson('/api/posts', []),
  error: (status = 500): HttpHandler => getError('/api/posts', status),
  pending: (): HttpHandler => getPending('/api/posts'),
};

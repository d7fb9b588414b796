/** Typed MSW handlers for the admin Announcements screen (posts). */
import { resolvePublication, type PublicationStatus } from '../../src/features/announcements/publishing';
import { imageDetailsFromForm } from '../mocks/pictures';
import { DATES, apiError, createHandler, deleteHandler, languageOf, mock, updateHandler, type Answer, type Schemas } from '../mocks/admin-content';

type Post = Schemas['Post'];

/** A post with no description, picture or attachment unless `more` gives them. */
const post = (ID: number, Title: string, CreatedAt: string, more: Partial<Post> = {}): Post => ({ ID, Title, Description: null, Image: null, Attachment: null, CreatedAt, ...more });

/** Oldest first, as the API answers (the screen shows them newest first). */
export const samplePosts: Post[] = [
  post(1, 'Week of Prayer', DATES.march3, { Description: 'Join us each evening at 7 pm in the main hall.', Image: 'uploads/missing-prayer.jpg' }),
  post(2, 'Health Expo volunteers needed', DATES.april14),
  post(3, 'Registration for the Annual Summit is open', DATES.june21, {
    Description: 'Delegates from every campus can now register. Bring your campus choir, your questions and your friends.',
    Image: 'uploads/summit-poster.svg',
    Attachment: 'uploads/summit-programme.pdf',
  }),
];

/**
 * The publishing states besides Published, far enough from any day a story runs on that each stays
 * what it is: a draft, one scheduled for 2099, one taken down in 2025, one public until 2099.
 */
export const publishingPosts: Post[] = [
  // Without their pictures: a long grid's lazy ones would load only once scrolled to, and the states are the point here.
  ...samplePosts.map((p) => ({ ...p, Image: null, PublishAt: p.CreatedAt, UnpublishAt: null })),
  post(4, 'Campus retreat (draft)', DATES.sept1, { Description: 'Dates to be confirmed.', PublishAt: null, UnpublishAt: null }),
  post(5, 'New year greetings', DATES.sept1, { PublishAt: '2099-01-01T06:00:00.000Z', UnpublishAt: '2099-01-08T06:00:00.000Z' }),
  post(6, 'Exam week prayer', DATES.march3, { PublishAt: DATES.march3, UnpublishAt: '2025-03-10T15:00:00.000Z' }),
  post(7, 'Choir auditions', DATES.april14, { PublishAt: DATES.april14, UnpublishAt: '2099-06-30T15:00:00.000Z' }),
];

/** The post as the server makes it of the form: publishing as the server's rule (publishing.ts) decides. */
function fromForm(form: Record<string, string[]>, base: Post): Post {
  const current = base.PublishAt === undefined ? null : { publishAt: base.PublishAt, unpublishAt: base.UnpublishAt ?? null };
  const sent = { status: form.status?.[0] as PublicationStatus | undefined, publishAt: form.publish_at?.[0], unpublishAt: form.unpublish_at?.[0] };
  const publication = resolvePublication(sent, current, new Date());
  return {
    ...base,
    Title: form.title?.[0] ?? base.Title,
    Description: form.description?.[0] ?? base.Description,
    ...languageOf(form, base.Language),
    Image: form.image ? `uploads/${form.image[0]}` : base.Image,
    Attachment: form.attachment ? `uploads/${form.attachment[0]}` : base.Attachment,
    ...imageDetailsFromForm(form, 'image', base.ImageDetails),
    ...('ok' in publication && form.status ? { PublishAt: publication.ok.publishAt, UnpublishAt: publication.ok.unpublishAt } : {}),
  };
}

export const announcementHandlers = {
  /** GET /api/posts/all: the back-office's list, drafts and scheduled ones too. */
  list: (answer: Post[] | Answer = samplePosts) => mock('get', '/api/posts/all', answer),
  /** POST /api/posts/create: the new post, made from what was sent; remembers the form. */
  create: (answer?: Answer) =>
    createHandler('/api/posts/create', (form) => fromForm(form, { ID: 10, Title: '', Description: null, Image: null, Attachment: null, CreatedAt: DATES.sept1 }), answer),
  /** PUT /api/posts/{id}/update: the post with what was sent. */
  update: (answer?: Answer) =>
    updateHandler('/api/posts/{id}/update', (form, id) => fromForm(form, publishingPosts.find((p) => p.ID === id) ?? samplePosts[0]!), answer, 150),
  delete: (answer?: Answer) => deleteHandler('/api/posts/{id}/delete', 'Announcement deleted successfully', answer),
};

export const postsServerError = () => apiError(500, 'Something went wrong on the server.');

/** Typed MSW handlers for the admin Announcements screen (posts). */
import { DATES, apiError, createHandler, deleteHandler, mock, updateHandler, type Answer, type Schemas } from './admin-content';

type Post = Schemas['Post'];

/** Oldest first, as the API answers (the screen shows them newest first). */
export const samplePosts: Post[] = [
  {
    ID: 1,
    Title: 'Week of Prayer',
    Description: 'Join us each evening at 7 pm in the main hall.',
    Image: 'uploads/missing-prayer.jpg',
    Attachment: null,
    CreatedAt: DATES.march3,
  },
  {
    ID: 2,
    Title: 'Health Expo volunteers needed',
    Description: null,
    Image: null,
    Attachment: null,
    CreatedAt: DATES.april14,
  },
  {
    ID: 3,
    Title: 'Registration for the Annual Summit is open',
    Description: 'Delegates from every campus can now register. Bring your campus choir, your questions and your friends.',
    Image: 'uploads/summit-poster.svg',
    Attachment: 'uploads/summit-programme.pdf',
    CreatedAt: DATES.june21,
  },
];

const fromForm = (form: Record<string, string[]>, base: Post): Post => ({
  ...base,
  Title: form.title?.[0] ?? base.Title,
  Description: form.description?.[0] ?? base.Description,
  Image: form.image ? `uploads/${form.image[0]}` : base.Image,
  Attachment: form.attachment ? `uploads/${form.attachment[0]}` : base.Attachment,
});

export const announcementHandlers = {
  list: (answer: Post[] | Answer = samplePosts) => mock('get', '/api/posts', answer),
  /** POST /api/posts/create: the new post, made from what was sent; remembers the form. */
  create: (answer?: Answer) =>
    createHandler('/api/posts/create', (form) => fromForm(form, { ID: 10, Title: '', Description: null, Image: null, Attachment: null, CreatedAt: DATES.sept1 }), answer),
  /** PUT /api/posts/{id}/update: the post with what was sent. */
  update: (answer?: Answer) =>
    updateHandler('/api/posts/{id}/update', (form, id) => fromForm(form, samplePosts.find((p) => p.ID === id) ?? samplePosts[0]!), answer, 150),
  delete: (answer?: Answer) => deleteHandler('/api/posts/{id}/delete', 'Announcement deleted successfully', answer),
};

export const postsServerError = () => apiError(500, 'Something went wrong on the server.');

/** Typed MSW handlers for the admin Announcements screen (posts). */
import { DATES, apiError, later, mock, received, sentForm, type ReplyInfo, type Schemas } from './admin-content';

type Post = Schemas['Post'];
type Answer = (info: ReplyInfo) => Response | Promise<Response>;

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
    mock(
      'post',
      '/api/posts/create',
      async (info) => {
        // A custom answer (an error, never) records nothing: a request still pending when its story
        // ends must not write into the next story's record.
        if (answer) return answer(info);
        const form = await sentForm(info.request);
        received.form = form;
        return later(150, fromForm(form, { ID: 10, Title: '', Description: null, Image: null, Attachment: null, CreatedAt: DATES.sept1 }));
      },
      201,
    ),
  /** PUT /api/posts/{id}/update: the post with what was sent. */
  update: (answer?: Answer) =>
    mock('put', '/api/posts/{id}/update', async (info) => {
      if (answer) return answer(info);
      const form = await sentForm(info.request);
      received.form = form;
      received.url = info.request.url;
      const post = samplePosts.find((p) => p.ID === Number(info.params.id)) ?? samplePosts[0]!;
      return later(150, fromForm(form, post));
    }),
  delete: (answer?: Answer) =>
    mock('delete', '/api/posts/{id}/delete', async (info) => {
      if (answer) return answer(info);
      received.url = info.request.url;
      return later(200, { message: 'Announcement deleted successfully' });
    }),
};

export const postsServerError = () => apiError(500, 'Something went wrong on the server.');

/** Typed MSW handlers for the admin Messages screen (the stored contact messages). */
import { apiError, deleteHandler, later, mock, received, type Answer, type Schemas } from './admin-content';

type ContactMessage = Schemas['ContactMessage'];

/** Newest first, as the server answers; two unread. */
export const sampleMessages: ContactMessage[] = [
  {
    id: 4,
    from_email: 'neema.mollel@example.org',
    message: 'Hello! Our campus fellowship in Arusha would like to host the next zonal summit.\nWho should we talk to?',
    date: '6/14/2025',
    year: '2025',
    created_at: '2025-06-14T12:00:00.000Z',
    read: false,
  },
  {
    id: 3,
    from_email: 'baraka@example.com',
    message: 'Is the reading plan for this year’s book available as a printed booklet?',
    date: '6/2/2025',
    year: '2025',
    created_at: '2025-06-02T12:00:00.000Z',
    read: false,
  },
  {
    id: 1,
    from_email: 'grace.kimaro@example.net',
    message: 'Thank you for the wonderful Week of Prayer.',
    date: '4/14/2025',
    year: '2025',
    created_at: '2025-04-14T12:00:00.000Z',
    read: true,
  },
];

export const inboxHandlers = {
  list: (answer: ContactMessage[] | Answer = sampleMessages) => mock('get', '/api/messages', answer),
  /** PUT /api/messages/{id}/read: the message, now read. */
  read: (answer?: Answer) =>
    mock('put', '/api/messages/{id}/read', async (info) => {
      if (answer) return answer(info);
      received.url = info.request.url;
      const message = sampleMessages.find((m) => m.id === Number(info.params.id)) ?? sampleMessages[0]!;
      return later(100, { ...message, read: true });
    }),
  delete: (answer?: Answer) => deleteHandler('/api/messages/{id}/delete', 'Message deleted.', answer),
};

export const inboxServerError = () => apiError(500, 'Something went wrong on the server.');

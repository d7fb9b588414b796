/** Typed MSW handlers for the admin Messages screen (the stored contact messages). */
import { apiError, deleteHandler, later, mock, received, type Answer, type Schemas } from '../mocks/admin-content';

type ContactMessage = Schemas['ContactMessage'];

/** A message sent at midday UTC on `day` (yyyy-mm-dd), its date also in the server's US form and year. */
function message(id: number, from_email: string, text: string, day: string, read: boolean): ContactMessage {
  const [year, month, date] = day.split('-').map(Number);
  return { id, from_email, message: text, date: `${month}/${date}/${year}`, year: String(year), created_at: `${day}T12:00:00.000Z`, read };
}

/** Newest first, as the server answers; two unread. */
export const sampleMessages: ContactMessage[] = [
  message(4, 'neema.mollel@example.org', 'Hello! Our campus fellowship in Arusha would like to host the next zonal summit.\nWho should we talk to?', '2025-06-14', false),
  message(3, 'baraka@example.com', 'Is the reading plan for this year’s book available as a printed booklet?', '2025-06-02', false),
  message(1, 'grace.kimaro@example.net', 'Thank you for the wonderful Week of Prayer.', '2025-04-14', true),
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

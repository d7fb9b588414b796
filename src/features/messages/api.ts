/** Contact messages (tag messages): the public send; the admin inbox is in admin/messages.ts. */
import type { components } from '../../../shared/api-schema';
import { api, type CallOptions } from '../../api/client';
import { unwrap } from '../../api/errors';

type S = components['schemas'];
export type EmailSendRequest = S['EmailSendRequest'];

const env = import.meta.env;
/** EmailJS identifiers. Our server ignores their values; a real EmailJS account needs them set at build time. */
export const EMAIL_IDS = {
  service_id: String(env.VITE_EMAILJS_SERVICE_ID ?? 'tucasa'),
  template_id: String(env.VITE_EMAILJS_TEMPLATE_ID ?? 'contact'),
  user_id: String(env.VITE_EMAILJS_PUBLIC_KEY ?? 'tucasa-site'),
} as const;

/** POST /api/v1.0/email/send, as @emailjs/browser sends it; resolves with the text 'OK'. */
export async function sendEmail(request: EmailSendRequest, options: CallOptions = {}): Promise<string> {
  return unwrap(api.POST('/api/v1.0/email/send', { body: request, parseAs: 'text', signal: options.signal }));
}

/**
 * The contact form's send: template_params from_email, message, date (the sender's local date
 * string) and year, with `now` as a parameter for tests.
 */
export async function sendContactMessage(form: { email: string; message: string }, now: Date = new Date(), options: CallOptions = {}): Promise<string> {
  return sendEmail(
    {
      ...EMAIL_IDS,
      template_params: {
        from_email: form.email.trim(),
        message: form.message,
        date: now.toLocaleDateString(),
        year: String(now.getFullYear()),
      },
    },
    options,
  );
}

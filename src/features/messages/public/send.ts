/**
 * The footer's contact send, through @emailjs/browser as the original site did. By default it is
 * pointed at our own server (the API's, in a split deployment), whose POST /api/v1.0/email/send
 * speaks the EmailJS protocol and stores the message for the admins; a real EmailJS account is
 * configuration only (build-time VITE_EMAILJS_PUBLIC_KEY, VITE_EMAILJS_SERVICE_ID,
 * VITE_EMAILJS_TEMPLATE_ID and VITE_EMAILJS_ORIGIN=https://api.emailjs.com).
 */
import { API_BASE } from '../../../api/client';
import type { ContactMessage } from './ContactModal';

export interface EmailJsConfig {
  publicKey: string;
  serviceId: string;
  templateId: string;
  /** Where the client posts: `${origin}/api/v1.0/email/send`. */
  origin: string;
}

type Env = Partial<Record<'VITE_EMAILJS_PUBLIC_KEY' | 'VITE_EMAILJS_SERVICE_ID' | 'VITE_EMAILJS_TEMPLATE_ID' | 'VITE_EMAILJS_ORIGIN', string>>;

/**
 * The configuration from the build's environment, with the local defaults for anything unset or
 * blank. `ownApi` is where our server is: the API's base (VITE_API_BASE) when the website calls
 * an API elsewhere, else the website's own origin.
 */
export function emailJsConfig(env: Env = import.meta.env as Env, ownApi = API_BASE || window.location.origin): EmailJsConfig {
  const pick = (value: string | undefined, fallback: string) => (value?.trim() ? value.trim() : fallback);
  return {
    publicKey: pick(env.VITE_EMAILJS_PUBLIC_KEY, 'local'),
    serviceId: pick(env.VITE_EMAILJS_SERVICE_ID, 'tucasa'),
    templateId: pick(env.VITE_EMAILJS_TEMPLATE_ID, 'contact'),
    origin: pick(env.VITE_EMAILJS_ORIGIN, ownApi).replace(/\/+$/, ''),
  };
}

type EmailJs = typeof import('@emailjs/browser');

let client: Promise<EmailJs> | null = null;

// Loaded at the first send only: most visitors never write, and the library is not on any
// page's first download.
function loadClient(config: EmailJsConfig): Promise<EmailJs> {
  client ??= import('@emailjs/browser').then(
    (emailjs) => {
      emailjs.init({ publicKey: config.publicKey, origin: config.origin });
      return emailjs;
    },
    (error: unknown) => {
      // A failed download (offline for a moment) must not fail every later attempt.
      client = null;
      throw error;
    },
  );
  return client;
}

/**
 * Sends one contact message (template_params from_email, message, date, year). Resolves when the
 * service accepted it; rejects otherwise (the modal then shows the spec's failure text).
 */
export async function sendContactMessage(message: ContactMessage): Promise<void> {
  const config = emailJsConfig();
  const emailjs = await loadClient(config);
  await emailjs.send(config.serviceId, config.templateId, {
    from_email: message.from_email,
    message: message.message,
    date: message.date,
    year: message.year,
  });
}

/**
 * The contact form's words (spec sections 2 and 8), letter for letter: a module of its own, loaded
 * with the pages that show them.
 */
export const CONTACT_PAGE_TEXTS = {
  title: 'Contact Us',
  description: 'Send us a message and we will reply to your e-mail address.',
  email: 'Email',
  message: 'Message',
  /** The honeypot field's label: people never see it. */
  trap: 'Website (leave empty)',
  sending: 'Sending...',
  send: 'Send Message',
  sent: 'Your message has been sent successfully!',
  sendError: 'Failed to send email. Please try again later.',
} as const;

import type { SocialLinkKey } from '../../brand';

// Simple marks drawn here (no brand artwork is downloaded); 24-unit grid, filled with currentColor.
const PATHS: Record<SocialLinkKey, string> = {
  youtube:
    'M3 8.2C3 6.4 4.4 5 6.2 5h11.6C19.6 5 21 6.4 21 8.2v7.6c0 1.8-1.4 3.2-3.2 3.2H6.2A3.2 3.2 0 0 1 3 15.8zM10 9v6l5-3z',
  facebook:
    'M13.5 21v-7.5H16l.5-3h-3V8.6c0-.9.3-1.6 1.6-1.6h1.6V4.3A21 21 0 0 0 14.3 4c-2.4 0-3.9 1.4-3.9 4.1v2.4H8v3h2.4V21z',
  x: 'M4 4h4.6l4 5.5L17.4 4h2.2l-6 7 6.8 9h-4.6l-4.3-5.8L6.4 20H4.2l6.4-7.4z',
  instagram:
    'M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3zm4 3.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zm0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM17 6a1 1 0 1 1 0 2 1 1 0 0 1 0-2z',
  whatsapp:
    'M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3zm0 2a7 7 0 1 1-3.6 13l-.3-.2-2.3.6.6-2.2-.2-.4A7 7 0 0 1 12 5zm-2.6 3.2c-.3 0-.7.1-.9.5-.3.4-.9 1-.9 2.3s1 2.7 1.1 2.8c.1.2 1.9 3 4.7 4.1 2.3.9 2.8.7 3.3.7.5-.1 1.6-.7 1.8-1.3.2-.7.2-1.2.2-1.3-.1-.1-.3-.2-.6-.4l-1.8-.9c-.3-.1-.5-.1-.7.2l-.8 1c-.2.2-.3.2-.6.1-.3-.2-1.2-.4-2.2-1.4-.8-.7-1.4-1.6-1.5-1.9-.2-.3 0-.4.1-.6l.4-.5.3-.5v-.5l-.8-2c-.2-.5-.4-.4-.6-.4z',
};

export function SocialIcon({ name }: { name: SocialLinkKey }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor" fillRule="evenodd">
      <path d={PATHS[name]} />
    </svg>
  );
}

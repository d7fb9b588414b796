import { describe, expect, it } from 'vitest';
import { whatsAppShareUrl } from '../../src/ui/share/whatsAppShareUrl';

describe('Share on WhatsApp', () => {
  it('sends the title, a space and the URL as one encoded text', () => {
    expect(whatsAppShareUrl('TUCASA Calendar', 'https://tucasa.example/calendar')).toBe(
      'https://wa.me/?text=TUCASA%20Calendar%20https%3A%2F%2Ftucasa.example%2Fcalendar',
    );
  });

  it('encodes what would end or split the text: &, #, ?, +, line breaks and Swahili or emoji letters', () => {
    const url = whatsAppShareUrl('Q&A #1? 1+1\nNdiyo 🙏', 'https://tucasa.example/gallery/7?x=1&y=2');
    const text = url.slice('https://wa.me/?text='.length);
    expect(text).not.toMatch(/[&#?+\s]/);
    expect(decodeURIComponent(text)).toBe('Q&A #1? 1+1\nNdiyo 🙏 https://tucasa.example/gallery/7?x=1&y=2');
  });

  it('leaves out a blank title instead of starting with a space', () => {
    expect(whatsAppShareUrl('  ', 'https://tucasa.example/')).toBe('https://wa.me/?text=https%3A%2F%2Ftucasa.example%2F');
  });
});

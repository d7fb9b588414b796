import { describe, expect, it } from 'vitest';
import { whatsappChannelLink } from '../../src/features/settings/rules';

describe('whatsappChannelLink', () => {
  it("takes a WhatsApp Channel's link, and nothing else a page could be led to", () => {
    for (const link of ['https://whatsapp.com/channel/0029VaTucasaStu2026Xyz', 'https://www.whatsapp.com/channel/0029VaTucasaStu2026Xyz/']) {
      expect(whatsappChannelLink(link), link).toBe(link);
    }
    for (const other of [
      null,
      42,
      '',
      'http://whatsapp.com/channel/0029VaTucasaStu2026Xyz',
      'https://whatsapp.com.evil.example/channel/0029VaTucasaStu2026Xyz',
      'https://chat.whatsapp.com/Invite0029VaTucasa',
      'javascript:alert(1)',
      ' https://whatsapp.com/channel/0029VaTucasaStu2026Xyz',
    ]) {
      expect(whatsappChannelLink(other), String(other)).toBeNull();
    }
  });
});

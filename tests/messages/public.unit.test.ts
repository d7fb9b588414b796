import { describe, expect, it } from 'vitest';
import { emailJsConfig } from '../../src/features/messages/public/send';

describe('emailJsConfig', () => {
  it("points at our own server by default (its EmailJS-compatible /api/v1.0/email/send)", () => {
    expect(emailJsConfig({}, 'https://tucasa.example.org')).toEqual({
      publicKey: 'local',
      serviceId: 'tucasa',
      templateId: 'contact',
      origin: 'https://tucasa.example.org',
    });
  });

  it('takes a real EmailJS account from the build environment', () => {
    expect(
      emailJsConfig(
        {
          VITE_EMAILJS_PUBLIC_KEY: 'pk_123',
          VITE_EMAILJS_SERVICE_ID: 'service_abc',
          VITE_EMAILJS_TEMPLATE_ID: 'template_xyz',
          VITE_EMAILJS_ORIGIN: 'https://api.emailjs.com/',
        },
        'https://tucasa.example.org',
      ),
    ).toEqual({ publicKey: 'pk_123', serviceId: 'service_abc', templateId: 'template_xyz', origin: 'https://api.emailjs.com' });
  });

  it('treats blank variables as unset', () => {
    expect(emailJsConfig({ VITE_EMAILJS_PUBLIC_KEY: ' ', VITE_EMAILJS_ORIGIN: '' }, 'http://127.0.0.1:8080')).toMatchObject({
      publicKey: 'local',
      origin: 'http://127.0.0.1:8080',
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  hasErrors,
  isValidEmail,
  loginFieldErrors,
  settingsFieldErrors,
  validateAnnouncementForm,
  validateBookForm,
  validateContactForm,
  validateHeroImage,
  validateLoginForm,
  validateMediaForm,
  validateSettingsForm,
} from '../../src/domain/validation';

const file = () => new File(['x'], 'x.bin');

describe('e-mail', () => {
  it.each(['a@b.co', 'first.last+tag@uni.ac.tz', "o'neil@example.org", '  padded@example.com  '])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each(['plain', 'a@b', 'a@@b.com', 'a b@c.com', 'a@b..com', '.a@b.com', 'a.@b.com', 'a@-b.com', `${'a'.repeat(250)}@b.com`])(
    'refuses %s',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );
});

describe('contact form', () => {
  it('passes a full form', () => {
    const errors = validateContactForm({ email: 'a@b.co', message: 'Hello' });
    expect(errors).toEqual({});
    expect(hasErrors(errors)).toBe(false);
  });

  it("'Email is required', 'Please enter a valid email address', 'Message is required'", () => {
    expect(validateContactForm({ email: ' ', message: ' \n ' })).toEqual({ email: 'Email is required', message: 'Message is required' });
    const errors = validateContactForm({ email: 'nope', message: 'Hi' });
    expect(errors).toEqual({ email: 'Please enter a valid email address' });
    expect(hasErrors(errors)).toBe(true);
  });
});

describe('login, announcement, settings', () => {
  it('login needs both fields', () => {
    expect(validateLoginForm({ email: '', password: 'x' })).toBe('Email is required');
    expect(validateLoginForm({ email: 'a@b.co', password: '' })).toBe('Password is required');
    expect(validateLoginForm({ email: 'a@b.co', password: ' ' })).toBeNull();
  });

  it('login: an error under each field left empty', () => {
    expect(loginFieldErrors({ email: ' ', password: '' })).toEqual({ email: 'Email is required', password: 'Password is required' });
    expect(hasErrors(loginFieldErrors({ email: 'a@b.co', password: ' ' }))).toBe(false);
  });

  it("announcement: 'Title is required'", () => {
    expect(validateAnnouncementForm({ title: '  ' })).toBe('Title is required');
    expect(validateAnnouncementForm({ title: 'News' })).toBeNull();
  });

  it('settings: mission and subtitle required', () => {
    expect(validateSettingsForm({ missionText: ' ', subtitleText: 'x' })).toBe('Mission text is required.');
    expect(validateSettingsForm({ missionText: 'x', subtitleText: '' })).toBe('Subtitle text is required.');
    expect(validateSettingsForm({ missionText: 'x', subtitleText: 'y' })).toBeNull();
  });

  it('settings: an error under each blank text', () => {
    expect(settingsFieldErrors({ missionText: '', subtitleText: '  ' })).toEqual({
      missionText: 'Mission text is required.',
      subtitleText: 'Subtitle text is required.',
    });
    expect(hasErrors(settingsFieldErrors({ missionText: 'x', subtitleText: 'y' }))).toBe(false);
  });
});

describe('book and media', () => {
  it("book: 'Book title is required.' then files on create", () => {
    expect(validateBookForm({ title: '' }, 'edit')).toBe('Book title is required.');
    expect(validateBookForm({ title: 'B', image: file() }, 'create')).toBe('Image and Reading Plan are required to create a book.');
    expect(validateBookForm({ title: 'B', readingPlan: file() }, 'create')).toBe('Image and Reading Plan are required to create a book.');
    expect(validateBookForm({ title: 'B', image: file(), readingPlan: file() }, 'create')).toBeNull();
    expect(validateBookForm({ title: 'B' }, 'edit')).toBeNull();
  });

  it("media: 'Event title and at least one file are required.'", () => {
    const text = 'Event title and at least one file are required.';
    expect(validateMediaForm({ title: 'Camp', files: [] }, 'create')).toBe(text);
    expect(validateMediaForm({ title: ' ', files: [file()] }, 'create')).toBe(text);
    expect(validateMediaForm({ title: 'Camp', files: [file()] }, 'create')).toBeNull();
    expect(validateMediaForm({ title: 'Camp' }, 'edit')).toBeNull();
    expect(validateMediaForm({ title: '' }, 'edit')).toBe('Event title is required.');
  });
});

describe('hero image', () => {
  it('accepts JPG, JPEG and PNG up to 5242880 bytes', () => {
    expect(validateHeroImage({ type: 'image/jpeg', size: 5242880 })).toBeNull();
    expect(validateHeroImage({ type: 'image/png', size: 1 })).toBeNull();
    expect(validateHeroImage({ type: 'image/jpg', size: 1 })).toBeNull();
  });

  it("refuses other types: 'Invalid file type. Only JPG, JPEG, PNG allowed.'", () => {
    for (const type of ['image/webp', 'image/gif', 'application/pdf']) {
      expect(validateHeroImage({ type, size: 1 })).toBe('Invalid file type. Only JPG, JPEG, PNG allowed.');
    }
  });

  it("refuses 5242881 bytes: 'File size exceeds 5MB limit.'", () => {
    expect(validateHeroImage({ type: 'image/png', size: 5242881 })).toBe('File size exceeds 5MB limit.');
  });

  it('falls back to the extension when the browser gives no type', () => {
    expect(validateHeroImage({ type: '', size: 1, name: 'hero.JPEG' })).toBeNull();
    expect(validateHeroImage({ type: '', size: 1, name: 'hero.heic' })).toBe('Invalid file type. Only JPG, JPEG, PNG allowed.');
  });
});

import { describe, expect, it } from 'vitest';
import { announcementFormFrom, announcementPayload } from '../../src/features/announcements/form';

describe('announcement form', () => {
  it('Edit prefills title and description; a missing description reads as empty', () => {
    expect(announcementFormFrom({ Title: 'Week of Prayer', Description: 'Each evening.' })).toEqual({ title: 'Week of Prayer', description: 'Each evening.' });
    expect(announcementFormFrom({ Title: 'Health Expo', Description: null })).toEqual({ title: 'Health Expo', description: '' });
  });

  it('sends the title trimmed and the description as typed', () => {
    expect(announcementPayload({ title: '  Choir festival ', description: ' Saturday\n' })).toEqual({ title: 'Choir festival', description: ' Saturday\n' });
  });
});

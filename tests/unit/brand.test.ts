import { describe, expect, it } from 'vitest';
import {
  ABOUT_US,
  BANNER_TEXT,
  DEFAULT_MISSION_TEXT,
  DEFAULT_SUBTITLE_TEXT,
  OUR_BELIEFS,
  OUR_DOCTRINE,
  RELATED_LINK_LIST,
  SHORT_NAME,
  SOCIAL_LINK_LIST,
} from '../../src/brand';
import { INFO_LONG } from '../../src/brandLong';

describe('brand', () => {
  it('has the default texts of the spec, letter for letter', () => {
    expect(DEFAULT_MISSION_TEXT).toBe('Living the Mission, Reaching the Nations');
    expect(DEFAULT_SUBTITLE_TEXT).toBe('TUCASA STU – The Adventist Mission to Campuses');
    expect(DEFAULT_SUBTITLE_TEXT.startsWith(`${SHORT_NAME} `)).toBe(true);
    expect(BANNER_TEXT).toBe('EMPOWERING YOUTH, BUILDING FAITH, SHARING CHRIST, REACHING CAMPUSES');
  });

  it('states the about facts: founded 2010, over 5,000 members, 20 universities, 28 fundamental beliefs', () => {
    const about = [ABOUT_US.short, ...INFO_LONG.about].join(' ');
    for (const fact of ['2010', 'over 5,000 members', '20 universities', '28 fundamental beliefs']) expect(about).toContain(fact);
    expect([OUR_BELIEFS.short, ...INFO_LONG.beliefs].join(' ')).toContain('28 fundamental beliefs');
    for (const text of [ABOUT_US, OUR_BELIEFS, OUR_DOCTRINE]) {
      expect(text.short.length).toBeGreaterThan(40);
      expect(INFO_LONG[text.key].length).toBeGreaterThanOrEqual(2);
    }
  });

  it('lists seven related links and five social links, all https', () => {
    expect(RELATED_LINK_LIST).toHaveLength(7);
    expect(SOCIAL_LINK_LIST.map((l) => l.label)).toEqual(['YouTube', 'Facebook', 'X', 'Instagram', 'WhatsApp']);
    for (const link of [...RELATED_LINK_LIST, ...SOCIAL_LINK_LIST]) expect(link.href).toMatch(/^https:\/\//);
  });
});

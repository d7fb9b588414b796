import { describe, expect, it } from 'vitest';
import { NOT_SPECIFIED, nonEmptyPublicSections, specifiedOr } from '../../src/features/leaders/rules';

describe('public leader cards', () => {
  it("shows 'Not specified' for a blank title or contact", () => {
    expect(NOT_SPECIFIED).toBe('Not specified');
    expect(specifiedOr('  ')).toBe('Not specified');
    expect(specifiedOr(null)).toBe('Not specified');
    expect(specifiedOr(undefined)).toBe('Not specified');
    expect(specifiedOr(' +255 754 100 200 ')).toBe('+255 754 100 200');
  });

  it('keeps only the sections that have leaders, in the page order', () => {
    const sections = nonEmptyPublicSections([
      { Name: 'Zed', Title: 'Zonal Coordinator' },
      { Name: 'Amy', Title: 'Campus Chaplain' },
      { Name: 'Nobody', Title: 'Treasurer' },
      { Name: 'Ben', Title: 'Youth Director - Zone - Dar' },
    ]);
    expect(sections.map((s) => [s.heading, s.leaders.map((l) => l.Name)])).toEqual([
      ['Chaplains', ['Amy']],
      ['Zonal Leaders', ['Ben', 'Zed']],
    ]);
  });

  it('is empty when no leader matches a group', () => {
    expect(nonEmptyPublicSections([{ Name: 'Nobody', Title: 'Treasurer' }, { Name: 'X', Title: null }])).toEqual([]);
    expect(nonEmptyPublicSections([])).toEqual([]);
  });
});

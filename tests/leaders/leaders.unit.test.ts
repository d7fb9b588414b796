import { describe, expect, it } from 'vitest';
import {
  LEADER_TYPES,
  composeLeaderTitle,
  countLeaders,
  decomposeLeaderTitle,
  filterLeadersByType,
  groupLeadersForPublic,
  leaderTypeFromSlug,
  matchesLeaderType,
  publicLeaderGroup,
  validateLeaderForm,
  type LeaderType,
} from '../../src/features/leaders/rules';
import { ADMIN_CATALOGUE } from '../../src/domain/texts/adminCatalogue';

const FORM_ERROR = ADMIN_CATALOGUE.leaderFormError;

const types: LeaderType[] = ['Chaplain', 'Union', 'Conference', 'Zone'];
const listsOf = (title: string) => types.filter((t) => matchesLeaderType(title, t));

describe('leader types', () => {
  it('map to the admin route slugs and back', () => {
    expect(LEADER_TYPES.map((t) => [t.type, t.slug, ADMIN_CATALOGUE.admin.leaders.types[t.type].many])).toEqual([
      ['Chaplain', 'chaplain', 'Chaplains'],
      ['Union', 'union-leader', 'Union Leaders'],
      ['Conference', 'conference-leader', 'Conference Leaders'],
      ['Zone', 'zone-leader', 'Zone Leaders'],
    ]);
    expect(leaderTypeFromSlug('conference-leader')).toBe('Conference');
    expect(leaderTypeFromSlug('leaders')).toBeUndefined();
    expect(leaderTypeFromSlug(undefined)).toBeUndefined();
  });
});

describe('composeLeaderTitle / decomposeLeaderTitle', () => {
  it("stores '<words before last> - <type> - <last word>'", () => {
    expect(composeLeaderTitle('Youth Director STU', 'Union')).toBe('Youth Director - Union - STU');
    expect(composeLeaderTitle('Director SEC', 'Conference')).toBe('Director - Conference - SEC');
  });

  it('collapses extra spaces', () => {
    expect(composeLeaderTitle('  Youth   Director   STU ', 'Zone')).toBe('Youth Director - Zone - STU');
  });

  it("a one-word title gives '<type> - <word>' (no dangling ' - ')", () => {
    expect(composeLeaderTitle('Director', 'Zone')).toBe('Zone - Director');
    expect(composeLeaderTitle('Chaplain', 'Chaplain')).toBe('Chaplain - Chaplain');
  });

  it('round-trips for the edit form', () => {
    for (const typed of ['Youth Director STU', 'Director', 'Campus Chaplain UDSM', 'Health - Ministries Leader NHC']) {
      for (const type of types) {
        expect(decomposeLeaderTitle(composeLeaderTitle(typed, type))).toEqual({ title: typed, type });
      }
    }
  });

  it('leaves a title of another shape unchanged', () => {
    expect(decomposeLeaderTitle('Senior Chaplain')).toEqual({ title: 'Senior Chaplain', type: null });
    expect(decomposeLeaderTitle('A - Pastor - B')).toEqual({ title: 'A - Pastor - B', type: null });
  });
});

describe('admin filter (matchesLeaderType)', () => {
  it('puts each kind of title in its list, case-insensitively', () => {
    expect(listsOf('Campus Chaplain')).toEqual(['Chaplain']);
    expect(listsOf('Youth Director - UNION - STU')).toEqual(['Union']);
    expect(listsOf('Director - conference - SEC')).toEqual(['Conference']);
    expect(listsOf('Leader - Zone - North')).toEqual(['Zone']);
  });

  it('union wins over conference and zone', () => {
    expect(listsOf('Union Conference Liaison')).toEqual(['Union']);
    expect(listsOf('Union Zone Chaplain')).toEqual(['Union']);
  });

  it('a title naming conference and zone is in both lists', () => {
    expect(listsOf('Conference Zone Coordinator')).toEqual(['Conference', 'Zone']);
  });

  it('sorts the listed leaders by name', () => {
    const leaders = [
      { Name: 'zawadi', Title: 'Chaplain' },
      { Name: 'Amani', Title: 'Chaplain' },
      { Name: 'Baraka', Title: 'Union Leader' },
      { Name: 'baraka jr', Title: 'Chaplain' },
    ];
    expect(filterLeadersByType(leaders, 'Chaplain').map((l) => l.Name)).toEqual(['Amani', 'baraka jr', 'zawadi']);
  });
});

describe('countLeaders (dashboard, shared with the server)', () => {
  it('counts as the admin filter, chaplains being the remainder', () => {
    expect(
      countLeaders([
        'Campus Chaplain',
        'Youth Director - Union - STU',
        'Union Zone Chaplain',
        'Director - Conference - SEC',
        'Leader - Zone - North',
        'Secretary',
        null,
      ]),
    ).toEqual({ total_chaplains: 3, total_union_leaders: 2, total_conference_leaders: 1, total_zone_leaders: 1 });
  });

  it('is all zeros for no leaders', () => {
    expect(countLeaders([])).toEqual({ total_chaplains: 0, total_union_leaders: 0, total_conference_leaders: 0, total_zone_leaders: 0 });
  });
});

describe('public grouping', () => {
  it("'chaplain' first, then union, conference, zone or zonal; others not shown", () => {
    expect(publicLeaderGroup('Union Zone Chaplain')).toBe('chaplains');
    expect(publicLeaderGroup('Union Conference Liaison')).toBe('union');
    expect(publicLeaderGroup('Conference Zone Coordinator')).toBe('conference');
    expect(publicLeaderGroup('Zonal Coordinator')).toBe('zonal');
    expect(publicLeaderGroup('ZONE leader')).toBe('zonal');
    expect(publicLeaderGroup('Secretary')).toBeNull();
    expect(publicLeaderGroup(null)).toBeNull();
  });

  it("'Union Zone Chaplain' is a Chaplain in public but a Union leader in the admin", () => {
    expect(publicLeaderGroup('Union Zone Chaplain')).toBe('chaplains');
    expect(listsOf('Union Zone Chaplain')).toEqual(['Union']);
  });

  it('gives the four sections in order, each sorted by name, and leaves unmatched leaders out', () => {
    const sections = groupLeadersForPublic([
      { Name: 'Neema', Title: 'Zonal Coordinator' },
      { Name: 'Juma', Title: 'Campus Chaplain' },
      { Name: 'Asha', Title: 'Campus Chaplain' },
      { Name: 'Paulo', Title: 'Secretary' },
      { Name: 'Eliya', Title: 'Union Director' },
    ]);
    expect(sections.map((s) => [s.heading, s.leaders.map((l) => l.Name)])).toEqual([
      ['Chaplains', ['Asha', 'Juma']],
      ['Union Leaders', ['Eliya']],
      ['Conference Leaders', []],
      ['Zonal Leaders', ['Neema']],
    ]);
  });
});

describe('texts and form', () => {
  it("builds 'No <leader type> found.'", () => {
    expect(types.map((type) => ADMIN_CATALOGUE.admin.leaders.types[type].none)).toEqual(['No Chaplain found.', 'No Union found.', 'No Conference found.', 'No Zone found.']);
  });

  const photo = new Blob(['x'], { type: 'image/png' });
  const filled = { name: 'Asha', title: 'Campus Chaplain', contact: '+255 700 000 000', image: photo };

  it('passes a full form', () => {
    expect(validateLeaderForm(filled, 'create', FORM_ERROR)).toBeNull();
    expect(validateLeaderForm({ ...filled, image: null }, 'edit', FORM_ERROR)).toBeNull();
  });

  it("needs name, title and contact non-blank: 'Please fill in all required fields'", () => {
    for (const key of ['name', 'title', 'contact'] as const) {
      expect(validateLeaderForm({ ...filled, [key]: '   ' }, 'edit', FORM_ERROR)).toBe('Please fill in all required fields');
    }
  });

  it('needs a photo on create only', () => {
    expect(validateLeaderForm({ ...filled, image: null }, 'create', FORM_ERROR)).toBe('Please fill in all required fields');
    expect(validateLeaderForm({ ...filled, image: undefined }, 'create', FORM_ERROR)).toBe('Please fill in all required fields');
  });
});

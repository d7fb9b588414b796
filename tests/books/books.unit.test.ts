import { describe, expect, it } from 'vitest';
import { featuredBook } from '../../src/features/books/rules';

const BASE = 'https://api.example';

describe('featuredBook', () => {
  it('shows the first book returned, with the reading plan behind the API base', () => {
    const view = featuredBook(
      [
        { ID: 2, Title: 'Steps to Christ', Description: 'A classic.', Image: 'uploads/ab-800x1200.webp', ReadingPlan: 'uploads/cd.pdf' },
        { ID: 1, Title: 'Older book', Description: null, Image: null, ReadingPlan: null },
      ],
      BASE,
    );
    expect(view).toEqual({
      id: 2,
      title: 'Steps to Christ',
      description: 'A classic.',
      image: 'uploads/ab-800x1200.webp',
      readingPlanUrl: 'https://api.example/uploads/cd.pdf',
    });
  });

  it('uses an http reading plan as it is', () => {
    expect(featuredBook([{ Title: 'T', ReadingPlan: 'http://files.example/plan.pdf' }], BASE)?.readingPlanUrl).toBe(
      'http://files.example/plan.pdf',
    );
  });

  it("leaves out a blank description and a missing cover or plan (no 'Description:' label, no link)", () => {
    expect(featuredBook([{ ID: 1, Title: 'T', Description: '   ', Image: '', ReadingPlan: null }], BASE)).toEqual({
      id: 1,
      title: 'T',
      description: null,
      image: null,
      readingPlanUrl: null,
    });
  });

  it('is null without a book, or when the first book has no title', () => {
    expect(featuredBook([], BASE)).toBeNull();
    expect(featuredBook(null, BASE)).toBeNull();
    expect(featuredBook(undefined, BASE)).toBeNull();
    expect(featuredBook([{ ID: 1, Title: '  ' }, { ID: 2, Title: 'Second' }], BASE)).toBeNull();
    expect(featuredBook([{ ID: 1, Title: null }], BASE)).toBeNull();
  });
});

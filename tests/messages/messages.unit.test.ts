import { describe, expect, it } from 'vitest';
import { inboxSummary, mailtoHref, newestMessagesFirst, unreadCount } from '../../src/features/messages/rules';

describe('admin inbox', () => {
  it('lists the newest first, equal times by id, unreadable times last', () => {
    const list = [
      { id: 1, created_at: '2025-03-03T12:00:00.000Z' },
      { id: 2, created_at: 'abc' },
      { id: 3, created_at: '2025-06-14T12:00:00.000Z' },
      { id: 4, created_at: '2025-03-03T12:00:00.000Z' },
      { id: 5 },
    ];
    expect(newestMessagesFirst(list).map((m) => m.id)).toEqual([3, 4, 1, 5, 2]);
    // The input is left as it was.
    expect(list.map((m) => m.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('counts the unread', () => {
    expect(unreadCount([{ id: 1, read: true }, { id: 2, read: false }, { id: 3 }])).toBe(2);
    expect(unreadCount([])).toBe(0);
  });

  it('sums up the inbox in one line, none when empty', () => {
    expect(inboxSummary([{ id: 1, read: true }, { id: 2, read: false }, { id: 3 }])).toBe('3 messages, 2 unread');
    expect(inboxSummary([{ id: 1, read: true }])).toBe('1 message, 0 unread');
    expect(inboxSummary([])).toBeNull();
  });

  it('links plain addresses only', () => {
    expect(mailtoHref(' neema@example.org ')).toBe('mailto:neema@example.org');
    expect(mailtoHref('not an address')).toBeNull();
    expect(mailtoHref('a@b@c')).toBeNull();
    expect(mailtoHref('x@example.org?cc=evil@example.org')).toBeNull();
    expect(mailtoHref('x@example.org?subject=hi')).toBeNull();
  });
});

import type { Notification } from '@kurumatabi/contract';
import { describe, expect, it } from 'vitest';
import { flattenPages, inboxQuery, type NotificationPage } from './show-notifications';

const notice = (n: number): Notification => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  kind: 'Account',
  title: `お知らせ ${n}`,
  body: '本文',
  link: null,
  readAt: null,
  createdAt: '2026-11-23T00:00:00.000Z',
});
const page = (offset: number, ids: number[], total: number): NotificationPage => ({
  items: ids.map(notice),
  total,
  limit: 2,
  offset,
  unreadCount: total,
});

describe('flattenPages', () => {
  it('keeps the pages in order', () => {
    expect(flattenPages([page(0, [5, 4], 4), page(2, [3, 2], 4)]).map((n) => n.title)).toEqual([
      'お知らせ 5',
      'お知らせ 4',
      'お知らせ 3',
      'お知らせ 2',
    ]);
  });
  it('shows once a notification that a newer arrival pushed onto the next page', () => {
    // 6 arrived after the first page was loaded: the second page starts with 4 again.
    const items = flattenPages([page(0, [5, 4], 4), page(2, [4, 3], 5)]);
    expect(items.map((n) => n.title)).toEqual(['お知らせ 5', 'お知らせ 4', 'お知らせ 3']);
  });
});

describe('inboxQuery paging', () => {
  const next = (last: NotificationPage) => inboxQuery(false).getNextPageParam(last, [last], 0, [0]);
  it('asks for the next offset while some are left', () => {
    expect(next(page(0, [5, 4], 5))).toBe(2);
    expect(next(page(2, [3, 2], 5))).toBe(4);
  });
  it('stops at the last page, and at an empty one', () => {
    expect(next(page(4, [1], 5))).toBeUndefined();
    expect(next(page(0, [], 0))).toBeUndefined();
  });
});

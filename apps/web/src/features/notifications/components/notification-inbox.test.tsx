import type { Notification } from '@kurumatabi/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { sessionStore } from '@/lib/session';
import { NotificationInbox } from './notification-inbox';
import UnreadCountBell from './unread-count-bell';

beforeAll(() => {
  sessionStore.signedIn({
    user: {
      id: '00000000-0000-4000-8000-000000000001',
      name: '山田 花子',
      email: 'guest@example.test',
      roles: { carOwner: false, facilityProvider: false, operator: false },
      createdAt: '2026-01-01T00:00:00+09:00',
    },
    hasPassword: true,
    linkedIdentityProviders: [],
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const notice = (n: number, readAt: string | null): Notification => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  kind: 'Reservation',
  title: `予約のお知らせ ${n}`,
  body: '本文',
  link: null,
  readAt,
  createdAt: '2026-11-23T00:00:00.000Z',
});

/**
 * The API as the inbox and the bell see it: show-notifications answers the notices given, and
 * mark-all-notifications-as-read answers 0 unread. After the marking, reads never answer, so what
 * the screen shows then comes from the marking's own answer.
 */
function api(notices: Notification[]) {
  const calls: string[] = [];
  let marked = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      if (url.endsWith('/v1/user/mark-all-notifications-as-read')) {
        marked = true;
        return Response.json({ marked: notices.filter((n) => !n.readAt).length, unreadCount: 0 });
      }
      if (marked) return new Promise<Response>(() => {});
      const unreadCount = notices.filter((n) => !n.readAt).length;
      return Response.json({ items: notices, total: notices.length, limit: 20, offset: 0, unreadCount });
    }),
  );
  return calls;
}

function renderInbox() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <UnreadCountBell />
            <NotificationInbox />
          </>
        ),
      },
    ],
    { initialEntries: ['/mypage/notifications'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const markAll = () => screen.getByRole('button', { name: 'すべて既読にする' }) as HTMLButtonElement;

describe('すべて既読にする', () => {
  it('marks every notice read: the bell, the summary and each notice change at once', async () => {
    const calls = api([notice(3, null), notice(2, null), notice(1, '2026-11-22T00:00:00.000Z')]);
    renderInbox();
    expect(await screen.findByText('未読 2 件')).toBeTruthy();
    expect(screen.getByRole('link', { name: '通知（未読 2 件）' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: '既読にする' })).toHaveLength(2);
    expect(markAll().disabled).toBe(false);

    fireEvent.click(markAll());
    await waitFor(() => expect(screen.getByText('未読のお知らせはありません')).toBeTruthy());
    expect(screen.getByRole('link', { name: '通知' })).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: '既読にする' })).toHaveLength(0);
    expect(markAll().disabled).toBe(true);
    expect(calls.filter((url) => url.endsWith('/v1/user/mark-all-notifications-as-read'))).toHaveLength(1);
  });

  it('is disabled when nothing is unread', async () => {
    api([notice(1, '2026-11-22T00:00:00.000Z')]);
    renderInbox();
    expect(await screen.findByText('未読のお知らせはありません')).toBeTruthy();
    expect(markAll().disabled).toBe(true);
  });
});

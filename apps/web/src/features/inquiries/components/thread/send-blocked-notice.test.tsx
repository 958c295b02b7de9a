import type { InquiryDetail } from '@kurumatabi/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { sendBlockReason } from '../../view-models';
import { SendBlockedNotice } from './send-blocked-notice';

afterEach(cleanup);

const thread: InquiryDetail = {
  id: '44444444-4444-4444-8444-444444444444',
  state: 'Open',
  viewerRole: 'Host',
  listing: { kind: 'Car', id: '11111111-1111-4111-8111-111111111111', title: 'ハイエース', cover: null },
  reserve: null,
  guest: { id: '22222222-2222-4222-8222-222222222222', name: '予約 花子', deactivated: false, unavailable: true },
  host: { id: '33333333-3333-4333-8333-333333333333', name: '貸出 一郎', deactivated: false, unavailable: false },
  lastMessage: null,
  unreadCount: 0,
  unread: { guest: 0, host: 0 },
  createdAt: '2026-11-25T00:00:00.000Z',
  lastActivityAt: '2026-11-25T01:00:00.000Z',
  closedAt: null,
  closedByRole: null,
  canSend: false,
  canClose: true,
  contactsMasked: true,
};

function renderNotice(inquiry: InquiryDetail) {
  const reason = sendBlockReason(inquiry);
  if (reason === null) throw new Error('the thread takes messages');
  const router = createMemoryRouter([{ path: '*', element: <SendBlockedNotice inquiry={inquiry} reason={reason} /> }]);
  return render(<RouterProvider router={router} />);
}

describe('SendBlockedNotice', () => {
  it('tells the host that the guest cannot be reached now, without saying why, in place of the message box', () => {
    renderNotice(thread);
    const notice = screen.getByTestId('thread-blocked');
    expect(notice.textContent).toBe(
      'お相手のアカウントは現在ご利用いただけないため、メッセージを送れません。これまでのやり取りは読めます。',
    );
    expect(notice.textContent).not.toMatch(/停止|違反/);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('keeps the other reasons: a deactivated counterpart, a closed question with the way to ask again', () => {
    renderNotice({ ...thread, guest: { ...thread.guest, deactivated: true, unavailable: false } });
    expect(screen.getByTestId('thread-blocked').textContent).toBe(
      'お相手が退会したため、メッセージは送れません。これまでのやり取りは読めます。',
    );
    cleanup();
    renderNotice({ ...thread, viewerRole: 'Guest', state: 'Closed' });
    expect(screen.getByTestId('thread-blocked').textContent).toContain('このやり取りは終了しています。');
    expect(screen.getByRole('link', { name: 'オーナーに質問する' }).getAttribute('href')).toBe(`/car/${thread.listing.id}?ask=1`);
  });
});

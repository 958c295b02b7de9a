import type { ReturnDispute, ReviewRing } from '@kurumatabi/contract';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ReturnDisputeRow } from './return-dispute-list';
import { ReviewRingRow } from './review-ring-list';

afterEach(cleanup);

const dispute: ReturnDispute = {
  reserveId: '44444444-4444-4444-8444-444444444444',
  targetKind: 'Spot',
  listingTitle: '星空RVパーク',
  guest: { id: '22222222-2222-4222-8222-222222222222', name: '予約 花子' },
  host: { id: '33333333-3333-4333-8333-333333333333', name: '貸出 一郎' },
  startDate: '2027-02-01',
  endDate: '2027-02-03',
  returnedAt: '2027-02-01T01:00:00.000Z',
  disputedAt: '2027-02-01T02:00:00.000Z',
  reason: 'まだ利用中なのに返却にされました。',
  reasonMasked: false,
  resolvedAt: null,
  resolution: null,
};

const inRouter = (element: React.ReactElement) => render(<RouterProvider router={createMemoryRouter([{ path: '*', element }])} />);

describe('ReturnDisputeRow', () => {
  it('shows the stay, its people and the reason, and records the resolution with a required text', async () => {
    const resolutions: string[] = [];
    inRouter(
      <ReturnDisputeRow
        dispute={dispute}
        busy={false}
        onResolve={(text) => {
          resolutions.push(text);
          return Promise.resolve(true);
        }}
      />,
    );
    const row = screen.getByRole('article', { name: '星空RVパーク 予約 花子' });
    expect(row.textContent).toContain('ゲスト 予約 花子・ホスト 貸出 一郎');
    expect(row.textContent).toContain('まだ利用中なのに返却にされました。');
    expect(screen.getByRole('link', { name: /予約を開く/ }).getAttribute('href')).toBe(`/operator/reserves/${dispute.reserveId}`);
    fireEvent.click(screen.getByRole('button', { name: '対応を記録する' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(dialog.querySelector('textarea')!, { target: { value: 'ホストに確認しました。' } });
    fireEvent.click(screen.getAllByRole('button', { name: '対応を記録する' }).at(-1)!);
    await waitFor(() => expect(resolutions).toEqual(['ホストに確認しました。']));
  });

  it('shows a resolved dispute with its resolution and no button', () => {
    inRouter(
      <ReturnDisputeRow
        dispute={{ ...dispute, resolvedAt: '2027-02-02T03:00:00.000Z', resolution: '問題ありませんでした。' }}
        busy={false}
        onResolve={() => Promise.resolve(true)}
      />,
    );
    expect(document.body.textContent).toContain('問題ありませんでした。');
    expect(screen.queryByRole('button', { name: '対応を記録する' })).toBeNull();
  });
});

describe('ReviewRingRow', () => {
  it('names the two accounts with links to them and what makes them suspicious', () => {
    const ring: ReviewRing = {
      users: [dispute.guest, dispute.host],
      reciprocalFiveStars: 2,
      sameClient: 1,
      reviews: 4,
      lastReviewedAt: '2027-02-05T01:00:00.000Z',
    };
    inRouter(<ReviewRingRow ring={ring} />);
    const row = screen.getByRole('article', { name: '予約 花子 貸出 一郎' });
    expect(row.textContent).toContain('同じ端末・回線 1件');
    expect(row.textContent).toContain('相互の星5つ 2回');
    expect(row.textContent).toContain('レビュー 4件');
    expect(screen.getByRole('link', { name: '貸出 一郎さんを開く' }).getAttribute('href')).toBe(`/operator/users/${dispute.host.id}`);
  });
});

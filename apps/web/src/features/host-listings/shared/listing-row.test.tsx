import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ListingRow, type ListingRowProps } from './listing-row';

afterEach(cleanup);

const base: ListingRowProps = {
  title: '家族で使えるハイエース',
  cover: null,
  facts: 'ハイエース ・ 長野県 松本市',
  price: '¥12,000 / 日',
  status: 'Verified',
  rejectionReason: null,
  revision: null,
  publication: 'Published',
  listed: true,
  updatedAt: '2026-11-30T10:00:00+09:00',
  editHref: '/mypage/cars/edit/11111111-1111-4111-8111-111111111111',
  editLabel: '家族で使えるハイエースを編集',
  previewHref: '/car/11111111-1111-4111-8111-111111111111',
  previewLabel: '家族で使えるハイエースのプレビューを開く',
  onPublication: () => {},
  publicationBusy: false,
  calendarHref: '/mypage/cars/calendar/11111111-1111-4111-8111-111111111111',
  calendarLabel: '家族で使えるハイエースの予約不可日を設定する',
};

const revision = {
  id: '33333333-3333-4333-8333-333333333333',
  submittedAt: '2026-11-30T10:00:00+09:00',
};

function renderRow(props: Partial<ListingRowProps>) {
  const router = createMemoryRouter([{ path: '*', element: <ListingRow {...base} {...props} /> }]);
  render(<RouterProvider router={router} />);
  return screen.getByRole('article', { name: base.title });
}

describe('a row of 車両の管理 / スポットの管理', () => {
  it('shows 変更を審査中 beside 承認済み while a change waits for staff, with the fields that wait', () => {
    const row = renderRow({
      revision: { ...revision, status: 'Pending', fields: ['title', 'photoIds'], decidedAt: null, rejectionReason: null },
    });
    expect(within(row).getByTestId('verification-status').textContent).toBe('承認済み');
    expect(within(row).getByTestId('revision-status').textContent).toBe('変更を審査中');
    expect(row.textContent).toContain('タイトル・写真の変更は、運営の確認後に掲載へ反映されます。');
  });

  it('shows 変更が差し戻されました with the reason when the change was sent back', () => {
    const row = renderRow({
      revision: {
        ...revision,
        status: 'Rejected',
        fields: ['description'],
        decidedAt: '2026-12-01T09:00:00+09:00',
        rejectionReason: '振込を求める記載は掲載できません。',
      },
    });
    expect(within(row).getByTestId('revision-status').textContent).toBe('変更が差し戻されました');
    expect(row.textContent).toContain('差し戻しの理由: 振込を求める記載は掲載できません。');
    expect(row.textContent).not.toContain('運営の確認後に掲載へ反映');
  });

  it('shows no change badge for a listing without one', () => {
    const row = renderRow({});
    expect(within(row).queryByTestId('revision-status')).toBeNull();
  });
});

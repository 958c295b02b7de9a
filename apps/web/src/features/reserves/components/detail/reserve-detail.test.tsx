import type { ReserveDetail } from '@kurumatabi/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { ReserveDetailView } from './reserve-detail';

afterEach(cleanup);

const base: ReserveDetail = {
  id: '0b5e6a3c-8f0e-4c7e-9a51-3f1a2b4c5d6e',
  targetKind: 'CarShare',
  status: 'Request',
  viewerRole: 'Guest',
  listing: { kind: 'Car', id: '11111111-1111-4111-8111-111111111111', title: 'ハイエース キャンパー 信州号', cover: null },
  spotPlan: null,
  startDate: '2026-12-30',
  endDate: '2027-01-01',
  days: 3,
  people: 1,
  total: 44400,
  guest: { id: '22222222-2222-4222-8222-222222222222', name: '予約 花子' },
  host: { id: '33333333-3333-4333-8333-333333333333', name: '貸出 一郎' },
  approveDeadline: '2026-11-25T09:00:00.000Z',
  requestedAt: '2026-11-23T09:00:00.000Z',
  deliveryKm: null,
  lines: [
    { kind: 'Base', name: '基本料金', unitPrice: 12800, priceUnit: 'PerDay', quantity: 1, days: 3, amount: 38400 },
    { kind: 'CleaningFee', name: '清掃料金', unitPrice: 6000, priceUnit: 'Oneshot', quantity: 1, days: 1, amount: 6000 },
  ],
  paymentMethod: 'Invoice',
  payment: null,
  payout: null,
  startTime: '10:00',
  endTime: '18:00',
  approvedAt: null,
  canceledAt: null,
  rentingAt: null,
  returnedAt: null,
  canceledByRole: null,
  cancelReason: null,
  cancelReasonMasked: false,
  returnCheck: null,
  cancelFee: 0,
  history: [{ fromStatus: null, toStatus: 'Request', actorRole: 'Guest', reason: null, at: '2026-11-23T09:00:00.000Z' }],
  handovers: [],
  accidentReports: [],
  allowedActions: ['cancel'],
  cancellation: { feeRate: 0, fee: 0, label: '承認前のため無料でキャンセルできます' },
};

function renderDetail(reserve: ReserveDetail) {
  const router = createMemoryRouter([{ path: '*', element: <ReserveDetailView reserve={reserve} /> }]);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('ReserveDetailView', () => {
  it('shows the guest a request: status, dates in Japanese, the host, the price and only the withdrawal', () => {
    renderDetail(base);
    expect(screen.getByTestId('reserve-status').textContent).toBe('承認待ち');
    expect(document.body.textContent).toContain('2026年12月30日(水) 10:00');
    expect(document.body.textContent).toContain('2027年1月1日(金) 18:00');
    expect(document.body.textContent).toContain('承認期限: 2026年11月25日(水) 18:00');
    expect(screen.getByText('貸出 一郎')).toBeTruthy();
    expect(screen.getByTestId('quote-total').textContent).toBe('¥44,400');
    expect(document.body.textContent).not.toContain('ホストの受取額');
    expect(screen.getByRole('button', { name: 'リクエストを取り消す' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '承認する' })).toBeNull();
    expect(screen.getByRole('link', { name: '予約一覧へ戻る' }).getAttribute('href')).toBe('/mypage/reserves');
  });

  it("offers the host approval and the decline, with the terms' split: the fee from the price without insurance", () => {
    renderDetail({
      ...base,
      viewerRole: 'Host',
      allowedActions: ['approve', 'cancel'],
      lines: [
        ...base.lines,
        { kind: 'Insurance', name: '補償料', unitPrice: 2200, priceUnit: 'PerDay', quantity: 1, days: 3, amount: 6600 },
      ],
      total: 51_000,
      payout: { feeRate: 0.2, feeBase: 44_400, marketplaceFee: 8880, hostShare: 35_520 },
    });
    expect(screen.getByRole('button', { name: '承認する' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'お断りする' })).toBeTruthy();
    expect(screen.getByText('予約 花子')).toBeTruthy();
    const split = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(split('手数料の対象（補償料を除く）')).toBe('¥44,400');
    expect(split('販売手数料（20%）')).toBe('¥8,880');
    expect(split('ホストの受取額')).toBe('¥35,520');
    expect(screen.getByRole('link', { name: '予約一覧へ戻る' }).getAttribute('href')).toBe('/mypage/cars/reserves');
  });

  it('says what a cancellation costs before it is confirmed', () => {
    renderDetail({
      ...base,
      status: 'Approved',
      allowedActions: ['cancel', 'reportAccident'],
      cancellation: { feeRate: 0.3, fee: 13320, label: '利用開始日の7〜3日前: 合計金額の30%' },
    });
    expect(screen.getByTestId('reserve-status').textContent).toBe('予約確定');
    fireEvent.click(screen.getByRole('button', { name: 'キャンセルする' }));
    const dialog = screen.getByRole('dialog', { name: '予約のキャンセル' });
    expect(within(dialog).getByTestId('cancel-fee').textContent).toContain('¥13,320（利用開始日の7〜3日前: 合計金額の30%）');
    expect(within(dialog).getByRole('button', { name: 'キャンセルを確定する' })).toBeTruthy();
  });

  it('says, beside the fee, what goes back to a charged card: the total less the fee', () => {
    renderDetail({
      ...base,
      status: 'Approved',
      paymentMethod: 'CreditCard',
      allowedActions: ['cancel', 'reportAccident'],
      cancellation: { feeRate: 0.3, fee: 13320, label: '利用開始日の7〜3日前: 合計金額の30%' },
      payment: {
        method: 'CreditCard',
        status: 'Captured',
        amount: 44400,
        amountCaptured: 44400,
        amountRefunded: 0,
        refundPending: 0,
        card: { brand: 'visa', last4: '4242' },
        clientSecret: null,
        actionExpiresAt: null,
        lastError: null,
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'キャンセルする' }));
    const dialog = screen.getByRole('dialog', { name: '予約のキャンセル' });
    expect(within(dialog).getByTestId('cancel-refund').textContent).toBe('カードへの返金額¥31,080');
  });

  it('promises no refund when nothing was charged (an invoice, a hold only)', () => {
    renderDetail({
      ...base,
      status: 'Approved',
      allowedActions: ['cancel'],
      cancellation: { feeRate: 0.3, fee: 13320, label: '利用開始日の7〜3日前: 合計金額の30%' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'キャンセルする' }));
    const dialog = screen.getByRole('dialog', { name: '予約のキャンセル' });
    expect(within(dialog).queryByTestId('cancel-refund')).toBeNull();
  });

  it('shows nothing to do on a finished reservation, and its records', () => {
    renderDetail({
      ...base,
      status: 'Returned',
      allowedActions: [],
      cancellation: null,
      handovers: [
        { kind: 'CheckIn', recordedAt: '2026-12-30T01:00:00.000Z', odometerKm: 12345, fuelLevel: 'Full', photos: [], note: '傷なし' },
      ],
    });
    expect(screen.getByText('今できる操作はありません。')).toBeTruthy();
    expect(document.body.textContent).toContain('12,345 km');
    expect(document.body.textContent).toContain('満タン');
    expect(screen.queryByRole('button', { name: 'キャンセルする' })).toBeNull();
  });

  it('shows the payment beside the price: a charged card with its state for the guest', () => {
    renderDetail({
      ...base,
      status: 'Approved',
      paymentMethod: 'CreditCard',
      payment: {
        method: 'CreditCard',
        status: 'Captured',
        amount: 44400,
        amountCaptured: 44400,
        amountRefunded: 0,
        refundPending: 0,
        card: { brand: 'visa', last4: '4242' },
        clientSecret: null,
        actionExpiresAt: null,
        lastError: null,
      },
    });
    expect(screen.getByRole('heading', { name: 'お支払い' })).toBeTruthy();
    expect(screen.getByTestId('payment-status').textContent).toBe('決済済み');
    expect(document.body.textContent).toContain('VISA •••• 4242');
  });
});

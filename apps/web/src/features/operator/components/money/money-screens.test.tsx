import type { LedgerReport, StaffPaymentDetail } from '@kurumatabi/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Report } from './ledger-report';
import { RefundPanel } from './refund-panel';

afterEach(cleanup);

const reserveId = '0b5e6a3c-8f0e-4c7e-9a51-3f1a2b4c5d6e';
const me = '33333333-3333-4333-8333-333333333333';
const colleague = '44444444-4444-4444-8444-444444444444';

function renderIn(element: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const detail = (patch: Partial<StaffPaymentDetail> = {}): StaffPaymentDetail => ({
  payment: {
    reserveId,
    reserveStatus: 'Returned',
    listingTitle: 'ハイエース キャンパー 信州号',
    guest: { id: '11111111-1111-4111-8111-111111111111', name: '決済 花子', email: 'hanako@example.com' },
    host: { id: '22222222-2222-4222-8222-222222222222', name: 'オーナー 太郎', email: 'taro@example.com' },
    method: 'CreditCard',
    status: 'Captured',
    amount: 57_000,
    amountCaptured: 57_000,
    amountRefunded: 0,
    refundPending: 0,
    card: { brand: 'visa', last4: '4242' },
    attention: null,
    createdAt: '2026-11-23T09:00:00.000Z',
    updatedAt: '2026-11-23T09:00:00.000Z',
    provider: 'sandbox',
    intentId: 'pi_123',
    attempt: 1,
    lastErrorCode: null,
    lastErrorMessage: null,
  },
  refundable: 57_000,
  approvalThreshold: 30_000,
  journals: [],
  refunds: [],
  ...patch,
});

describe('the refund panel', () => {
  it('shows what remains and the threshold, and asks for approval above it', () => {
    renderIn(<RefundPanel detail={detail()} own={false} me={me} />);
    expect(screen.getByText('返金できる残額: ¥57,000')).toBeTruthy();
    const form = screen.getByRole('form', { name: '返金する' });
    fireEvent.change(within(form).getByLabelText('返金額（円）'), { target: { value: '5000' } });
    fireEvent.change(within(form).getByLabelText('返金の理由'), { target: { value: '設備不良のため' } });
    expect(within(form).getByRole('button', { name: '返金する' })).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('返金額（円）'), { target: { value: '40000' } });
    expect(within(form).getByRole('button', { name: '承認を申請する' })).toBeTruthy();
  });

  it('offers a waiting refund’s approval to another operator only, and nothing on staff’s own reservation', () => {
    const waiting = detail({
      refunds: [
        {
          id: '55555555-5555-4555-8555-555555555555',
          amount: 40_000,
          reason: '設備不良のため',
          status: 'Requested',
          requestedBy: { id: colleague, name: '同僚 スタッフ' },
          approvedBy: null,
          rejectedBy: null,
          decisionReason: null,
          requestedAt: '2026-11-23T09:00:00.000Z',
          decidedAt: null,
        },
      ],
    });
    renderIn(<RefundPanel detail={waiting} own={false} me={me} />);
    expect(screen.getByText('同僚 スタッフ さんが申請した ¥40,000 の返金が承認待ちです。')).toBeTruthy();
    expect(screen.getByRole('button', { name: '承認して返金する' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '却下する' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '申請を取り下げる' })).toBeNull();
    cleanup();
    // Its author cannot decide it, and may take it back.
    renderIn(<RefundPanel detail={waiting} own={false} me={colleague} />);
    expect(screen.queryByRole('button', { name: '承認して返金する' })).toBeNull();
    expect(screen.queryByRole('button', { name: '却下する' })).toBeNull();
    expect(screen.getByRole('button', { name: '申請を取り下げる' })).toBeTruthy();
    expect(screen.getByText('ご自身が申請した返金は、別の運営スタッフが承認します。取り下げることはできます。')).toBeTruthy();
    cleanup();
    renderIn(<RefundPanel detail={detail()} own me={me} />);
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByText('ご自身が当事者の予約は返金・承認できません。')).toBeTruthy();
  });
});

describe('the ledger report', () => {
  const report: LedgerReport = {
    from: null,
    to: null,
    totals: [{ account: 'processor_clearing', debit: 57_000, credit: 5_000, net: 52_000 }],
    checks: [
      { name: 'reservationsBalance', ok: false, offenders: [{ id: reserveId, detail: '決済 16,500円 ≠ 合計 16,000円' }] },
      { name: 'payoutsCovered', ok: true, offenders: [] },
      { name: 'ledgerZero', ok: true, offenders: [] },
    ],
    checkedAt: '2026-11-23T09:00:00.000Z',
  };

  it('shows each check as OK or with its offending reservations linked, and the totals per account', () => {
    renderIn(<Report report={report} />);
    expect(screen.getAllByText('OK')).toHaveLength(2);
    expect(screen.getByText('要確認')).toBeTruthy();
    const offenders = screen.getByRole('list', { name: '該当' });
    expect(within(offenders).getByRole('link', { name: reserveId }).getAttribute('href')).toBe(`/operator/payments/${reserveId}`);
    const row = screen.getByRole('row', { name: /決済代行未収金/ });
    expect(row.textContent).toContain('¥52,000');
  });
});

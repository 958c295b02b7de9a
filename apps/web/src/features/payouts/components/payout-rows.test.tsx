import type { PayoutSummary, StaffPayout } from '@kurumatabi/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { HostPayoutRow } from './host-payouts';
import { StaffPayoutRow } from './staff-payout-month';

afterEach(cleanup);

const payout: PayoutSummary = {
  id: '66666666-6666-4666-8666-666666666666',
  period: '2026-11',
  amount: 45_000,
  sales: 50_000,
  fee: 5_000,
  status: 'Scheduled',
  heldReason: null,
  method: 'zengin',
  scheduledPayDate: '2026-12-31',
  sentAt: null,
  statementNumber: 'PS-202611-000007',
  feeInvoiceNumber: 'FI-202611-000007',
  bankAccountLabel: 'みずほ銀行 渋谷支店 普通 ****567',
};

describe('HostPayoutRow', () => {
  it('shows the month, the amount, the sales less the fee, the pay day, the account and both documents', () => {
    render(<HostPayoutRow payout={payout} />);
    const row = screen.getByRole('article', { name: '2026年11月分 ¥45,000' });
    expect(row.textContent).toContain('支払予定');
    expect(row.textContent).toContain('¥50,000');
    expect(row.textContent).toContain('−¥5,000');
    expect(row.textContent).toContain('2026年12月31日(木)');
    expect(row.textContent).toContain('****567');
    expect(screen.getByRole('button', { name: '支払通知書（PS-202611-000007）' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '手数料の請求書' })).toBeTruthy();
  });

  it('a held payout says why, and that no account is registered', () => {
    const reason = '振込先口座が登録されていないため保留しています。';
    render(<HostPayoutRow payout={{ ...payout, status: 'Held', heldReason: reason, bankAccountLabel: null }} />);
    expect(screen.getByRole('note').textContent).toBe(reason);
    expect(screen.getByText('振込先口座が未登録です')).toBeTruthy();
    expect(screen.getByText('保留中')).toBeTruthy();
  });
});

describe('StaffPayoutRow', () => {
  const staffPayout: StaffPayout = { ...payout, host: { id: '77777777-7777-4777-8777-777777777777', name: '佐藤 健一' } };
  const inRouter = (element: React.ReactElement) => render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);

  it('a scheduled bank payout can be chosen; a held or sent one cannot', () => {
    const toggled: string[] = [];
    inRouter(<StaffPayoutRow payout={staffPayout} checked={false} onToggle={() => toggled.push('x')} />);
    fireEvent.click(screen.getByRole('checkbox', { name: '佐藤 健一の支払を選ぶ' }));
    expect(toggled).toEqual(['x']);
    cleanup();
    inRouter(
      <StaffPayoutRow
        payout={{ ...staffPayout, status: 'Sent', sentAt: '2026-12-31T01:00:00.000Z' }}
        checked={false}
        onToggle={() => {}}
      />,
    );
    expect((screen.getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(/送金日時/)).toBeTruthy();
  });
});

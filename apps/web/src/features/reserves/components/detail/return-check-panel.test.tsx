import type { ReserveDetail, ReturnCheck } from '@kurumatabi/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { reserveDetailWith } from '../form/reserve-fixtures.test-helper';
import { signInTestGuest } from '../../signed-in-guest.test-helper';
import { ReturnCheckPanel } from './return-check-panel';

signInTestGuest();

const awaiting: ReturnCheck = {
  state: 'Awaiting',
  canConfirm: true,
  canDispute: true,
  until: '2027-01-01T09:00:00.000Z',
  disputedAt: null,
  disputeReason: null,
  disputeReasonMasked: false,
  resolvedAt: null,
  resolution: null,
  reviewOpensAt: '2027-01-01T15:00:00.000Z',
};

function returned(check: ReturnCheck | null, viewerRole: ReserveDetail['viewerRole'] = 'Guest'): ReserveDetail {
  return reserveDetailWith(
    { status: 'Captured' },
    { status: 'Returned', viewerRole, returnedAt: '2026-12-31T09:00:00.000Z', returnCheck: check },
  );
}

function renderPanel(reserve: ReserveDetail) {
  const router = createMemoryRouter([{ path: '*', element: <ReturnCheckPanel reserve={reserve} /> }]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

function answer(body: unknown) {
  const calls: { path: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((url, init) => {
    calls.push({ path: new URL(String(url), 'http://localhost').pathname, body: JSON.parse(String(init?.body ?? 'null')) });
    return Promise.resolve(Response.json(body));
  });
  return calls;
}

describe('ReturnCheckPanel', () => {
  it('offers the guest 「返却を確認する」 and 「返却に異議を申し立てる」 until the deadline, and confirms', async () => {
    const reserve = returned(awaiting);
    const calls = answer(returned({ ...awaiting, state: 'Confirmed', canConfirm: false, canDispute: false }));
    renderPanel(reserve);
    expect(screen.getByRole('region', { name: '返却の確認' }).textContent).toContain('2027年1月1日(金) 18:00までに返却を確認するか');
    expect(screen.getByRole('button', { name: '返却に異議を申し立てる' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '返却を確認する' }));
    await waitFor(() => expect(calls).toEqual([{ path: '/v1/confirm-reserve-return', body: { reserveId: reserve.id } }]));
  });

  it('asks for the reason of a dispute before sending it', async () => {
    const reserve = returned(awaiting);
    const calls = answer(returned({ ...awaiting, state: 'Disputed', canConfirm: false, canDispute: false }));
    renderPanel(reserve);
    fireEvent.click(screen.getByRole('button', { name: '返却に異議を申し立てる' }));
    const dialog = await screen.findByRole('dialog', { name: '返却に異議を申し立てる' });
    fireEvent.click(screen.getByRole('button', { name: '申し立てる' }));
    expect(dialog.textContent).toContain('異議の理由を入力してください。');
    expect(calls).toEqual([]);
    fireEvent.change(screen.getByLabelText('異議の理由'), { target: { value: '  返却の時刻が違います。  ' } });
    fireEvent.click(screen.getByRole('button', { name: '申し立てる' }));
    await waitFor(() =>
      expect(calls).toEqual([{ path: '/v1/dispute-reserve-return', body: { reserveId: reserve.id, reason: '返却の時刻が違います。' } }]),
    );
  });

  it('shows where a disputed or resolved return stands, without buttons, and nothing before the return', () => {
    const disputed = {
      ...awaiting,
      state: 'Disputed' as const,
      canConfirm: false,
      canDispute: false,
      disputeReason: '鍵は **** に',
      disputeReasonMasked: true,
    };
    renderPanel(returned(disputed, 'Host'));
    expect(document.body.textContent).toContain('返却への異議を運営が確認しています。');
    expect(document.body.textContent).toContain('鍵は **** に');
    expect(document.body.textContent).toContain('電話番号・メールアドレスは表示されません。');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says that the system returned a stay left in Renting', () => {
    renderPanel(returned({ ...awaiting, state: 'SystemReturned', canConfirm: false, canDispute: false, until: null }));
    expect(document.body.textContent).toContain('システムが返却済みにしました');
  });

  it('renders nothing before the return', () => {
    renderPanel(reserveDetailWith({}));
    expect(screen.queryByRole('region', { name: '返却の確認' })).toBeNull();
  });
});

import type { ReserveChangeList, ReserveChangeView, ReserveDetail } from '@kurumatabi/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { toast } from 'react-toastify';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { signInTestGuest } from '../../signed-in-guest.test-helper';
import { reserveDetailWith } from '../form/reserve-fixtures.test-helper';
import { fakeCheckout } from '../payment/fake-checkout.test-helper';
import { changeMessages as m } from './change-messages';
import { ChangePanel } from './change-panel';

signInTestGuest();

/** A host's proposal of one more day (13,500 yen more), open, as the guest reads it. */
const proposal: ReserveChangeView = {
  id: '44444444-4444-4444-8444-444444444444',
  status: 'Proposed',
  statusLabel: 'ゲストの回答待ち（ホストからの提案）',
  kind: 'Change',
  proposedByRole: 'Host',
  fromStartDate: '2026-12-30',
  fromEndDate: '2026-12-31',
  startDate: '2026-12-30',
  endDate: '2027-01-01',
  days: 3,
  people: 1,
  message: '翌日も空いています。',
  lines: [{ label: '基本料金（追加1日分: 12,000円 × 1日）', amount: 12_000 }],
  priceLines: [],
  difference: 13_500,
  total: 39_100,
  requestedAt: '2026-12-01T09:00:00.000Z',
  expiresAt: '2026-12-02T09:00:00.000Z',
  answeredAt: null,
  canAccept: true,
  canDecline: true,
  canWithdraw: false,
};

/** The API as the panel calls it: the list of changes, then each call's answer; the bodies sent are kept. */
function api(list: ReserveChangeList, answers: Record<string, unknown> = {}) {
  const sent: { path: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((url, init) => {
    const path = new URL(String(url), 'http://localhost').pathname;
    sent.push({ path, body: JSON.parse(String(init?.body ?? 'null')) });
    if (path === '/v1/show-reserve-changes') return Promise.resolve(Response.json(list));
    const answer = answers[path];
    if (answer instanceof Response) return Promise.resolve(answer);
    return Promise.resolve(Response.json(answer ?? {}));
  });
  return sent;
}

function renderPanel(reserve: ReserveDetail) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ChangePanel reserve={reserve} checkout={fakeCheckout()} />
    </QueryClientProvider>,
  );
}

const approved = (viewerRole: 'Guest' | 'Host') => reserveDetailWith({ status: 'Captured' }, { status: 'Approved', viewerRole });

describe("the host's proposal on the reservation page", () => {
  it('the guest reads who proposed, the message and the difference, and accepts paying by card', async () => {
    const sent = api({ open: proposal, past: [], canRequest: false }, { '/v1/accept-reserve-change': { ...proposal, status: 'Accepted' } });
    renderPanel(approved('Guest'));
    expect(await screen.findByText(m.sentBy.Host)).toBeTruthy();
    expect(screen.getByText(/ホストから日程の変更の提案が届いています/)).toBeTruthy();
    expect(screen.getByText('メッセージ: 翌日も空いています。')).toBeTruthy();
    expect(screen.getByText('差額 ¥13,500 のお支払い')).toBeTruthy();
    expect(screen.queryByRole('button', { name: m.withdraw })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: m.accept }));
    // The increase needs the guest's card first; the card form shows the difference.
    expect(screen.getByText(m.payToAccept)).toBeTruthy();
    expect(screen.getByTestId('card-form-amount').textContent).toBe('13500');
    fireEvent.click(screen.getByRole('button', { name: 'テストカードを使う' }));
    await vi.waitFor(() => expect(sent.some((s) => s.path === '/v1/accept-reserve-change')).toBe(true));
    expect(sent.find((s) => s.path === '/v1/accept-reserve-change')?.body).toEqual({
      reserveId: approved('Guest').id,
      requestedAt: proposal.requestedAt,
      paymentToken: 'pm_sbx_test_4242',
    });
  });

  it('the guest declines without a card; a refusal is said in Japanese', async () => {
    const refused = Response.json(
      { error: { code: 'RESERVE_STATUS_CONFLICT', message: '回答期限を過ぎたため、この変更リクエストには回答できません。' } },
      { status: 409 },
    );
    const said = vi.spyOn(toast, 'error');
    const sent = api({ open: proposal, past: [], canRequest: false }, { '/v1/decline-reserve-change': refused });
    renderPanel(approved('Guest'));
    fireEvent.click(await screen.findByRole('button', { name: m.decline }));
    await vi.waitFor(() =>
      expect(sent.find((s) => s.path === '/v1/decline-reserve-change')?.body).toEqual({
        reserveId: approved('Guest').id,
        requestedAt: proposal.requestedAt,
      }),
    );
    await vi.waitFor(() => expect(said).toHaveBeenCalledWith('回答期限を過ぎたため、この変更リクエストには回答できません。'));
  });

  it('the host sees its own proposal waiting for the guest, may withdraw it, and the history says who sent each', async () => {
    const own = { ...proposal, canAccept: false, canDecline: false, canWithdraw: true };
    const past = {
      ...proposal,
      id: '55555555-5555-4555-8555-555555555555',
      status: 'Declined' as const,
      statusLabel: 'お断り',
      proposedByRole: 'Guest' as const,
    };
    api({ open: own, past: [past], canRequest: false });
    renderPanel(approved('Host'));
    expect(await screen.findByText(/ゲストの回答待ちです/)).toBeTruthy();
    expect(screen.getByRole('button', { name: m.withdraw })).toBeTruthy();
    expect(screen.queryByRole('button', { name: m.accept })).toBeNull();
    expect(screen.getByText(/ゲストのリクエスト・お断り/)).toBeTruthy();
  });

  it('the host proposes new dates and people with the preview of the difference and a message', async () => {
    const preview = {
      startDate: '2026-12-30',
      endDate: '2027-01-01',
      days: 3,
      lines: proposal.lines,
      difference: 13_500,
      total: 39_100,
      currentTotal: 25_600,
      expiresAt: proposal.expiresAt,
    };
    const sent = api(
      { open: null, past: [], canRequest: true },
      { '/v1/preview-reserve-change': preview, '/v1/propose-reserve-change': proposal },
    );
    renderPanel(approved('Host'));
    fireEvent.click(await screen.findByRole('button', { name: m.open.Host }));
    fireEvent.change(screen.getByLabelText(m.endDate), { target: { value: '2027-01-01' } });
    fireEvent.change(screen.getByLabelText(m.people), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: m.check }));
    expect(await screen.findByText('差額 ¥13,500 のお支払い')).toBeTruthy();
    // No card on the host's side: the guest pays when accepting.
    expect(screen.queryByTestId('card-form-amount')).toBeNull();
    fireEvent.change(screen.getByLabelText(m.message), { target: { value: '翌日も空いています。' } });
    fireEvent.click(screen.getByRole('button', { name: m.send.Host }));
    await vi.waitFor(() => expect(sent.some((s) => s.path === '/v1/propose-reserve-change')).toBe(true));
    expect(sent.find((s) => s.path === '/v1/propose-reserve-change')?.body).toEqual({
      reserveId: approved('Host').id,
      change: { startDate: '2026-12-30', endDate: '2027-01-01', people: 2, message: '翌日も空いています。' },
      quotedDifference: 13_500,
    });
  });
});

import type { ReserveReceiptView } from '@kurumatabi/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { reserveDetailWith } from '../form/reserve-fixtures.test-helper';
import { PaymentPanel } from '../detail/payment-panel';
import { signInTestGuest } from '../../signed-in-guest.test-helper';

const reserveId = reserveDetailWith({}).id;
const receipt = (overrides: Partial<ReserveReceiptView> = {}): ReserveReceiptView => ({
  available: true,
  receiptNumber: null,
  addressee: { name: '予約 花子', honorific: '様' },
  addresseeChanged: false,
  amount: 25600,
  issued: false,
  ...overrides,
});

signInTestGuest();

/** Answers each API path with its own body, and records what was asked. */
function api(answers: Record<string, { body: unknown; status?: number }[]>) {
  const calls: { path: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((url, init) => {
    const path = new URL(String(url), 'http://localhost').pathname;
    calls.push({ path, body: JSON.parse(String(init?.body ?? 'null')) });
    const next = answers[path]?.length && answers[path].length > 1 ? answers[path].shift()! : answers[path]?.[0];
    if (!next) throw new Error(`unexpected call ${path}`);
    return Promise.resolve(Response.json(next.body, { status: next.status ?? 200 }));
  });
  return calls;
}

function renderPaid(viewerRole: 'Guest' | 'Host' = 'Guest') {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PaymentPanel reserve={reserveDetailWith({ status: 'Captured', amountCaptured: 25600 }, { viewerRole })} />
    </QueryClientProvider>,
  );
}

describe('the receipt in the payment panel', () => {
  it('offers the guest the download, which follows a signed link', async () => {
    const calls = api({
      '/v1/show-reserve-receipt': [{ body: receipt() }],
      '/v1/create-reserve-receipt-link': [
        { body: { url: `/receipts/${reserveId}.pdf?exp=1&sig=abc`, expiresAt: '2026-12-02T00:05:00.000Z' } },
      ],
    });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.getAttribute('href') ?? '');
    });
    renderPaid();
    expect(await screen.findByText('お支払い済みの ¥25,600 の領収書（PDF）をダウンロードできます。')).toBeTruthy();
    expect(screen.getByTestId('receipt-addressee').textContent).toBe('予約 花子 様');
    fireEvent.click(screen.getByRole('button', { name: '領収書をダウンロード' }));
    await vi.waitFor(() => expect(clicked).toEqual([`/receipts/${reserveId}.pdf?exp=1&sig=abc`]));
    expect(calls.find((call) => call.path === '/v1/create-reserve-receipt-link')?.body).toEqual({ reserveId });
  });

  it('shows nothing to the host, nor while no receipt can be issued', async () => {
    const calls = api({ '/v1/show-reserve-receipt': [{ body: receipt({ available: false, amount: 0 }) }] });
    renderPaid('Host');
    expect(screen.queryByTestId('receipt-section')).toBeNull();
    expect(calls).toEqual([]);
    cleanup();
    renderPaid();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: '領収書をダウンロード' })).toBeNull());
  });

  it('changes the 宛名 once, after a confirmation, and then says it was changed', async () => {
    const calls = api({
      '/v1/show-reserve-receipt': [{ body: receipt() }],
      '/v1/update-reserve-receipt-addressee': [
        { body: receipt({ addressee: { name: '株式会社くるま旅行', honorific: '様' }, addresseeChanged: true }) },
      ],
    });
    renderPaid();
    fireEvent.click(await screen.findByRole('button', { name: '宛名を変更する（1回まで）' }));
    fireEvent.click(screen.getByRole('button', { name: 'この宛名にする' }));
    expect(screen.getByText('宛名を入力してください。')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('新しい宛名'), { target: { value: ' 株式会社くるま旅行 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'この宛名にする' }));
    expect(screen.getByRole('alertdialog').textContent).toContain('宛名を「株式会社くるま旅行」に変更します。');
    expect(calls.some((call) => call.path === '/v1/update-reserve-receipt-addressee')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'この宛名にする' }));
    await vi.waitFor(() => expect(screen.getByTestId('receipt-addressee').textContent).toBe('株式会社くるま旅行 様'));
    expect(calls.find((call) => call.path === '/v1/update-reserve-receipt-addressee')?.body).toEqual({
      reserveId,
      name: '株式会社くるま旅行',
    });
    expect(screen.getByText('宛名は変更済みです（変更は1回までです）。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '宛名を変更する（1回まで）' })).toBeNull();
  });

  it('says the API’s refusal of a second change in Japanese', async () => {
    api({
      '/v1/show-reserve-receipt': [{ body: receipt() }],
      '/v1/update-reserve-receipt-addressee': [
        {
          body: {
            error: {
              code: 'RECEIPT_ADDRESSEE_ALREADY_CHANGED',
              message: '宛名の変更は1回までです。この領収書の宛名はすでに変更されています。',
            },
          },
          status: 409,
        },
      ],
    });
    renderPaid();
    fireEvent.click(await screen.findByRole('button', { name: '宛名を変更する（1回まで）' }));
    fireEvent.change(screen.getByLabelText('新しい宛名'), { target: { value: '別の名前' } });
    fireEvent.click(screen.getByRole('button', { name: 'この宛名にする' }));
    fireEvent.click(screen.getByRole('button', { name: 'この宛名にする' }));
    expect(await screen.findByText('宛名の変更は1回までです。この領収書の宛名はすでに変更されています。')).toBeTruthy();
  });

  it('offers a retry when the receipt could not be read', async () => {
    api({ '/v1/show-reserve-receipt': [{ body: { error: { code: 'INTERNAL', message: 'x' } }, status: 500 }] });
    renderPaid();
    expect(await screen.findByText('領収書の情報を読み込めませんでした。', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: '再読み込み' })).toBeTruthy();
  });
});

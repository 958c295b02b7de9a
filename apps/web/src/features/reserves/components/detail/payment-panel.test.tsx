import type { PaymentStatus, ReserveDetail } from '@kurumatabi/contract';
import { paymentStatusLabels } from '@kurumatabi/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { ApiError } from '@kurumatabi/contract/client';
import { reserveDetailWith } from '../form/reserve-fixtures.test-helper';
import { fakeCheckout } from '../payment/fake-checkout.test-helper';
import { actionErrorMessage, isStale } from './action-errors';
import { PaymentPanel } from './payment-panel';
import { signInTestGuest } from '../../signed-in-guest.test-helper';

signInTestGuest();

function renderPanel(reserve: ReserveDetail) {
  const router = createMemoryRouter([{ path: '*', element: <PaymentPanel reserve={reserve} checkout={fakeCheckout()} /> }]);
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return client;
}

function answer(body: unknown, status = 200) {
  const bodies: unknown[] = [];
  const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation((url, init) => {
    bodies.push({ path: new URL(String(url), 'http://localhost').pathname, body: JSON.parse(String(init?.body ?? 'null')) });
    return Promise.resolve(Response.json(body, { status }));
  });
  return { bodies, fetch };
}

const status = () => screen.getByTestId('payment-status').textContent;
const text = () => document.body.textContent ?? '';

describe('PaymentPanel', () => {
  it.each<[PaymentStatus, Partial<Parameters<typeof reserveDetailWith>[0]>, string[]]>([
    ['Authorized', {}, ['与信（仮押さえ）額', '¥25,600', 'VISA •••• 4242']],
    ['Captured', { amountCaptured: 25600 }, ['決済額', '¥25,600']],
    ['VoidPending', {}, ['与信（仮押さえ）額']],
    ['Voided', {}, ['与信（仮押さえ）額']],
    ['PartiallyRefunded', { amountCaptured: 25600, amountRefunded: 17920 }, ['決済額', '返金額', '¥17,920']],
    ['Refunded', { amountCaptured: 25600, amountRefunded: 25600, refundPending: 0 }, ['返金額']],
    ['Invoiced', { method: 'Invoice' }, ['請求書払い', '金額']],
    ['InvoicePaid', { method: 'Invoice' }, ['請求書払い']],
  ])('says %s in Japanese with its amounts', (paymentStatus, payment, expected) => {
    // A paid reservation asks for its receipt; without one available there is nothing to press.
    answer({
      available: false,
      receiptNumber: null,
      addressee: { name: '予約 花子', honorific: '様' },
      addresseeChanged: false,
      amount: 0,
      issued: false,
    });
    renderPanel(reserveDetailWith({ status: paymentStatus, ...payment }));
    expect(status()).toBe(paymentStatusLabels[paymentStatus]);
    expect(screen.getByTestId('payment-status').closest('[role="status"]')?.getAttribute('aria-live')).toBe('polite');
    for (const part of expected) expect(text()).toContain(part);
    // The guest of an invoice has its PDF to download; nothing else asks anything of anyone.
    const buttons = screen.queryAllByRole('button').map((button) => button.textContent);
    expect(buttons).toEqual(payment.method === 'Invoice' ? ['請求書をダウンロード（PDF）'] : []);
  });

  it('lets the guest of an invoice download its PDF (saved under its own name), and offers the host nothing', async () => {
    const created: Blob[] = [];
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: (blob: Blob) => (created.push(blob), 'blob:invoice'), revokeObjectURL: () => {} });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { bodies } = answer({ fileName: '請求書_INV-202612-000045.pdf', contentType: 'application/pdf', base64: btoa('%PDF-1.7') });
    renderPanel(reserveDetailWith({ status: 'Invoiced', method: 'Invoice' }));
    expect(text()).toContain('お支払期限までにお振り込みください');
    fireEvent.click(screen.getByRole('button', { name: '請求書をダウンロード（PDF）' }));
    await vi.waitFor(() => expect(saved).toEqual(['請求書_INV-202612-000045.pdf']));
    expect(bodies).toEqual([{ path: '/v1/download-reserve-invoice', body: { reserveId: reserveDetailWith({}).id } }]);
    expect(created[0]?.type).toBe('application/pdf');
    expect(await created[0]?.text()).toBe('%PDF-1.7');
    cleanup();

    renderPanel(reserveDetailWith({ status: 'Invoiced', method: 'Invoice' }, { viewerRole: 'Host' }));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('tells the guest of a paid invoice that the transfer was seen, and keeps the PDF', () => {
    renderPanel(reserveDetailWith({ status: 'InvoicePaid', method: 'Invoice' }));
    expect(status()).toBe('お振込確認済み');
    expect(text()).toContain('お振込を確認しました。');
    expect(screen.getByRole('button', { name: '請求書をダウンロード（PDF）' })).toBeTruthy();
  });

  it('shows a refund still on its way', () => {
    renderPanel(reserveDetailWith({ status: 'PartiallyRefunded', amountCaptured: 25600, amountRefunded: 0, refundPending: 17920 }));
    expect(text()).toContain('返金手続き中 ¥17,920');
  });

  it('tells an invoice request before approval that the invoice comes with it', () => {
    const reserve = { ...reserveDetailWith({ method: 'Invoice' }), payment: null };
    renderPanel(reserve);
    expect(text()).toContain('承認後に請求書を発行します。');
  });

  it('offers the guest the challenge again with its deadline, then confirms', async () => {
    const { bodies } = answer(reserveDetailWith({ status: 'Authorized' }));
    renderPanel(
      reserveDetailWith({ status: 'RequiresAction', clientSecret: 'pi_sbx_1_secret_abc', actionExpiresAt: '2026-11-23T09:15:00.000Z' }),
    );
    expect(status()).toBe('本人認証待ち');
    expect(text()).toContain('本人認証の期限: 2026年11月23日(月) 18:15');
    fireEvent.click(screen.getByRole('button', { name: '本人認証を完了する' }));
    const challenge = screen.getByRole('dialog', { name: '3Dセキュア認証（テスト）' });
    expect(within(challenge).getByTestId('challenge-secret').textContent).toBe('pi_sbx_1_secret_abc');
    fireEvent.click(within(challenge).getByRole('button', { name: '認証する' }));
    await vi.waitFor(() =>
      expect(bodies).toEqual([{ path: '/v1/confirm-reserve-payment', body: { reserveId: reserveDetailWith({}).id } }]),
    );
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the host a request waiting for the challenge without the guest’s action', () => {
    renderPanel(reserveDetailWith({ status: 'RequiresAction', clientSecret: null }, { viewerRole: 'Host' }));
    expect(status()).toBe('本人認証待ち');
    expect(screen.queryByRole('button', { name: '本人認証を完了する' })).toBeNull();
  });

  it('lets the guest change the card after a failed charge, and says a refusal of the new one', async () => {
    const { bodies, fetch } = answer(
      {
        error: {
          code: 'PAYMENT_DECLINED',
          message: 'カードが利用できませんでした。',
          details: [{ path: 'paymentToken', message: 'カードの有効期限が切れています。別のカードをお試しください。' }],
        },
      },
      402,
    );
    renderPanel(reserveDetailWith({ status: 'CaptureFailed', lastError: 'カード会社により決済が承認されませんでした。' }));
    expect(status()).toBe('決済できませんでした');
    expect(text()).toContain('前回のエラー: カード会社により決済が承認されませんでした。');
    fireEvent.click(screen.getByRole('button', { name: 'カードを変更する' }));
    expect(screen.getByTestId('card-form-amount').textContent).toBe('25600');
    fireEvent.click(screen.getByRole('button', { name: 'テストカードを使う' }));
    expect((await screen.findByRole('alert')).textContent).toBe('カードの有効期限が切れています。別のカードをお試しください。');
    expect(bodies[0]).toEqual({
      path: '/v1/update-reserve-payment-method',
      body: { reserveId: reserveDetailWith({}).id, paymentToken: 'pm_sbx_test_4242' },
    });
    fetch.mockImplementation(() => Promise.resolve(Response.json(reserveDetailWith({ status: 'Authorized' }))));
    fireEvent.click(screen.getByRole('button', { name: 'テストカードを使う' }));
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'テストカードを使う' })).toBeNull());
  });

  it('tells the host that the guest was asked for another card', () => {
    renderPanel(reserveDetailWith({ status: 'CaptureFailed' }, { viewerRole: 'Host', allowedActions: ['approve', 'cancel'] }));
    expect(text()).toContain('ゲストにカードの変更をお願いしています');
    expect(screen.queryByRole('button', { name: 'カードを変更する' })).toBeNull();
  });
});

describe('approve’s payment refusals', () => {
  it('are said in Japanese and read the reservation again', () => {
    const notHeld = new ApiError('PAYMENT_NOT_AUTHORIZED', 'x', 409);
    const failed = new ApiError('PAYMENT_CAPTURE_FAILED', 'x', 402);
    const down = new ApiError('PAYMENT_PROVIDER_UNAVAILABLE', 'x', 503);
    expect(actionErrorMessage(notHeld)).toContain('与信（仮押さえ）がまだ完了していない');
    expect(actionErrorMessage(failed)).toContain('決済できなかったため、承認できませんでした');
    expect(actionErrorMessage(down)).toContain('請求は発生していません');
    expect(isStale(notHeld) && isStale(failed)).toBe(true);
    expect(isStale(down)).toBe(false);
  });
});

import type { PaymentHistoryItem } from '@kurumatabi/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { PaymentHistory, paymentHistoryPage } from './payment-history';
import { signInTestGuest } from '../../signed-in-guest.test-helper';

signInTestGuest();

const item = (overrides: Partial<PaymentHistoryItem>): PaymentHistoryItem => ({
  reserveId: '0b5e6a3c-8f0e-4c7e-9a51-3f1a2b4c5d6e',
  paidAt: '2026-11-23T09:00:00.000Z',
  listingTitle: 'ハイエース キャンパー 信州号',
  startDate: '2026-12-30',
  endDate: '2026-12-31',
  method: 'CreditCard',
  status: 'Captured',
  amount: 25600,
  amountCaptured: 25600,
  amountRefunded: 0,
  refundPending: 0,
  receiptAvailable: true,
  ...overrides,
});

function answer(body: unknown, status = 200) {
  const bodies: unknown[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((_url, init) => {
    bodies.push(JSON.parse(String(init?.body ?? 'null')));
    return Promise.resolve(Response.json(body, { status }));
  });
  return bodies;
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/mypage/payments', element: <PaymentHistory /> }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('PaymentHistory', () => {
  it('lists the payments with their date, listing, amount, state, refund and receipt', async () => {
    const bodies = answer({
      items: [
        item({}),
        item({
          reserveId: '9b5e6a3c-8f0e-4c7e-9a51-3f1a2b4c5d6e',
          listingTitle: '湖畔のオートキャンプ場',
          status: 'PartiallyRefunded',
          amountRefunded: 17920,
        }),
        item({
          reserveId: '8b5e6a3c-8f0e-4c7e-9a51-3f1a2b4c5d6e',
          listingTitle: '与信中の車',
          status: 'Authorized',
          amountCaptured: 0,
          receiptAvailable: false,
        }),
      ],
      total: 3,
      limit: 20,
      offset: 0,
    });
    renderAt('/mypage/payments');
    const list = await screen.findByTestId('payment-history');
    expect(screen.getByText('3件のお支払い')).toBeTruthy();
    const [paid, refunded, held] = within(list).getAllByRole('article');
    expect(paid!.textContent).toContain('2026年11月23日');
    expect(paid!.textContent).toContain('決済済み');
    expect(paid!.textContent).toContain('¥25,600');
    expect(within(paid!).getByRole('button', { name: '領収書をダウンロード' })).toBeTruthy();
    expect(within(paid!).getByRole('link').getAttribute('href')).toBe('/reserves/0b5e6a3c-8f0e-4c7e-9a51-3f1a2b4c5d6e');
    expect(refunded!.textContent).toContain('一部返金済み');
    expect(refunded!.textContent).toContain('返金額 ¥17,920');
    expect(held!.textContent).toContain('カード与信済み（未請求）');
    expect(within(held!).queryByRole('button')).toBeNull();
    expect(bodies).toEqual([{ limit: 20, offset: 0 }]);
  });

  it('asks for the page of the URL and offers the other pages', async () => {
    const bodies = answer({ items: [item({})], total: 45, limit: 20, offset: 20 });
    renderAt('/mypage/payments?page=2');
    await screen.findByTestId('payment-history');
    expect(bodies).toEqual([{ limit: 20, offset: 20 }]);
    expect(screen.getAllByRole('link', { name: /3/ }).length).toBeGreaterThan(0);
    expect(paymentHistoryPage(new URLSearchParams('page=-1'))).toBe(1);
    expect(paymentHistoryPage(new URLSearchParams('page=abc'))).toBe(1);
  });

  it('has an empty state, and an error state with a retry', async () => {
    answer({ items: [], total: 0, limit: 20, offset: 0 });
    renderAt('/mypage/payments');
    expect(await screen.findByText('お支払いはまだありません')).toBeTruthy();
    cleanup();
    vi.restoreAllMocks();
    answer({ error: { code: 'INTERNAL', message: 'x' } }, 500);
    renderAt('/mypage/payments');
    expect(await screen.findByText('お支払い履歴を読み込めませんでした。', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: '再読み込み' })).toBeTruthy();
  });

  it('shows the loading state first', () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise(() => undefined));
    renderAt('/mypage/payments');
    expect(screen.getByRole('status', { name: '読み込み中' })).toBeTruthy();
  });
});

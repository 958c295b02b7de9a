import type { StaffInvoice } from '@kurumatabi/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { todayInTokyo } from '@/lib/date-range';
import { createQueryClient } from '@/lib/query-client';
import { signInTestOperator } from '../../signed-in-operator.test-helper';
import { InvoiceList, statusFromSearch } from './invoice-list';

signInTestOperator({ id: '33333333-3333-4333-8333-333333333333', name: '経理 担当' });

const open: StaffInvoice = {
  reserveId: '0b5e6a3c-8f0e-4c7e-9a51-3f1a2b4c5d6e',
  invoiceNumber: 'INV-202612-000045',
  status: 'Overdue',
  companyName: '株式会社みちのくトラベル',
  guest: { id: '44444444-4444-4444-8444-444444444444', name: '佐藤 一郎', email: 'sato@michinoku.example' },
  issueDate: '2026-12-02',
  dueDate: '2026-12-19',
  originalAmount: 4500,
  amount: 4500,
  paid: null,
  remindedAt: '2026-12-20T00:00:00.000Z',
};
const paid: StaffInvoice = {
  ...open,
  reserveId: '0b5e6a3c-8f0e-4c7e-9a51-3f1a2b4c5d6f',
  invoiceNumber: 'INV-202612-000046',
  status: 'Paid',
  amount: 1350,
  paid: { amount: 1350, paidOn: '2026-12-10', reference: 'ミチノクトラベル 振込 0012', by: '経理 担当', at: '2026-12-10T03:00:00.000Z' },
};

type Answer = { status: number; body: unknown };

function renderList(url: string, answers: { search: unknown; mark?: Answer[] }) {
  const bodies: { path: string; body: unknown }[] = [];
  const marks = [...(answers.mark ?? [])];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    bodies.push({ path, body: JSON.parse(String(init?.body ?? 'null')) });
    if (path === '/v1/operator/search-invoices') return Promise.resolve(Response.json(answers.search));
    const answer = marks.shift();
    if (path !== '/v1/operator/mark-invoice-paid' || !answer) return Promise.reject(new Error(`unexpected call ${path}`));
    return Promise.resolve(Response.json(answer.body, { status: answer.status }));
  });
  const router = createMemoryRouter([{ path: '/operator/invoices', element: <InvoiceList /> }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { bodies, router };
}

const page = (items: StaffInvoice[], total = items.length) => ({ items, total, limit: 20, offset: 0 });

describe('InvoiceList', () => {
  it('asks for the state and page of the address, and shows each invoice with its state, amount and due date', async () => {
    const { bodies } = renderList('/operator/invoices?status=Overdue&page=2', { search: page([open], 21) });
    const row = await screen.findByRole('article', { name: 'INV-202612-000045 株式会社みちのくトラベル' });
    expect(bodies[0]).toEqual({ path: '/v1/operator/search-invoices', body: { status: 'Overdue', limit: 20, offset: 20 } });
    expect(within(row).getByTestId('invoice-status').textContent).toBe('支払期限超過');
    expect(row.textContent).toContain('¥4,500');
    expect(row.textContent).toContain('督促メール送信済み');
    expect(row.textContent).toContain('sato@michinoku.example');
    const filter = screen.getByRole('navigation', { name: '請求書の状態' });
    expect(within(filter).getByRole('link', { name: '支払期限超過' }).getAttribute('aria-current')).toBe('page');
    expect(within(filter).getByRole('link', { name: 'すべて' }).getAttribute('href')).toBe('/operator/invoices');
    expect(screen.getByText('21件')).toBeTruthy();
  });

  it('shows a paid invoice with its reconciliation and no action, and a cancellation’s lowered amount', async () => {
    renderList('/operator/invoices?status=Paid', { search: page([paid]) });
    const row = await screen.findByRole('article', { name: 'INV-202612-000046 株式会社みちのくトラベル' });
    expect(row.textContent).toContain('ミチノクトラベル 振込 0012');
    expect(row.textContent).toContain('記録: 経理 担当');
    expect(row.textContent).toContain('（当初 ¥4,500、キャンセルにより変更）');
    expect(within(row).queryByRole('button')).toBeNull();
  });

  it('says when there is nothing to reconcile', async () => {
    renderList('/operator/invoices', { search: page([]) });
    expect(await screen.findByText('該当する請求書はありません')).toBeTruthy();
  });

  it('records a payment with the amount, today and the reference; a refusal keeps the dialog open', async () => {
    const refused = { status: 422, body: { error: { code: 'INVOICE_AMOUNT_MISMATCH', message: '入金額が請求金額と一致しません。' } } };
    const { bodies } = renderList('/operator/invoices?status=Overdue', {
      search: page([open]),
      mark: [refused, { status: 200, body: { ...open, status: 'Paid', paid: paid.paid } }],
    });
    fireEvent.click(await screen.findByRole('button', { name: '入金を記録' }));
    const dialog = screen.getByRole('dialog', { name: '入金を記録する' });
    fireEvent.click(within(dialog).getByRole('button', { name: '入金を記録する' }));
    expect(await within(dialog).findByText('照合情報を入力してください。')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('照合情報（振込依頼人名・取引番号など）'), { target: { value: ' 振込 0012 ' } });
    fireEvent.change(within(dialog).getByLabelText('入金額（円）'), { target: { value: '4000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '入金を記録する' }));
    await vi.waitFor(() => expect(bodies.filter((b) => b.path === '/v1/operator/mark-invoice-paid')).toHaveLength(1));
    expect(screen.getByRole('dialog', { name: '入金を記録する' })).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('入金額（円）'), { target: { value: '4500' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '入金を記録する' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies.filter((b) => b.path === '/v1/operator/mark-invoice-paid').map((b) => b.body)).toEqual([
      { reserveId: open.reserveId, amount: 4000, paidOn: todayInTokyo(), reference: '振込 0012' },
      { reserveId: open.reserveId, amount: 4500, paidOn: todayInTokyo(), reference: '振込 0012' },
    ]);
  });
});

describe('statusFromSearch', () => {
  it('reads a known state and ignores anything else', () => {
    expect(statusFromSearch(new URLSearchParams('status=Open'))).toBe('Open');
    expect(statusFromSearch(new URLSearchParams('status=Bogus'))).toBeNull();
    expect(statusFromSearch(new URLSearchParams(''))).toBeNull();
  });
});

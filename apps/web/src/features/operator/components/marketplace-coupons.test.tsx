import type { CouponView } from '@kurumatabi/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { signInTestOperator } from '../signed-in-operator.test-helper';
import { MarketplaceCoupons, pageOfCoupons } from './marketplace-coupons';

signInTestOperator();

const coupon = (i: number, extra: Partial<CouponView> = {}): CouponView => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  code: `SPRING${i}`,
  scope: 'Marketplace',
  discount: { kind: 'Percent', percent: 10 },
  minLength: 2,
  stay: null,
  expiresOn: '2027-05-31',
  totalCap: 100,
  perGuestCap: 1,
  combinesWithLongStay: false,
  used: i,
  stoppedAt: null,
  createdAt: '2027-04-01T00:00:00.000Z',
  ...extra,
});

const now = new Date('2027-04-10T03:00:00Z');

function renderScreen(url: string, items: CouponView[], writes: { path: string; status: number; body: unknown }[] = []) {
  const calls: { path: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    calls.push({ path, body: JSON.parse(String(init?.body ?? 'null')) });
    if (path === '/v1/operator/list-marketplace-coupons') return Promise.resolve(Response.json({ items }));
    const write = writes.find((w) => w.path === path);
    if (!write) return Promise.reject(new Error(`unexpected call ${path}`));
    return Promise.resolve(Response.json(write.body, { status: write.status }));
  });
  const form = (
    <MarketplaceCoupons
      now={now}
      createForm={({ submit, pending, error }) => (
        <div>
          <button type="button" disabled={pending} onClick={() => submit({ ...coupon(99), code: 'NEWCODE1' } as never, () => {})}>
            送る
          </button>
          {error ? <p>refused</p> : null}
        </div>
      )}
    />
  );
  const router = createMemoryRouter([{ path: '/operator/coupons', element: form }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return calls;
}

describe('pageOfCoupons', () => {
  it('pages the whole list by ten, a page past the end showing the last', () => {
    const items = Array.from({ length: 23 }, (_, i) => i);
    expect(pageOfCoupons(items, 1)).toEqual({ items: items.slice(0, 10), page: 1, totalPages: 3 });
    expect(pageOfCoupons(items, 3)).toEqual({ items: [20, 21, 22], page: 3, totalPages: 3 });
    expect(pageOfCoupons(items, 9).page).toBe(3);
    expect(pageOfCoupons([], 1)).toEqual({ items: [], page: 1, totalPages: 1 });
  });
});

describe('MarketplaceCoupons', () => {
  it('shows the page of the address with each coupon’s uses, caps and state', async () => {
    const items = [
      coupon(1, { stoppedAt: '2027-04-05T00:00:00.000Z' }),
      coupon(2, { expiresOn: '2027-04-01' }),
      ...Array.from({ length: 10 }, (_, i) => coupon(i + 3)),
    ];
    renderScreen('/operator/coupons?page=2', items);
    const last = await screen.findByRole('article', { name: 'SPRING12' });
    expect(screen.queryByRole('article', { name: 'SPRING1' })).toBeNull();
    expect(last.textContent).toContain('12 / 100回（お一人1回まで）');
    expect(last.textContent).toContain('利用可能');
    expect(screen.getByText('12件')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: '前のページ' })[0]!.getAttribute('href')).toBe('/operator/coupons');
  });

  it('marks a stopped and an expired coupon, and offers no stop on a stopped one', async () => {
    renderScreen('/operator/coupons', [coupon(1, { stoppedAt: '2027-04-05T00:00:00.000Z' }), coupon(2, { expiresOn: '2027-04-01' })]);
    const stopped = await screen.findByRole('article', { name: 'SPRING1' });
    expect(stopped.textContent).toContain('停止中');
    expect(within(stopped).queryByRole('button', { name: '利用を停止' })).toBeNull();
    expect(screen.getByRole('article', { name: 'SPRING2' }).textContent).toContain('期限切れ');
  });

  it('says when there are none', async () => {
    renderScreen('/operator/coupons', []);
    expect(await screen.findByText('クーポンはまだありません')).toBeTruthy();
  });

  it('stops a coupon only after the confirmation, and a cancel sends nothing', async () => {
    const calls = renderScreen(
      '/operator/coupons',
      [coupon(3)],
      [{ path: '/v1/operator/stop-marketplace-coupon', status: 200, body: coupon(3, { stoppedAt: '2027-04-10T03:00:00.000Z' }) }],
    );
    const row = await screen.findByRole('article', { name: 'SPRING3' });
    fireEvent.click(within(row).getByRole('button', { name: '利用を停止' }));
    const dialog = screen.getByRole('dialog', { name: 'クーポン SPRING3 の利用を停止しますか？' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    expect(calls.some((c) => c.path === '/v1/operator/stop-marketplace-coupon')).toBe(false);
    fireEvent.click(within(row).getByRole('button', { name: '利用を停止' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '停止する' }));
    await waitFor(() => expect(calls).toContainEqual({ path: '/v1/operator/stop-marketplace-coupon', body: { couponId: coupon(3).id } }));
  });

  it('gives the page’s form its send and the API’s refusal', async () => {
    const refused = { error: { code: 'COUPON_CODE_TAKEN', message: 'このクーポンコードはすでに使われています。' } };
    const calls = renderScreen('/operator/coupons', [], [{ path: '/v1/operator/create-marketplace-coupon', status: 409, body: refused }]);
    fireEvent.click(await screen.findByRole('button', { name: '送る' }));
    expect(await screen.findByText('refused')).toBeTruthy();
    expect(calls.find((c) => c.path === '/v1/operator/create-marketplace-coupon')?.body).toMatchObject({ coupon: { code: 'NEWCODE1' } });
  });
});

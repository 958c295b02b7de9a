import type { SpotDetail } from '@kurumatabi/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { addDays, todayInTokyo } from '@/lib/calendar-day';
import { createQueryClient } from '@/lib/query-client';
import { fakeCheckout } from '../payment/fake-checkout.test-helper';
import { reserveDetailWith } from './reserve-fixtures.test-helper';
import { SpotReserveForm } from './spot-reserve-form';
import { signInTestGuest } from '../../signed-in-guest.test-helper';

const startDate = addDays(todayInTokyo(), 30);
const endDate = addDays(startDate, 1);
const plan = {
  id: '55555555-5555-4555-8555-555555555555',
  name: '車中泊サイト',
  description: '',
  price: 3000,
  priceUnit: 'PerDay' as const,
  capacityPerDay: 3,
  maxPeople: 4,
  checkInTime: '15:00',
  checkOutTime: '10:00',
  durationMinutes: null,
};
const spot: SpotDetail = {
  id: '44444444-4444-4444-8444-444444444444',
  spotKind: 'Land',
  spotTypeName: 'RVパーク',
  title: '八ヶ岳 RVパーク',
  cover: null,
  place: { region: 'Chubu', prefecture: 'Yamanashi', city: '北杜市' },
  priceFrom: 3000,
  priceUnit: 'PerDay',
  maxPeople: 4,
  rating: null,
  description: '',
  spotType: { id: '66666666-6666-4666-8666-666666666666', name: 'RVパーク' },
  access: '',
  photos: [],
  basicFacilities: [],
  options: [],
  surroundingFacilities: [],
  rules: [],
  plans: [plan],
  ratingAspects: [],
  host: { id: '33333333-3333-4333-8333-333333333333', name: '貸出 一郎', memberSince: '2024-04-01' },
  publishedOn: null,
};
const quote = {
  days: 1,
  lines: [{ kind: 'Base', name: '車中泊サイト', unitPrice: 3000, priceUnit: 'PerDay', quantity: 1, days: 1, amount: 3000 }],
  total: 3000,
};

signInTestGuest();

describe('SpotReserveForm: the payment step', () => {
  it('holds the card for the plan’s total and sends its paymentToken with the request', async () => {
    const created: unknown[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((url, init) => {
      const path = new URL(String(url), 'http://localhost').pathname;
      if (path === '/v1/show-reserve-schedules') {
        return Promise.resolve(
          Response.json({ targetKind: 'Spot', targetId: spot.id, from: startDate, to: endDate, unavailableDates: [] }),
        );
      }
      if (path === '/v1/verify-spot-reserve') return Promise.resolve(Response.json(quote));
      if (path === '/v1/create-spot-reserve') {
        created.push(JSON.parse(String(init?.body)));
        return Promise.resolve(Response.json(reserveDetailWith({ status: 'Authorized', amount: 3000 }, { targetKind: 'Spot' })));
      }
      return Promise.reject(new Error(`unexpected call ${path}`));
    });
    const router = createMemoryRouter(
      [
        {
          path: '/spot/:spotId/reserve',
          element: (
            <SpotReserveForm spot={spot} initial={{ from: startDate, to: endDate, planId: plan.id, people: 2 }} checkout={fakeCheckout()} />
          ),
        },
        { path: '/reserves/:reserveId', element: <p>予約の詳細</p> },
      ],
      { initialEntries: [`/spot/${spot.id}/reserve`] },
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect((await screen.findByTestId('card-form-amount')).textContent).toBe('3000');
    fireEvent.click(screen.getByRole('button', { name: 'テストカードを使う' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'シェア契約書に同意します' }));
    fireEvent.click(screen.getAllByRole('button', { name: '確認へ進む' })[0]!);
    expect(await screen.findByText('VISA •••• 4242')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '予約をリクエストする' }));
    await screen.findByText('予約の詳細');
    expect(created).toEqual([
      expect.objectContaining({ spotPlanId: plan.id, paymentMethod: 'CreditCard', paymentToken: 'pm_sbx_test_4242', quotedTotal: 3000 }),
    ]);
  });
});

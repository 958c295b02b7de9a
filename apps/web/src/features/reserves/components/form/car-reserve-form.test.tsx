import type { CarDetail, ReserveDetail } from '@kurumatabi/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { addDays, todayInTokyo } from '@/lib/date-range';
import { createQueryClient } from '@/lib/query-client';
import { fakeCheckout } from '../payment/fake-checkout.test-helper';
import { CarReserveForm } from './car-reserve-form';
import { reserveDetailWith } from './reserve-fixtures.test-helper';
import { signInTestGuest } from '../../signed-in-guest.test-helper';

const startDate = addDays(todayInTokyo(), 30);
const endDate = addDays(startDate, 1);

const car: CarDetail = {
  id: '11111111-1111-4111-8111-111111111111',
  serviceType: 'CarShare',
  title: 'ハイエース キャンパー 信州号',
  cover: null,
  place: { region: 'Chubu', prefecture: 'Nagano', city: '松本市' },
  manufacturerName: 'トヨタ',
  modelName: 'ハイエース',
  carKindName: null,
  pricePerDay: 12800,
  seats: 4,
  sleepingCapacity: 2,
  rating: null,
  description: '',
  variantName: '',
  carKind: null,
  sizeClass: 'Large',
  doorCount: 'Four',
  steeringSide: 'Right',
  transmission: 'Automatic',
  fuelType: 'Diesel',
  lengthMm: null,
  widthMm: null,
  heightMm: null,
  modelYear: null,
  photos: [],
  basicFacilities: [],
  options: [],
  rules: [],
  insurancePricePerDay: 0,
  cleaningFee: 0,
  deliveryBands: [],
  minDays: 1,
  maxDays: 14,
  pickupTime: '10:00',
  returnTime: '18:00',
  ratingAspects: [],
  host: { id: '33333333-3333-4333-8333-333333333333', name: '貸出 一郎', memberSince: '2024-04-01' },
  publishedOn: null,
};
const quote = {
  days: 2,
  lines: [{ kind: 'Base', name: '基本料金', unitPrice: 12800, priceUnit: 'PerDay', quantity: 1, days: 2, amount: 25600 }],
  total: 25600,
};

type Answer = { status: number; body: unknown };
const created = (reserve: ReserveDetail): Answer => ({ status: 200, body: reserve });
const refused = (status: number, code: string, message: string, details: { path: string; message: string }[] = []): Answer => ({
  status,
  body: { error: { code, message, details } },
});

signInTestGuest();

/** The form with the days chosen in the address, the API answered per path (create and confirm in turn). */
function renderForm(
  answers: { create: Answer[]; confirm?: Answer[]; verify?: Answer },
  paymentMethods?: ('CreditCard' | 'Invoice')[],
  listing: CarDetail = car,
) {
  const bodies: Record<string, unknown[]> = {};
  const queues: Record<string, Answer[]> = {
    '/v1/create-car-reserve': answers.create,
    '/v1/confirm-reserve-payment': answers.confirm ?? [],
  };
  vi.spyOn(globalThis, 'fetch').mockImplementation((url, init) => {
    const path = new URL(String(url), 'http://localhost').pathname;
    (bodies[path] ??= []).push(JSON.parse(String(init?.body ?? 'null')));
    if (path === '/v1/show-reserve-schedules') {
      return Promise.resolve(Response.json({ targetKind: 'Car', targetId: car.id, from: startDate, to: endDate, unavailableDates: [] }));
    }
    if (path === '/v1/verify-car-reserve') {
      const verified = answers.verify ?? { status: 200, body: quote };
      return Promise.resolve(Response.json(verified.body, { status: verified.status }));
    }
    const answer = queues[path]?.shift();
    if (!answer) return Promise.reject(new Error(`unexpected call ${path}`));
    return Promise.resolve(Response.json(answer.body, { status: answer.status }));
  });
  const router = createMemoryRouter(
    [
      {
        path: '/car/:carId/reserve',
        element: (
          <CarReserveForm
            car={listing}
            initial={{ from: startDate, to: endDate, planId: null, people: null }}
            checkout={fakeCheckout()}
            paymentMethods={paymentMethods}
          />
        ),
      },
      { path: '/reserves/:reserveId', element: <p>予約の詳細</p> },
    ],
    { initialEntries: [`/car/${car.id}/reserve?from=${startDate}&to=${endDate}`] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { bodies, router };
}

async function toConfirmation({ agree = true } = {}) {
  await screen.findByRole('button', { name: 'テストカードを使う' });
  fireEvent.click(screen.getByRole('button', { name: 'テストカードを使う' }));
  if (agree) fireEvent.click(screen.getByRole('checkbox', { name: 'シェア契約書に同意します' }));
  fireEvent.click(screen.getAllByRole('button', { name: '確認へ進む' })[0]!);
  await screen.findByRole('heading', { name: '予約内容の確認' });
}

describe('CarReserveForm: the payment step', () => {
  it('says what the card hold means, offers no invoice to an individual, and needs a card before the confirmation', async () => {
    renderForm({ create: [] });
    expect(await screen.findByText(/リクエスト時にカードの与信（仮押さえ）を行い、オーナーの承認時に決済されます。/)).toBeTruthy();
    expect(document.body.textContent).not.toContain('この時点では請求は発生しません');
    expect(screen.queryByRole('radio', { name: '請求書払い' })).toBeNull();
    // The card form holds the quoted total.
    expect((await screen.findByTestId('card-form-amount')).textContent).toBe('25600');
    fireEvent.click(screen.getByRole('checkbox', { name: 'シェア契約書に同意します' }));
    fireEvent.click(screen.getAllByRole('button', { name: '確認へ進む' })[0]!);
    const error = await screen.findByText('カード情報を入力し、カードを確定してください。');
    expect(document.activeElement).toBe(error);
    expect(screen.queryByRole('heading', { name: '予約内容の確認' })).toBeNull();
  });

  it('sends the card’s paymentToken with the request and lands on the reservation', async () => {
    const { bodies, router } = renderForm({ create: [created(reserveDetailWith({ status: 'Authorized' }))] });
    await toConfirmation();
    expect(document.body.textContent).toContain('VISA •••• 4242');
    fireEvent.click(screen.getByRole('button', { name: '予約をリクエストする' }));
    await screen.findByText('予約の詳細');
    expect(bodies['/v1/create-car-reserve']?.[0]).toMatchObject({
      paymentMethod: 'CreditCard',
      paymentToken: 'pm_sbx_test_4242',
      quotedTotal: 25600,
    });
    expect(router.state.location.pathname).toBe(`/reserves/${reserveDetailWith({}).id}`);
  });

  it('says why a card was declined beside the card field, keeps the rest, and takes another card', async () => {
    const { bodies } = renderForm({
      create: [
        refused(402, 'PAYMENT_DECLINED', 'カードが利用できませんでした。', [
          { path: 'paymentToken', message: 'カードのご利用可能額が不足しています。別のカードをお試しください。' },
        ]),
        created(reserveDetailWith({ status: 'Authorized' })),
      ],
    });
    await toConfirmation();
    fireEvent.click(screen.getByRole('button', { name: '予約をリクエストする' }));
    const reason = await screen.findByText('カードのご利用可能額が不足しています。別のカードをお試しください。');
    expect(document.activeElement).toBe(reason);
    // Back at the input: the agreement is still given and the days still quoted; only the card is asked again.
    expect((screen.getByRole('checkbox', { name: 'シェア契約書に同意します' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByTestId('prepared-card')).toBeNull();
    await toConfirmation({ agree: false });
    fireEvent.click(screen.getByRole('button', { name: '予約をリクエストする' }));
    await screen.findByText('予約の詳細');
    expect(bodies['/v1/create-car-reserve']).toHaveLength(2);
  });

  it('says nothing was charged when the provider is down, and keeps the confirmation for a retry', async () => {
    renderForm({ create: [refused(503, 'PAYMENT_PROVIDER_UNAVAILABLE', '決済サービスに接続できません。')] });
    await toConfirmation();
    fireEvent.click(screen.getByRole('button', { name: '予約をリクエストする' }));
    expect((await screen.findByRole('alert')).textContent).toContain('請求は発生していません');
    expect((screen.getByRole('button', { name: '予約をリクエストする' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('opens the challenge when the card asks for 3-D Secure, then confirms and lands on the reservation', async () => {
    const waiting = reserveDetailWith({ status: 'RequiresAction', clientSecret: 'pi_sbx_1_secret_abc' });
    const { bodies } = renderForm({ create: [created(waiting)], confirm: [created(reserveDetailWith({ status: 'Authorized' }))] });
    await toConfirmation();
    fireEvent.click(screen.getByRole('button', { name: '予約をリクエストする' }));
    const challenge = await screen.findByRole('dialog', { name: '3Dセキュア認証（テスト）' });
    expect(within(challenge).getByTestId('challenge-secret').textContent).toBe('pi_sbx_1_secret_abc');
    fireEvent.click(within(challenge).getByRole('button', { name: '認証する' }));
    await screen.findByText('予約の詳細');
    expect(bodies['/v1/confirm-reserve-payment']).toEqual([{ reserveId: waiting.id }]);
  });

  it('after a failed challenge, says why and lets the guest choose the days again (the request was cancelled)', async () => {
    const waiting = reserveDetailWith({ status: 'RequiresAction', clientSecret: 'pi_sbx_1_secret_abc' });
    renderForm({
      create: [created(waiting)],
      confirm: [
        refused(
          402,
          'PAYMENT_DECLINED',
          '本人認証（3Dセキュア）が完了しませんでした。もう一度お試しいただくか、別のカードをお試しください。',
        ),
      ],
    });
    await toConfirmation();
    fireEvent.click(screen.getByRole('button', { name: '予約をリクエストする' }));
    fireEvent.click(await screen.findByRole('button', { name: '認証する' }));
    const alert = await screen.findByText(/リクエストは取り消されました/);
    expect(alert.closest('[role="alert"]')?.textContent).toContain('日程を選び直して');
    expect(screen.getByRole('heading', { name: '利用日' })).toBeTruthy();
    expect(screen.queryByTestId('prepared-card')).toBeNull();
    await act(async () => {});
  });

  it('offers 請求書払い to an account that may use it, and sends no card with it', async () => {
    const { bodies } = renderForm({ create: [created(reserveDetailWith({ status: 'Invoiced', method: 'Invoice' }))] }, [
      'CreditCard',
      'Invoice',
    ]);
    fireEvent.click(await screen.findByRole('radio', { name: '請求書払い' }));
    expect(screen.queryByRole('button', { name: 'テストカードを使う' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'シェア契約書に同意します' }));
    await screen.findByTestId('quote-total');
    fireEvent.click(screen.getAllByRole('button', { name: '確認へ進む' })[0]!);
    fireEvent.click(await screen.findByRole('button', { name: '予約をリクエストする' }));
    await screen.findByText('予約の詳細');
    expect(bodies['/v1/create-car-reserve']?.[0]).toMatchObject({ paymentMethod: 'Invoice' });
    expect(bodies['/v1/create-car-reserve']?.[0]).not.toHaveProperty('paymentToken');
  });
});

describe('CarReserveForm: the trip’s length', () => {
  // The car's own minimum is 3 days; a dated rule (an override) may allow the 2 days chosen: the API's quote judges.
  const longer: CarDetail = { ...car, minDays: 3 };

  it('asks the API for a trip shorter than the car’s own minimum, and shows its quote', async () => {
    const { bodies } = renderForm({ create: [] }, undefined, longer);
    expect((await screen.findByTestId('quote-total')).textContent).toContain('25,600');
    expect(bodies['/v1/verify-car-reserve']?.[0]).toMatchObject({ carId: car.id, startDate, endDate });
    expect(screen.queryByText('この車両は3日以上から予約できます。')).toBeNull();
  });

  it('says the API quote’s refusal of the length, the one answer about it', async () => {
    renderForm(
      {
        create: [],
        verify: refused(422, 'VALIDATION_FAILED', '入力内容を確認してください。', [
          { path: 'endDate', message: 'この車両は3日以上から予約できます。' },
        ]),
      },
      undefined,
      longer,
    );
    expect(await screen.findByText('この車両は3日以上から予約できます。')).toBeTruthy();
    expect(screen.queryByTestId('quote-total')).toBeNull();
  });
});

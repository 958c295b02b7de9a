import type { ReserveDetail } from '@kurumatabi/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { HandoverForm } from './handover-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renting: ReserveDetail = {
  id: '0b5e6a3c-8f0e-4c7e-9a51-3f1a2b4c5d6e',
  targetKind: 'CarShare',
  status: 'Renting',
  viewerRole: 'Host',
  listing: { kind: 'Car', id: '11111111-1111-4111-8111-111111111111', title: 'ハイエース キャンパー 信州号', cover: null },
  spotPlan: null,
  startDate: '2026-12-30',
  endDate: '2027-01-01',
  days: 3,
  people: 1,
  total: 38400,
  guest: { id: '22222222-2222-4222-8222-222222222222', name: '予約 花子' },
  host: { id: '33333333-3333-4333-8333-333333333333', name: '貸出 一郎' },
  approveDeadline: '2026-11-25T09:00:00.000Z',
  requestedAt: '2026-11-23T09:00:00.000Z',
  deliveryKm: null,
  lines: [{ kind: 'Base', name: '基本料金', unitPrice: 12800, priceUnit: 'PerDay', quantity: 1, days: 3, amount: 38400 }],
  paymentMethod: 'Invoice',
  payment: null,
  payout: null,
  startTime: '10:00',
  endTime: '18:00',
  approvedAt: '2026-11-24T09:00:00.000Z',
  canceledAt: null,
  rentingAt: '2026-12-30T01:00:00.000Z',
  returnedAt: null,
  canceledByRole: null,
  cancelReason: null,
  cancelReasonMasked: false,
  returnCheck: null,
  cancelFee: 0,
  history: [],
  handovers: [{ kind: 'CheckIn', recordedAt: '2026-12-30T01:00:00.000Z', odometerKm: 50_000, fuelLevel: 'Full', photos: [], note: '' }],
  accidentReports: [],
  allowedActions: ['return', 'reportAccident'],
  cancellation: null,
};

const wentDown = '返却時の走行距離（1 km）が貸出時の走行距離（50,000 km）より小さくなっています。走行距離計の値を確認してください。';

/** The API answers every call with this envelope and status; the bodies it was sent are kept. */
function apiAnswers(status: number, error: { code: string; message: string; details?: { path: string; message: string }[] }) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ error }), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return bodies;
}

function renderForm(reserve: ReserveDetail = renting) {
  const router = createMemoryRouter([{ path: '*', element: <HandoverForm reserve={reserve} step="return" /> }]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const odometer = () => screen.getByLabelText('走行距離計（km）') as HTMLInputElement;
const messageOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

async function returnWith(km: string) {
  fireEvent.change(odometer(), { target: { value: km } });
  fireEvent.click(screen.getByText('1/2', { exact: true }));
  fireEvent.click(screen.getByRole('button', { name: '返却を記録する' }));
}

describe('HandoverForm', () => {
  it('shows an odometer the API refuses under the field, invalid and focused, until the figure is changed', async () => {
    const bodies = apiAnswers(422, {
      code: 'RESERVE_CONDITIONS_INVALID',
      message: wentDown,
      details: [{ path: 'odometerKm', message: wentDown }],
    });
    renderForm();
    await returnWith('1');

    await waitFor(() => expect(odometer().getAttribute('aria-invalid')).toBe('true'));
    expect(bodies).toEqual([{ reserveId: renting.id, odometerKm: 1, fuelLevel: 'Half', photoIds: [], note: '' }]);
    expect(messageOf(odometer())).toContain(wentDown);
    expect(document.activeElement).toBe(odometer());
    expect(screen.getByRole('alert').textContent).toBe('入力内容を確認してください。');
    expect(odometer().value).toBe('1');

    // Another field's change leaves the odometer's message; correcting the figure clears it.
    fireEvent.change(screen.getByLabelText('メモ（任意）'), { target: { value: '車内清掃済み' } });
    expect(messageOf(odometer())).toContain(wentDown);
    fireEvent.change(odometer(), { target: { value: '50120' } });
    expect(odometer().getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText(wentDown)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says which photo the API refuses, at the photos', async () => {
    apiAnswers(422, {
      code: 'RESERVE_CONDITIONS_INVALID',
      message: 'この写真は別の予約の記録または運転免許証に使われています。',
      details: [{ path: 'photoIds.1', message: 'この写真は別の予約の記録または運転免許証に使われています。' }],
    });
    renderForm();
    await returnWith('50120');

    const photos = await screen.findByRole('group', { name: '写真' });
    await waitFor(() => expect(document.activeElement).toBe(photos));
    expect(photos.textContent).toContain('2枚目の写真: この写真は別の予約の記録または運転免許証に使われています。');
    expect(odometer().getAttribute('aria-invalid')).toBeNull();
  });

  it('takes a 400 of the body to its field as well (a fuel level out of the list)', async () => {
    apiAnswers(400, {
      code: 'VALIDATION_FAILED',
      message: '入力内容に誤りがあります。',
      details: [{ path: 'fuelLevel', message: '燃料の残量を選んでください。' }],
    });
    renderForm();
    await returnWith('50120');

    const fuel = await screen.findByRole('group', { name: '燃料の残り' });
    await waitFor(() => expect(fuel.getAttribute('aria-invalid')).toBe('true'));
    expect(messageOf(fuel)).toBe('燃料の残量を選んでください。');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '1/2' }));
  });

  it('focuses the first field it refuses itself before sending anything', () => {
    const bodies = apiAnswers(500, { code: 'INTERNAL', message: '' });
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: '返却を記録する' }));
    expect(odometer().getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(odometer())).toContain('走行距離計の数字を入力してください。');
    expect(document.activeElement).toBe(odometer());
    expect(bodies).toEqual([]);
  });
});

import type { CalendarSync } from '@kurumatabi/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { signInForFileTests } from '@/lib/signed-in.test-helper';
import { CalendarExportCard } from './calendar-export-card';

signInForFileTests({
  id: '33333333-3333-4333-8333-333333333333',
  name: '連携 オーナー',
  email: 'host@example.test',
  roles: { carOwner: false, facilityProvider: true, operator: false },
});

const spotId = '44444444-4444-4444-8444-444444444444';
const planA = '55555555-5555-4555-8555-555555555555';
const planB = '66666666-6666-4666-8666-666666666666';
const base = 'https://kurumatabi.example/calendar';

const sync = (planAToken = 'a'.repeat(32)): CalendarSync => ({
  exportUrl: `${base}/${'s'.repeat(32)}.ics`,
  planExports: [
    { planId: planA, name: 'オートサイト', exportUrl: `${base}/${planAToken}.ics` },
    { planId: planB, name: 'フリーサイト', exportUrl: `${base}/${'b'.repeat(32)}.ics` },
  ],
  feeds: [],
  syncNowAvailableAt: null,
});

function renderCard(value: CalendarSync) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CalendarExportCard kind="spot" listingId={spotId} sync={value} />
    </QueryClientProvider>,
  );
}

describe('CalendarExportCard', () => {
  it("shows the spot's address and one per plan, each named by its plan", () => {
    renderCard(sync());
    expect((screen.getByLabelText('書き出し用の URL', { exact: true }) as HTMLInputElement).value).toBe(`${base}/${'s'.repeat(32)}.ics`);
    expect((screen.getByLabelText('「オートサイト」の書き出し用の URL', { exact: true }) as HTMLInputElement).value).toBe(
      `${base}/${'a'.repeat(32)}.ics`,
    );
    expect(screen.getByRole('heading', { name: 'プランごとの書き出し URL' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /をコピー$/ })).toHaveLength(3);
  });

  it("rotates one plan's address alone, after the host confirms", async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const calls: { path: string; body: unknown }[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      calls.push({ path: new URL(String(input), 'http://localhost').pathname, body: JSON.parse(String(init?.body ?? 'null')) });
      return Promise.resolve(Response.json(sync('c'.repeat(32))));
    });
    renderCard(sync());
    fireEvent.click(screen.getByRole('button', { name: '「フリーサイト」の書き出し用の URLを作り直す' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ path: '/v1/user/rotate-spot-calendar-export', body: { spotId, spotPlanId: planB } });
  });

  it('shows no plan section for a car', () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <CalendarExportCard kind="car" listingId={spotId} sync={{ ...sync(), planExports: [] }} />
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('heading', { name: 'プランごとの書き出し URL' })).toBeNull();
    expect(screen.getAllByRole('button', { name: /をコピー$/ })).toHaveLength(1);
  });
});

import type { CarReserveOverview, SpotReserveOverview } from '@kurumatabi/contract';
import { describe, expect, it } from 'vitest';
import { carDays, spotDays } from './overview-days';

const guest = { id: '00000000-0000-4000-8000-000000000009', name: '山田 花子' };
const reserve = (id: string, status: 'Request' | 'Approved', startDate: string, endDate: string) => ({
  id,
  status,
  startDate,
  endDate,
  guest,
  total: 30_000,
  fee: 3_000,
  net: 27_000,
  requestedAt: '2026-11-20T10:00:00+09:00',
  approveDeadline: null,
  carId: '00000000-0000-4000-8000-000000000001',
  carTitle: 'ハイエース',
});

describe('the owner’s timeline', () => {
  it('marks each day of a car as held by its reservation, closed by the owner, or free', () => {
    const overview: CarReserveOverview = {
      car: { id: '00000000-0000-4000-8000-000000000001', title: 'ハイエース', serviceType: 'CarShare', listed: true },
      reserves: [reserve('00000000-0000-4000-8000-0000000000a1', 'Approved', '2026-11-30', '2026-12-02')],
      reservesTotal: 1,
      unavailablePeriods: [{ startDate: '2026-12-04', endDate: '2026-12-04' }],
    };
    const days = carDays(overview, '2026-11-29', '2026-12-05');
    expect(days.map((day) => day.state)).toEqual(['free', 'reserved', 'reserved', 'reserved', 'free', 'closed', 'free']);
    expect(days[1]).toMatchObject({ status: 'Approved', reserveId: '00000000-0000-4000-8000-0000000000a1', guestName: '山田 花子' });
  });

  it('sums a spot’s bookings over its current plans, out of their capacity', () => {
    const plan = (id: string, capacityPerDay: number) => ({ id, name: id, capacityPerDay });
    const overview: SpotReserveOverview = {
      spot: { id: '00000000-0000-4000-8000-000000000002', title: '湖畔RVパーク', spotKind: 'Land', listed: true },
      plans: [plan('00000000-0000-4000-8000-0000000000b1', 3), plan('00000000-0000-4000-8000-0000000000b2', 2)],
      reserves: [],
      reservesTotal: 0,
      inventory: [
        { spotPlanId: '00000000-0000-4000-8000-0000000000b1', date: '2026-12-01', booked: 2, capacity: 3 },
        { spotPlanId: '00000000-0000-4000-8000-0000000000b2', date: '2026-12-01', booked: 1, capacity: 2 },
        // A plan withdrawn since: not part of what can be sold any more.
        { spotPlanId: '00000000-0000-4000-8000-0000000000b9', date: '2026-12-02', booked: 1, capacity: 1 },
      ],
      unavailablePeriods: [{ startDate: '2026-12-02', endDate: '2026-12-03' }],
    };
    expect(spotDays(overview, '2026-12-01', '2026-12-04')).toEqual([
      { date: '2026-12-01', closed: false, booked: 3, capacity: 5 },
      { date: '2026-12-02', closed: true, booked: 0, capacity: 5 },
      { date: '2026-12-03', closed: true, booked: 0, capacity: 5 },
      { date: '2026-12-04', closed: false, booked: 0, capacity: 5 },
    ]);
  });
});

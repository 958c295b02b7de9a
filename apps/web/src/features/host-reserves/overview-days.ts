import type { CarReserveOverview, SpotReserveOverview } from '@kurumatabi/contract';
import type { ReserveStatus } from '@kurumatabi/contract/enums';
import { eachDay } from '@/lib/calendar-day';

/** A car's day on the timeline: free, closed by the owner, or held by one reservation. */
export type CarDay =
  | { date: string; state: 'free' }
  | { date: string; state: 'closed' }
  | { date: string; state: 'reserved'; status: ReserveStatus; reserveId: string; guestName: string };

const within = (date: string, period: { startDate: string; endDate: string }) => date >= period.startDate && date <= period.endDate;

/**
 * The days of [from, to] for one car. A car's reservation takes every day from its start to its
 * end; a reservation wins over a closed day (they cannot overlap while both are active anyway).
 */
export function carDays(overview: CarReserveOverview, from: string, to: string): CarDay[] {
  return eachDay(from, to).map((date): CarDay => {
    const reserve = overview.reserves.find((r) => within(date, r));
    if (reserve) return { date, state: 'reserved', status: reserve.status, reserveId: reserve.id, guestName: reserve.guest.name };
    if (overview.unavailablePeriods.some((p) => within(date, p))) return { date, state: 'closed' };
    return { date, state: 'free' };
  });
}

/** A spot's day: closed by the provider, or how many bookings its plans hold out of their capacity. */
export interface SpotDay {
  date: string;
  closed: boolean;
  booked: number;
  capacity: number;
}

/** The days of [from, to] for one spot, summed over its current plans (the inventory holds the booked nights). */
export function spotDays(overview: SpotReserveOverview, from: string, to: string): SpotDay[] {
  const capacity = overview.plans.reduce((sum, plan) => sum + plan.capacityPerDay, 0);
  const current = new Set(overview.plans.map((plan) => plan.id));
  const booked = new Map<string, number>();
  for (const row of overview.inventory) {
    if (current.has(row.spotPlanId)) booked.set(row.date, (booked.get(row.date) ?? 0) + row.booked);
  }
  return eachDay(from, to).map((date) => ({
    date,
    closed: overview.unavailablePeriods.some((p) => within(date, p)),
    booked: booked.get(date) ?? 0,
    capacity,
  }));
}

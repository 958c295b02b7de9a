import {
  japanDay,
  startOfJapanDay,
  type CarReserveOverview,
  type CarReserveSummaries,
  type Output,
  type ParsedInput,
  type showCarReserveOverviews,
  type showSpotReserveOverviews,
  type SpotReserveOverview,
  type SpotReserveSummaries,
} from '@kurumatabi/contract';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { monthBounds } from './calendar-days.js';
import {
  createOwnerReservesRepository,
  toCarReserve,
  toSpotReserve,
  type SummaryListKind,
  type TargetSide,
} from './owner-reserves.repository.js';
import { createSalesRepository } from './sales.repository.js';
import { salesFiguresOf } from './sales.service.js';

/**
 * The owners' timelines and dashboards (ADR 0016, "Owner side"): reads only, scoped to the
 * caller's own listings and reservations. "Today" and "this month" are Japan time.
 */
export function createOwnerReservesService(deps: { db: Db; now: () => Date }) {
  const repository = createOwnerReservesRepository(deps.db);
  const sales = createSalesRepository(deps.db);

  /** The five lists of the dashboard and this month's sales, for the host's cars or spots. */
  async function summaries(side: TargetSide, user: UserRow, limit: number) {
    const today = japanDay(deps.now());
    const list = (kind: SummaryListKind) => repository.summaryList(side, user.id, kind, today, limit);
    // One after another: a pool of ten connections is shared by every request.
    const requests = await list('requests');
    const upcoming = await list('upcoming');
    const renting = await list('renting');
    const todayPickups = await list('todayPickups');
    const todayReturns = await list('todayReturns');
    const month = monthBounds(today);
    const monthSales = salesFiguresOf(await sales.between(side, user.id, startOfJapanDay(month.first), startOfJapanDay(month.next)));
    return { today, requests, upcoming, renting, todayPickups, todayReturns, monthSales: { month: today.slice(0, 7), ...monthSales } };
  }

  async function carSummaries(user: UserRow, limit: number): Promise<CarReserveSummaries> {
    const s = await summaries('car', user, limit);
    const list = (l: (typeof s)['upcoming']) => ({ count: l.count, items: l.rows.map(toCarReserve) });
    const requests = list(s.requests);
    return {
      today: s.today,
      requests: { ...requests, nearestDeadline: requests.items[0]?.approveDeadline ?? null },
      upcoming: list(s.upcoming),
      renting: list(s.renting),
      todayPickups: list(s.todayPickups),
      todayReturns: list(s.todayReturns),
      monthSales: s.monthSales,
    };
  }

  async function spotSummaries(user: UserRow, limit: number): Promise<SpotReserveSummaries> {
    const s = await summaries('spot', user, limit);
    const list = (l: (typeof s)['upcoming']) => ({ count: l.count, items: l.rows.map(toSpotReserve) });
    const requests = list(s.requests);
    return {
      today: s.today,
      requests: { ...requests, nearestDeadline: requests.items[0]?.approveDeadline ?? null },
      upcoming: list(s.upcoming),
      renting: list(s.renting),
      todayPickups: list(s.todayPickups),
      todayReturns: list(s.todayReturns),
      monthSales: s.monthSales,
    };
  }

  /** Rows grouped by listing id, in their order. */
  function byListing<T extends { listingId: string }>(rows: readonly T[]): Map<string, T[]> {
    const map = new Map<string, T[]>();
    for (const row of rows) map.set(row.listingId, [...(map.get(row.listingId) ?? []), row]);
    return map;
  }

  async function carOverviews(
    user: UserRow,
    input: ParsedInput<typeof showCarReserveOverviews>,
  ): Promise<Output<typeof showCarReserveOverviews>> {
    const page = await repository.carPage(user.id, input.carId, input.limit, input.offset);
    if (input.carId !== undefined && page.total === 0) throw new AppError('CAR_NOT_FOUND');
    const ids = page.items.map((c) => c.id);
    const reserves = byListing(await repository.windowReserves('car', ids, input.from, input.to));
    const unavailable = await repository.windowUnavailable('car', ids, input.from, input.to);
    const items: CarReserveOverview[] = page.items.map((car) => {
      const rows = reserves.get(car.id) ?? [];
      return {
        car,
        reserves: rows.map(toCarReserve),
        reservesTotal: rows[0]?.found ?? 0,
        unavailablePeriods: unavailable.get(car.id) ?? [],
      };
    });
    return { from: input.from, to: input.to, items, total: page.total, limit: input.limit, offset: input.offset };
  }

  async function spotOverviews(
    user: UserRow,
    input: ParsedInput<typeof showSpotReserveOverviews>,
  ): Promise<Output<typeof showSpotReserveOverviews>> {
    const page = await repository.spotPage(user.id, input.spotId, input.limit, input.offset);
    if (input.spotId !== undefined && page.total === 0) throw new AppError('SPOT_NOT_FOUND');
    const ids = page.items.map((s) => s.id);
    const reserves = byListing(await repository.windowReserves('spot', ids, input.from, input.to));
    const unavailable = await repository.windowUnavailable('spot', ids, input.from, input.to);
    const plans = await repository.currentPlans(ids);
    const inventory = await repository.planInventory(
      plans.map((p) => p.id),
      input.from,
      input.to,
    );
    const items: SpotReserveOverview[] = page.items.map((spot) => {
      const rows = reserves.get(spot.id) ?? [];
      const spotPlans = plans.filter((p) => p.spotId === spot.id);
      const planIds = new Set(spotPlans.map((p) => p.id));
      return {
        spot,
        plans: spotPlans.map(({ id, name, capacityPerDay }) => ({ id, name, capacityPerDay })),
        reserves: rows.map(toSpotReserve),
        reservesTotal: rows[0]?.found ?? 0,
        inventory: inventory.filter((i) => planIds.has(i.spotPlanId)),
        unavailablePeriods: unavailable.get(spot.id) ?? [],
      };
    });
    return { from: input.from, to: input.to, items, total: page.total, limit: input.limit, offset: input.offset };
  }

  return { carSummaries, spotSummaries, carOverviews, spotOverviews };
}

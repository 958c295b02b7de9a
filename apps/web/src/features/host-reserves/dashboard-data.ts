import type { CarReserveSummaries, MonthSales, OwnerCarReserve, OwnerSpotReserve, SpotReserveSummaries } from '@kurumatabi/contract';
import { fromOwnerCarReserve, fromOwnerSpotReserve, type ReserveView } from './reserve-view';

export interface DashboardList {
  count: number;
  items: ReserveView[];
}

/** The dashboard of either host, with its reservations in one shape. */
export interface DashboardData {
  today: string;
  requests: DashboardList;
  upcoming: DashboardList;
  renting: DashboardList;
  todayPickups: DashboardList;
  todayReturns: DashboardList;
  monthSales: MonthSales;
}

export function carDashboard(data: CarReserveSummaries): DashboardData {
  const list = (l: { count: number; items: OwnerCarReserve[] }) => ({ count: l.count, items: l.items.map(fromOwnerCarReserve) });
  return {
    today: data.today,
    requests: list(data.requests),
    upcoming: list(data.upcoming),
    renting: list(data.renting),
    todayPickups: list(data.todayPickups),
    todayReturns: list(data.todayReturns),
    monthSales: data.monthSales,
  };
}

export function spotDashboard(data: SpotReserveSummaries): DashboardData {
  const list = (l: { count: number; items: OwnerSpotReserve[] }) => ({ count: l.count, items: l.items.map(fromOwnerSpotReserve) });
  return {
    today: data.today,
    requests: list(data.requests),
    upcoming: list(data.upcoming),
    renting: list(data.renting),
    todayPickups: list(data.todayPickups),
    todayReturns: list(data.todayReturns),
    monthSales: data.monthSales,
  };
}

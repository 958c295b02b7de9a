import {
  startOfJapanDay,
  type CarSalesByMonth,
  type CarSalesOfCar,
  type MonthSales,
  type SalesFigures,
  type SpotSalesByMonth,
  type SpotSalesOfSpot,
} from '@kurumatabi/contract';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { TargetSide } from './owner-reserves.repository.js';
import { createSalesRepository, type SalesRow } from './sales.repository.js';

/** Count, gross, fee and the host's share (net = gross − fee, as on every reservation). */
export function salesFiguresOf(row: SalesRow | undefined): SalesFigures {
  const count = row?.count ?? 0;
  const gross = row?.gross ?? 0;
  const fee = row?.fee ?? 0;
  return { count, gross, fee, net: gross - fee };
}

/** The year of Japan: from 1 January 00:00 JST to the next 1 January 00:00 JST. */
function yearBounds(year: number): { start: Date; end: Date } {
  return { start: startOfJapanDay(`${year}-01-01`), end: startOfJapanDay(`${year + 1}-01-01`) };
}

/** The twelve months, January first (months without sales are zeros), and their totals. */
function twelveMonths(year: number, byMonth: Map<number, SalesRow>): { months: MonthSales[]; totals: SalesFigures } {
  const months = Array.from({ length: 12 }, (_, i) => ({
    month: `${year}-${String(i + 1).padStart(2, '0')}`,
    ...salesFiguresOf(byMonth.get(i + 1)),
  }));
  const totals = months.reduce(
    (sum, m) => ({ count: sum.count + m.count, gross: sum.gross + m.gross, fee: sum.fee + m.fee, net: sum.net + m.net }),
    {
      count: 0,
      gross: 0,
      fee: 0,
      net: 0,
    },
  );
  return { months, totals };
}

/** The owners' monthly sales (ADR 0016, "Sales"): returned reservations and cancellation fees, by month of Japan. */
export function createSalesService(deps: { db: Db }) {
  const repository = createSalesRepository(deps.db);

  async function year(side: TargetSide, user: UserRow, value: number) {
    const { start, end } = yearBounds(value);
    const months = twelveMonths(value, await repository.byMonth(side, user.id, start, end));
    const listings = await repository.byListing(side, user.id, start, end);
    return { year: value, ...months, listings };
  }

  async function ofListing(side: TargetSide, user: UserRow, id: string, value: number) {
    const title = await repository.ownedTitle(side, user.id, id);
    if (title === null) throw new AppError(side === 'car' ? 'CAR_NOT_FOUND' : 'SPOT_NOT_FOUND');
    const { start, end } = yearBounds(value);
    return { year: value, title, ...twelveMonths(value, await repository.byMonth(side, user.id, start, end, id)) };
  }

  async function carYear(user: UserRow, value: number): Promise<CarSalesByMonth> {
    const { listings, ...sales } = await year('car', user, value);
    return { ...sales, byCar: listings.map(({ id, title, ...row }) => ({ carId: id, title, ...salesFiguresOf(row) })) };
  }

  async function spotYear(user: UserRow, value: number): Promise<SpotSalesByMonth> {
    const { listings, ...sales } = await year('spot', user, value);
    return { ...sales, bySpot: listings.map(({ id, title, ...row }) => ({ spotId: id, title, ...salesFiguresOf(row) })) };
  }

  async function carYearOfCar(user: UserRow, carId: string, value: number): Promise<CarSalesOfCar> {
    return { carId, ...(await ofListing('car', user, carId, value)) };
  }

  async function spotYearOfSpot(user: UserRow, spotId: string, value: number): Promise<SpotSalesOfSpot> {
    return { spotId, ...(await ofListing('spot', user, spotId, value)) };
  }

  return { carYear, spotYear, carYearOfCar, spotYearOfSpot };
}

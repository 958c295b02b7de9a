import { z } from 'zod';
import { CarServiceType, ReserveStatus, SpotKind } from '../enums.js';
import { calendarDate } from '../listings/dto.js';

/**
 * The owners' side of reservations (docs/decisions/0016-reservations.md, "Owner side"): the
 * calendar and timeline of their cars and spots, the dashboard, the unavailable dates they set and
 * their monthly sales. Money is integer yen; days are calendar days in Japan time.
 */

/** An overview (calendar, timeline) covers at most this many days. */
export const OWNER_WINDOW_MAX_DAYS = 62;
/** Listings per overview page. */
export const OWNER_OVERVIEW_PAGE_MAX = 20;
/** At most this many reservations of one listing in an overview (`reservesTotal` says how many there are). */
export const OWNER_LISTING_RESERVES_MAX = 200;
/** A dashboard list shows at most this many reservations (the count says how many there are). */
export const OWNER_SUMMARY_LIST_MAX = 20;
/** An unavailable-dates replace sends at most this many days … */
export const MAX_UNAVAILABLE_DATES = 366;
/** … none further ahead than this many days from today (Japan time); a calendar read spans at most 366 days. */
export const UNAVAILABLE_DATES_HORIZON_DAYS = 365;

const yen = z.number().int();
const instant = z.iso.datetime({ offset: true });

/** Days as ISO strings, whole numbers of days apart (both are `YYYY-MM-DD`). */
export function calendarDaysApart(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** An inclusive window of days, `from` ≤ `to`, at most `maxDays` long, as zod issues on `to`. */
export function checkOwnerWindow(maxDays: number) {
  return (value: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx): void => {
    if (value.from === undefined || value.to === undefined) return;
    const days = calendarDaysApart(value.from, value.to);
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: '終了日は開始日以降の日付を指定してください。' });
    else if (days + 1 > maxDays) ctx.addIssue({ code: 'custom', path: ['to'], message: `期間は${maxDays}日以内で指定してください。` });
  };
}

export const ownerCarId = z.uuid({ error: '車両の ID が正しくありません。' });
export const ownerSpotId = z.uuid({ error: 'スポットの ID が正しくありません。' });

/** The year of a sales report (Japan time). */
export const salesYear = z
  .number({ error: '年を数字で指定してください。' })
  .int('年は整数で指定してください。')
  .min(2000, '年は2000年以降を指定してください。')
  .max(2100, '年は2100年までを指定してください。');

/** The days of an unavailable-dates replace: unique `YYYY-MM-DD`, at most MAX_UNAVAILABLE_DATES. */
export const unavailableDatesInput = z
  .array(calendarDate, { error: '日付の一覧を指定してください。' })
  .max(MAX_UNAVAILABLE_DATES, `予約不可日は一度に${MAX_UNAVAILABLE_DATES}日まで指定できます。`)
  .superRefine((dates, ctx) => {
    const seen = new Set<string>();
    dates.forEach((date, i) => {
      if (seen.has(date)) ctx.addIssue({ code: 'custom', path: [i], message: `${date} が重複しています。` });
      seen.add(date);
    });
  });

/** An inclusive run of days (`startDate` = `endDate` for one day). */
export const ownerDayPeriod = z.object({ startDate: calendarDate, endDate: calendarDate });
export type OwnerDayPeriod = z.infer<typeof ownerDayPeriod>;

/** A reservation as its host sees it in lists: who, when, which state, how much. */
const ownerReserveFields = {
  id: z.uuid(),
  status: z.enum(ReserveStatus.values),
  /** First and last day (inclusive); for a Land stay the check-in and check-out days. */
  startDate: calendarDate,
  endDate: calendarDate,
  guest: z.object({ id: z.uuid(), name: z.string() }),
  /** What the guest pays, the marketplace's fee, and the host's share (the total without insurance, less the fee: 利用規約 第12条). */
  total: yen,
  fee: yen,
  net: yen,
  requestedAt: instant,
  /** While `Request`: when it cancels itself unless approved (ADR 0016); null in other states. */
  approveDeadline: instant.nullable(),
};

export const ownerCarReserve = z.object({ ...ownerReserveFields, carId: z.uuid(), carTitle: z.string() });
export type OwnerCarReserve = z.infer<typeof ownerCarReserve>;

export const ownerSpotReserve = z.object({
  ...ownerReserveFields,
  spotId: z.uuid(),
  spotTitle: z.string(),
  spotPlanId: z.uuid(),
  spotPlanName: z.string(),
  people: z.number().int(),
});
export type OwnerSpotReserve = z.infer<typeof ownerSpotReserve>;

/**
 * Count, gross (what guests paid without insurance: the fee's base, 利用規約 第12条), fee and net
 * (the host's share, gross − fee) of Returned reservations and of guests' cancellation fees (gross:
 * the cancellation fee).
 */
export const salesFigures = z.object({ count: z.number().int(), gross: yen, fee: yen, net: yen });
export type SalesFigures = z.infer<typeof salesFigures>;

export const monthSales = salesFigures.extend({
  /** `YYYY-MM`, the month of the return in Japan time. */
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
});
export type MonthSales = z.infer<typeof monthSales>;

/** A dashboard list: how many there are and the first OWNER_SUMMARY_LIST_MAX of them. */
function summaryList<T extends z.ZodType>(item: T) {
  return z.object({ count: z.number().int(), items: z.array(item).max(OWNER_SUMMARY_LIST_MAX) });
}

/** The dashboard of a car owner or a facility provider, as of `today` (Japan time). */
function summaries<T extends z.ZodType>(item: T) {
  return z.object({
    today: calendarDate,
    /** Requests waiting for an answer, the nearest deadline first. */
    requests: summaryList(item).extend({ nearestDeadline: instant.nullable() }),
    /** Approved and not yet handed over, the earliest start first (a missed pickup shows at the top). */
    upcoming: summaryList(item),
    /** Renting now, the nearest end first. */
    renting: summaryList(item),
    /** Approved reservations starting today (pickups, check-ins). */
    todayPickups: summaryList(item),
    /** Renting reservations ending today (returns, check-outs). */
    todayReturns: summaryList(item),
    /** This month's sales so far (returned, or a cancellation fee, this month, Japan time). */
    monthSales,
  });
}

export const carReserveSummaries = summaries(ownerCarReserve);
export type CarReserveSummaries = z.infer<typeof carReserveSummaries>;
export const spotReserveSummaries = summaries(ownerSpotReserve);
export type SpotReserveSummaries = z.infer<typeof spotReserveSummaries>;

export const ownerSummariesInput = z.strictObject({
  /** How many reservations each list shows. */
  limit: z.number().int().min(1).max(OWNER_SUMMARY_LIST_MAX, `一覧の件数は${OWNER_SUMMARY_LIST_MAX}件までです。`).default(5),
});

/** One car on the owner's timeline: its reservations and unavailable periods overlapping the window. */
export const carReserveOverview = z.object({
  car: z.object({ id: z.uuid(), title: z.string(), serviceType: z.enum(CarServiceType.values), listed: z.boolean() }),
  /** Active and finished reservations (not cancelled ones), by start day. */
  reserves: z.array(ownerCarReserve).max(OWNER_LISTING_RESERVES_MAX),
  /** All of them overlapping the window; more than `reserves` holds when the list was cut. */
  reservesTotal: z.number().int(),
  /** The owner's own unavailable periods, by start day. */
  unavailablePeriods: z.array(ownerDayPeriod).max(OWNER_WINDOW_MAX_DAYS),
});
export type CarReserveOverview = z.infer<typeof carReserveOverview>;

/** How many bookings a plan holds on a day (days with none are left out). */
export const planDayInventory = z.object({
  spotPlanId: z.uuid(),
  date: calendarDate,
  booked: z.number().int(),
  capacity: z.number().int(),
});

export const spotReserveOverview = z.object({
  spot: z.object({ id: z.uuid(), title: z.string(), spotKind: z.enum(SpotKind.values), listed: z.boolean() }),
  /** The current plans, in the provider's order. */
  plans: z.array(z.object({ id: z.uuid(), name: z.string(), capacityPerDay: z.number().int() })),
  reserves: z.array(ownerSpotReserve).max(OWNER_LISTING_RESERVES_MAX),
  /** All of them overlapping the window; more than `reserves` holds when the list was cut. */
  reservesTotal: z.number().int(),
  inventory: z.array(planDayInventory),
  unavailablePeriods: z.array(ownerDayPeriod).max(OWNER_WINDOW_MAX_DAYS),
});
export type SpotReserveOverview = z.infer<typeof spotReserveOverview>;

/** The overview's window and paging (by listing). */
export const ownerOverviewFields = {
  from: calendarDate,
  to: calendarDate,
  limit: z.number().int().min(1).max(OWNER_OVERVIEW_PAGE_MAX, `1ページの件数は${OWNER_OVERVIEW_PAGE_MAX}件までです。`).default(10),
  offset: z.number().int().min(0).max(1000).default(0),
};

export function ownerOverviewOutput<T extends z.ZodType>(item: T) {
  return z.object({
    from: calendarDate,
    to: calendarDate,
    items: z.array(item).max(OWNER_OVERVIEW_PAGE_MAX),
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
  });
}

/** An unavailable-dates calendar: the window read, the host's own days and the days reservations hold. */
export const carUnavailableDates = z.object({
  carId: z.uuid(),
  from: calendarDate,
  to: calendarDate,
  /** The owner's own unavailable days, ascending. */
  unavailableDates: z.array(calendarDate).max(UNAVAILABLE_DATES_HORIZON_DAYS + 1),
  /** Days held by active reservations (Request, Approved, Renting), ascending. */
  reservedDates: z.array(calendarDate).max(UNAVAILABLE_DATES_HORIZON_DAYS + 1),
  /** Days blocked by the imported calendars of other platforms (ADR 0057), ascending; not the owner's to change here. */
  importedDates: z.array(calendarDate).max(UNAVAILABLE_DATES_HORIZON_DAYS + 1),
  /** Preparation days (準備日) the car's rules keep free around its reservations (ADR 0055), ascending. */
  bufferDates: z.array(calendarDate).max(UNAVAILABLE_DATES_HORIZON_DAYS + 1),
});
export type CarUnavailableDates = z.infer<typeof carUnavailableDates>;

export const spotUnavailableDates = z.object({
  spotId: z.uuid(),
  from: calendarDate,
  to: calendarDate,
  unavailableDates: z.array(calendarDate).max(UNAVAILABLE_DATES_HORIZON_DAYS + 1),
  /** Days on which at least one active reservation occupies a plan (they cannot be closed). */
  reservedDates: z.array(calendarDate).max(UNAVAILABLE_DATES_HORIZON_DAYS + 1),
  /** Days on which every current plan is full (guests cannot book them either). */
  fullDates: z.array(calendarDate).max(UNAVAILABLE_DATES_HORIZON_DAYS + 1),
  /** Days blocked by the imported calendars of other platforms (ADR 0057), ascending. */
  importedDates: z.array(calendarDate).max(UNAVAILABLE_DATES_HORIZON_DAYS + 1),
  /** Days some plan's rules keep free as preparation days (準備日) around its reservations (ADR 0055), ascending. */
  bufferDates: z.array(calendarDate).max(UNAVAILABLE_DATES_HORIZON_DAYS + 1),
});
export type SpotUnavailableDates = z.infer<typeof spotUnavailableDates>;

/** The calendar read: by default today and the 365 days after it (Japan time). */
export const ownerUnavailableWindowFields = { from: calendarDate.optional(), to: calendarDate.optional() };

/** A year of sales: the twelve months (January first) and the year's totals. */
export const ownerYearSales = z.object({
  year: z.number().int(),
  months: z.array(monthSales).length(12),
  totals: salesFigures,
});

export const carSalesByMonth = ownerYearSales.extend({
  /** The year's figures per car with at least one sale, the largest gross first. */
  byCar: z.array(salesFigures.extend({ carId: z.uuid(), title: z.string() })),
});
export type CarSalesByMonth = z.infer<typeof carSalesByMonth>;
export const carSalesOfCar = ownerYearSales.extend({ carId: z.uuid(), title: z.string() });
export type CarSalesOfCar = z.infer<typeof carSalesOfCar>;

export const spotSalesByMonth = ownerYearSales.extend({
  bySpot: z.array(salesFigures.extend({ spotId: z.uuid(), title: z.string() })),
});
export type SpotSalesByMonth = z.infer<typeof spotSalesByMonth>;
export const spotSalesOfSpot = ownerYearSales.extend({ spotId: z.uuid(), title: z.string() });
export type SpotSalesOfSpot = z.infer<typeof spotSalesOfSpot>;

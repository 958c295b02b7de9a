import { daysBetween, isCalendarDay } from '@/lib/calendar-day';

/**
 * What the reserve pages keep in their address (`/car/:carId/reserve?from=2026-12-01&to=2026-12-03`,
 * `/spot/:spotId/reserve?plan=…&people=2&from=…&to=…`): the detail page's reserve button hands the
 * chosen dates over, and a reload or the sign-in redirect (spec §2) keeps them.
 */
export interface ReserveParams {
  from: string | null;
  to: string | null;
  planId: string | null;
  people: number | null;
}

const MAX_PEOPLE = 99;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Reads the parameters, dropping what cannot be right: a malformed or past day, an end before the
 * start (the dates go together or not at all), a plan that is not an id, people out of 1–99.
 */
export function parseReserveParams(params: URLSearchParams, today: string): ReserveParams {
  const from = params.get('from');
  const to = params.get('to');
  const datesOk = !!from && !!to && isCalendarDay(from) && isCalendarDay(to) && from >= today && daysBetween(from, to) >= 0;
  const plan = params.get('plan');
  const people = Number(params.get('people'));
  return {
    from: datesOk ? from : null,
    to: datesOk ? to : null,
    planId: plan && uuid.test(plan) ? plan : null,
    people: Number.isInteger(people) && people >= 1 && people <= MAX_PEOPLE ? people : null,
  };
}

/** The query string of the parameters that are set (`''` when none is), in a stable order. */
export function reserveQuery(values: Partial<ReserveParams>): string {
  const params = new URLSearchParams();
  if (values.planId) params.set('plan', values.planId);
  if (values.people) params.set('people', String(values.people));
  if (values.from && values.to) {
    params.set('from', values.from);
    params.set('to', values.to);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The reserve page of a listing, with the dates (and plan) already chosen when there are any. */
export function reservePageHref(target: 'car' | 'spot', id: string, values: Partial<ReserveParams> = {}): string {
  return `/${target}/${id}/reserve${reserveQuery(values)}`;
}

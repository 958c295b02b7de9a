import type { ErrorDetail } from '@kurumatabi/contract';
import { monthOf } from '@/lib/date-range';
import { addDays } from '@/lib/calendar-day';

/**
 * The owner's edits of the unavailable days before they are saved. The save replaces the whole
 * list (update-*-reserve-unavailable-dates), so the draft is the complete set, and what changed is
 * its difference with the saved one.
 */
export function toggleDay(days: ReadonlySet<string>, date: string): Set<string> {
  const next = new Set(days);
  if (next.has(date)) next.delete(date);
  else next.add(date);
  return next;
}

/** The days whose state differs between the saved calendar and the draft. */
export function changedDays(saved: ReadonlySet<string>, draft: ReadonlySet<string>): Set<string> {
  const changed = new Set<string>();
  for (const day of draft) if (!saved.has(day)) changed.add(day);
  for (const day of saved) if (!draft.has(day)) changed.add(day);
  return changed;
}

/** The body of the replace: the draft's days from `today` on, ascending (past days are kept by the API). */
export function datesToSave(draft: ReadonlySet<string>, today: string): string[] {
  return [...draft].filter((day) => day >= today).sort();
}

/**
 * The days a 409 UNAVAILABLE_DATES_CONFLICT names: each detail sits on `dates.<i>`, the index of
 * the day in the body that was sent.
 */
export function conflictingDays(sent: readonly string[], details: readonly ErrorDetail[] | undefined): string[] {
  const days = (details ?? []).flatMap((detail) => {
    const index = /^dates\.(\d+)$/.exec(detail.path)?.[1];
    const day = index === undefined ? undefined : sent[Number(index)];
    return day ? [day] : [];
  });
  return [...new Set(days)].sort();
}

/** The months an owner can edit: from this month to the month of the last day the API accepts. */
export function editableMonths(today: string, horizonDays: number): { first: string; last: string } {
  return { first: monthOf(today), last: monthOf(addDays(today, horizonDays)) };
}

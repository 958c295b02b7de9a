import type { DateRange } from '@/components/ui/calendar-rules';
import type { UrlValues } from '@/lib/keep-in-url';

/**
 * The reserve form's choices as its address keeps them (ADR 0035; names of reserve-params.ts): the
 * dates once both are picked (cleared, they go; a start alone leaves the address as it was), and for
 * a spot the plan and the group's size.
 */
export function reserveUrlValues(range: DateRange | null, spot?: { planId: string | null; people: number }): UrlValues {
  const dates: UrlValues = range && !range.to ? {} : { from: range?.from ?? null, to: range?.to ?? null };
  if (!spot) return dates;
  return { plan: spot.planId, people: String(spot.people), ...dates };
}

import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { DateRange } from '@/components/ui/calendar-rules';
import { todayInTokyo } from '@/lib/calendar-day';
import { useKeepInUrl } from '@/lib/keep-in-url';
import { parseListingContext, type ListingContext } from '../../listing-links';

/**
 * A detail page's dates and people (ADR 0035): the dates start from the address (a search's card, a
 * shared link; validated, a bad value dropped), the calendar changes them, and the address follows
 * (a replace), so the reserve button, a reload and the sign-in dialog's way back carry them. The people
 * only pass through (to the reserve form).
 */
export function usePickedRange(): {
  range: DateRange | null;
  /** Stable (a state setter): the deferred calendar keeps its server markup with it. */
  setRange: (range: DateRange | null) => void;
  context: ListingContext;
} {
  const [params] = useSearchParams();
  const [today] = useState(() => todayInTokyo());
  const [range, setRange] = useState<DateRange | null>(() => {
    const carried = parseListingContext(params, today);
    return carried.from && carried.to ? { from: carried.from, to: carried.to } : null;
  });
  const people = parseListingContext(params, today).people;
  // A started range (its end not picked yet) leaves the address as it was.
  const complete = range?.to ? { from: range.from, to: range.to } : null;
  useKeepInUrl({
    ...(range && !complete ? {} : { from: complete?.from ?? null, to: complete?.to ?? null }),
    people: people !== undefined ? String(people) : null,
  });
  return { range, setRange, context: { ...(complete ?? {}), ...(people !== undefined ? { people } : {}) } };
}

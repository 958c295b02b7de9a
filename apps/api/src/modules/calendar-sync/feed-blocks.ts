import { addDays } from '@kurumatabi/contract';

/**
 * Which days each import feed blocks (ADR 0057): the days of its events that no other row of the listing's calendar
 * holds already (the owner's own days, a car's reservations) and no earlier feed blocks, as maximal ranges. A car's
 * calendar rows may never overlap (the exclusion constraint), so a day belongs to one row; the owner's own days win
 * over a feed's, and a reservation is never blocked or cancelled by one: its days stay the reservation's, and the
 * overlap is reported to the host instead.
 */

export interface Range {
  from: string;
  until: string;
}

function* daysIn(range: Range): Generator<string> {
  for (let day = range.from; day < range.until; day = addDays(day, 1)) yield day;
}

/** Consecutive days as half-open ranges. */
export function rangesOfDays(days: Iterable<string>): Range[] {
  const sorted = [...new Set(days)].sort();
  const ranges: Range[] = [];
  for (const day of sorted) {
    const last = ranges[ranges.length - 1];
    if (last && last.until === day) last.until = addDays(day, 1);
    else ranges.push({ from: day, until: addDays(day, 1) });
  }
  return ranges;
}

/** The feeds' blocks, feed by feed in the order given (the oldest feed first). */
export function feedBlocks(
  feeds: readonly { feedId: string; events: readonly Range[] }[],
  occupied: readonly Range[],
): { feedId: string; from: string; until: string }[] {
  const taken = new Set<string>();
  for (const range of occupied) for (const day of daysIn(range)) taken.add(day);
  const blocks: { feedId: string; from: string; until: string }[] = [];
  for (const feed of feeds) {
    const own: string[] = [];
    for (const event of feed.events)
      for (const day of daysIn(event)) {
        if (taken.has(day)) continue;
        taken.add(day);
        own.push(day);
      }
    for (const range of rangesOfDays(own)) blocks.push({ feedId: feed.feedId, ...range });
  }
  return blocks;
}

/** The days of `events` that fall on `reserved`, sorted. */
export function overlapDays(events: readonly Range[], reserved: ReadonlySet<string>): string[] {
  const hits = new Set<string>();
  for (const event of events) for (const day of daysIn(event)) if (reserved.has(day)) hits.add(day);
  return [...hits].sort();
}

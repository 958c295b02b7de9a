import { useState, type ReactNode } from 'react';
import { ReserveStatus } from '@kurumatabi/contract/enums';
import { CalendarX2, ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from '@/components/link';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cx } from '@/lib/cx';
import { addDays, weekdayOf } from '@/lib/calendar-day';
import { holidayName } from '@kurumatabi/contract/calendar';
import { hostReserveMessages, type HostKind } from '../../messages';
import { hostPaths } from '../../paths';
import { shortDate } from '../../reserve-view';

const m = hostReserveMessages.overview;
/** Two weeks fit a phone's width at 20 px a day and read at a glance. */
export const TIMELINE_DAYS = 14;
export const LISTINGS_PER_PAGE = 10;
/** How far ahead the arrows go: about the year a calendar can be closed. */
const MAX_STEPS = 26;

/** The colour of a car's day by the state of the reservation holding it. */
export const statusCell: Partial<Record<ReserveStatus, string>> = {
  // A request only holds the days: outlined, where a confirmed reservation is solid.
  Request: 'border border-dashed border-warning bg-warning/20',
  Approved: 'bg-gold',
  Renting: 'bg-info/80',
  Returned: 'bg-success/50',
};

export interface TimelineWindow {
  from: string;
  to: string;
  offset: number;
  step: number;
}

export interface Pager {
  move: (steps: number) => void;
  page: (offset: number) => void;
}

/** The two weeks shown (moved by the arrows) and the page of listings. */
export function useWindow(today: string): [TimelineWindow, Pager] {
  const [step, setStep] = useState(0);
  const [offset, setOffset] = useState(0);
  const from = addDays(today, step * TIMELINE_DAYS);
  return [
    { from, to: addDays(from, TIMELINE_DAYS - 1), offset, step },
    { move: (steps) => setStep((s) => Math.min(MAX_STEPS, Math.max(0, s + steps))), page: setOffset },
  ];
}

interface FrameProps {
  kind: HostKind;
  today: string;
  view: TimelineWindow;
  pager: Pager;
  query: {
    data?: { total: number; limit: number; items: unknown[] };
    isPending: boolean;
    isError: boolean;
    isPlaceholderData: boolean;
    refetch: () => unknown;
  };
  children: ReactNode;
}

/** The section around the strips: title, window arrows, the loading, error and empty states, legend and paging. */
export function TimelineFrame({ kind, today, view, pager, query, children }: FrameProps) {
  const total = query.data?.total ?? 0;
  return (
    <section aria-labelledby={`timeline-${kind}`} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id={`timeline-${kind}`} className="text-lg font-bold">
            {m.title(kind)}
          </h2>
          <p className="tabular text-sm text-ink-soft">{m.range(shortDate(view.from, today), shortDate(view.to, today))}</p>
        </div>
        <div className="flex gap-2">
          <Button
            size="sm"
            variant="outline"
            disabled={view.step === 0}
            onClick={() => pager.move(-1)}
            icon={<ChevronLeft className="size-4" aria-hidden />}
          >
            {m.previous}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={view.step >= MAX_STEPS}
            onClick={() => pager.move(1)}
            icon={<ChevronRight className="size-4" aria-hidden />}
          >
            {m.next}
          </Button>
        </div>
      </div>
      {query.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : query.isError ? (
        <Alert tone="error">
          <p>{m.loadFailed}</p>
          <Button size="sm" variant="outline" className="mt-3" onClick={() => void query.refetch()}>
            {hostReserveMessages.retry}
          </Button>
        </Alert>
      ) : total === 0 ? (
        <p className="rounded-xl border border-dashed border-line px-4 py-5 text-sm text-ink-soft">{m.empty(kind)}</p>
      ) : (
        <Card className={cx('space-y-5 p-4 transition-opacity sm:p-5', query.isPlaceholderData && 'opacity-60')}>
          <DayHeader from={view.from} />
          <ul className="space-y-4">{children}</ul>
          <Legend kind={kind} />
          {total > LISTINGS_PER_PAGE && (
            <div className="flex items-center justify-between gap-2 border-t border-line pt-3">
              <Button
                size="sm"
                variant="ghost"
                disabled={view.offset === 0}
                onClick={() => pager.page(Math.max(0, view.offset - LISTINGS_PER_PAGE))}
              >
                {m.previousListings}
              </Button>
              <span className="tabular text-sm text-ink-soft">
                {m.listingsRange(view.offset + 1, Math.min(total, view.offset + LISTINGS_PER_PAGE), total)}
              </span>
              <Button
                size="sm"
                variant="ghost"
                disabled={view.offset + LISTINGS_PER_PAGE >= total}
                onClick={() => pager.page(view.offset + LISTINGS_PER_PAGE)}
              >
                {m.nextListings}
              </Button>
            </div>
          )}
        </Card>
      )}
    </section>
  );
}

const stripGrid = 'grid grid-cols-14 gap-0.5';

/** The weekday row over the strips: 日 and holidays red, 土 blue, the day of the month. */
function DayHeader({ from }: { from: string }) {
  return (
    <ol aria-hidden="true" className={cx(stripGrid, 'text-center text-[0.625rem] leading-tight')}>
      {Array.from({ length: TIMELINE_DAYS }, (_, i) => {
        const date = addDays(from, i);
        const weekday = weekdayOf(date);
        const tone = holidayName(date) || weekday === 0 ? 'text-danger' : weekday === 6 ? 'text-info' : 'text-ink-muted';
        return (
          <li key={date} className={tone}>
            <span className="tabular block font-bold">{Number(date.slice(8, 10))}</span>
            {['日', '月', '火', '水', '木', '金', '土'][weekday]}
          </li>
        );
      })}
    </ol>
  );
}

/** One listing: its title, the link to its calendar, and its days. */
export function Strip({
  kind,
  id,
  title,
  listed,
  truncated,
  children,
}: {
  kind: HostKind;
  id: string;
  title: string;
  listed: boolean;
  truncated: number | null;
  children: ReactNode;
}) {
  return (
    <li className="space-y-1.5">
      <div className="flex items-center justify-between gap-2">
        <p className="min-w-0 truncate text-sm font-bold">
          {title}
          {!listed && <span className="ml-2 text-xs font-normal text-ink-muted">{m.notListed}</span>}
        </p>
        <Link
          to={hostPaths(kind).calendar(id)}
          aria-label={hostReserveMessages.calendar.openLinkLabel(title)}
          className="inline-flex shrink-0 items-center gap-1 text-xs font-bold text-gold hover:text-gold-bright"
        >
          <CalendarX2 className="size-3.5" aria-hidden />
          {m.calendar}
        </Link>
      </div>
      <ol aria-label={m.label(title)} className={stripGrid}>
        {children}
      </ol>
      {truncated !== null && <p className="text-xs text-ink-muted">{m.truncated(truncated)}</p>}
    </li>
  );
}

function Legend({ kind }: { kind: HostKind }) {
  const items: [string, string][] =
    kind === 'car'
      ? [
          ['border border-dashed border-warning bg-warning/20', ReserveStatus.labels.Request],
          ['bg-gold', ReserveStatus.labels.Approved],
          ['bg-info/80', ReserveStatus.labels.Renting],
          ['bg-success/50', ReserveStatus.labels.Returned],
          ['bg-brown/60', m.closed],
          ['bg-raised border border-line', m.free],
        ]
      : [
          ['bg-gold/35', m.someBooked],
          ['bg-gold', m.full],
          ['bg-brown/60', m.closed],
          ['bg-raised border border-line', m.free],
        ];
  return (
    <ul aria-label={m.legend} className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-soft">
      {items.map(([swatch, label]) => (
        <li key={label} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={cx('inline-block size-3 rounded-sm', swatch)} />
          {label}
        </li>
      ))}
    </ul>
  );
}

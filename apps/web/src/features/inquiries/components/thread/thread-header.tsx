import type { ReactNode } from 'react';
import { ReserveStatus } from '@kurumatabi/contract/enums';
import { CalendarCheck, ChevronRight } from 'lucide-react';
import { Link } from '@/components/link';
import { Tag, type TagTone } from '@/components/ui/tag';
import { formatDate } from '@/lib/format';
import { inquiryMessages } from '../../messages';
import { ListingCover } from '../listing-cover';

const m = inquiryMessages.thread;

export interface ThreadContext {
  state: 'Open' | 'Closed';
  viewerRole: 'Guest' | 'Host' | 'Operator';
  listing: {
    kind: 'Car' | 'Spot';
    id: string;
    title: string;
    cover: { width: number; height: number; variants: { width: number; url: string }[] } | null;
  };
  reserve: { id: string; status: ReserveStatus; startDate: string; endDate: string } | null;
  guest: { name: string };
  host: { name: string };
}

const reserveTone: Record<ReserveStatus, TagTone> = {
  Request: 'warning',
  Approved: 'success',
  Renting: 'info',
  Returned: 'neutral',
  Canceled: 'danger',
  AutoCanceled: 'danger',
};

/** `2026年12月1日(火)〜12月3日(木)` (the year once). */
export function periodLabel(startDate: string, endDate: string): string {
  const start = formatDate(startDate);
  if (startDate === endDate) return start;
  const end = formatDate(endDate);
  return `${start}〜${startDate.slice(0, 4) === endDate.slice(0, 4) ? end.replace(/^\d+年/, '') : end}`;
}

/**
 * The top of a thread: what it is about (the listing, with a link to its page), with whom, its
 * state, and the reservation when there is one (its dates and state, a link to its page).
 */
export function ThreadHeader({ context, action }: { context: ThreadContext; action?: ReactNode }) {
  const { listing, reserve } = context;
  const target = listing.kind === 'Car' ? 'car' : 'spot';
  const people =
    context.viewerRole === 'Guest'
      ? [{ role: m.withHost[target], name: context.host.name }]
      : context.viewerRole === 'Host'
        ? [{ role: m.withGuest, name: context.guest.name }]
        : [
            { role: m.withGuest, name: context.guest.name },
            { role: m.withHost[target], name: context.host.name },
          ];
  return (
    <header className="space-y-3">
      <div className="flex items-start gap-3 sm:gap-4">
        <ListingCover kind={listing.kind} cover={listing.cover} className="w-20 sm:w-28" />
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <Tag tone="brown">{m.listing[target]}</Tag>
            <Tag tone={context.state === 'Open' ? 'gold' : 'neutral'} data-testid="inquiry-state">
              {m.state[context.state]}
            </Tag>
          </div>
          <h1 className="line-clamp-2 text-lg leading-snug font-bold text-ink sm:text-xl">
            <Link to={`/${target}/${listing.id}`} className="hover:text-gold-bright">
              {listing.title}
            </Link>
          </h1>
          <p className="truncate text-sm text-ink-soft">
            {people.map((p, i) => (
              <span key={p.role}>
                {i > 0 && '・'}
                <span className="text-ink-muted">{p.role}</span> {p.name}
              </span>
            ))}
          </p>
        </div>
        {action && <div className="shrink-0">{action}</div>}
      </div>
      {reserve && (
        <Link
          to={`/reserves/${reserve.id}`}
          className="flex items-center gap-3 rounded-xl border border-line bg-surface px-3 py-2.5 text-sm transition-colors hover:border-gold"
        >
          <CalendarCheck className="size-4 shrink-0 text-gold" aria-hidden />
          <span className="min-w-0 flex-1">
            <span className="mr-2 text-ink-muted">{m.reserve}</span>
            <span className="tabular font-bold text-ink">{periodLabel(reserve.startDate, reserve.endDate)}</span>
          </span>
          <Tag tone={reserveTone[reserve.status]}>{ReserveStatus.labels[reserve.status]}</Tag>
          <span className="sr-only">{m.openReserve}</span>
          <ChevronRight className="size-4 shrink-0 text-ink-muted" aria-hidden />
        </Link>
      )}
    </header>
  );
}

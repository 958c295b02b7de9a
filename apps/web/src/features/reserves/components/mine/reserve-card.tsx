import type { ReserveSummary } from '@kurumatabi/contract';
import { ChevronRight } from 'lucide-react';
import { Link } from '@/components/link';
import { formatDateTime } from '@/lib/format';
import { formatYen } from '@/lib/format-yen';
import { periodLabel } from '../../format';
import { reserveMessages as m } from '../../messages';
import { StatusBadge } from '../detail/status-badge';
import { ListingSummary } from '../form/reserve-frame';

/** A reservation in a list: the listing, the status, the dates, the total; the whole card opens the detail. */
export function ReserveCard({ reserve }: { reserve: ReserveSummary }) {
  const target = reserve.listing.kind === 'Car' ? 'car' : 'spot';
  return (
    <article
      aria-label={reserve.listing.title}
      className="relative rounded-(--radius-card) border border-line bg-surface p-4 transition-colors duration-150 hover:border-line-strong sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <StatusBadge status={reserve.status} size="sm" />
        <span className="tabular text-xs text-ink-muted">{formatDateTime(reserve.requestedAt)}</span>
      </div>
      <div className="mt-3">
        <ListingSummary
          target={target}
          title={reserve.listing.title}
          cover={reserve.listing.cover}
          meta={
            <>
              <span className="tabular block">{periodLabel(reserve)}</span>
              {reserve.spotPlan && <span className="block">{reserve.spotPlan.name}</span>}
            </>
          }
        />
      </div>
      <div className="mt-3 flex items-center justify-between gap-3 border-t border-line/60 pt-3">
        <span className="tabular font-bold text-gold">{formatYen(reserve.total)}</span>
        <Link
          to={`/reserves/${reserve.id}`}
          aria-label={m.mine.open(reserve.listing.title)}
          className="inline-flex items-center gap-1 text-sm font-bold text-ink-soft after:absolute after:inset-0 after:rounded-(--radius-card) hover:text-gold-bright"
        >
          {m.detail.title}
          <ChevronRight className="size-4" aria-hidden />
        </Link>
      </div>
    </article>
  );
}

import { ReserveStatus } from '@kurumatabi/contract/enums';
import { CalendarCheck } from 'lucide-react';
import { Link } from '@/components/link';
import { Tag } from '@/components/ui/tag';
import { cx } from '@/lib/cx';
import { formatDateTime, formatRelativeTime } from '@/lib/format';
import { inquiryMessages } from '../../messages';
import { ListingCover } from '../listing-cover';
import { periodLabel, type ThreadContext } from '../thread/thread-header';

const m = inquiryMessages.list;

export interface InquiryRowData extends ThreadContext {
  id: string;
  viewerRole: 'Guest' | 'Host';
  unreadCount: number;
  lastMessage: { kind: 'Normal' | 'System'; mine: boolean; excerpt: string; createdAt: string } | null;
  lastActivityAt: string;
}

/**
 * One thread in a list: the listing's cover and title, the other person, the last message (who
 * wrote it and when), the reservation's dates, and the unread count in gold. The whole card opens
 * the thread.
 */
export function InquiryRow({ inquiry, now }: { inquiry: InquiryRowData; now: Date }) {
  const { listing, lastMessage, reserve } = inquiry;
  const target = listing.kind === 'Car' ? 'car' : 'spot';
  const unread = inquiry.unreadCount > 0;
  const other =
    inquiry.viewerRole === 'Guest'
      ? m.withHost(inquiryMessages.thread.withHost[target], inquiry.host.name)
      : m.withGuest(inquiry.guest.name);
  const prefix = !lastMessage ? '' : lastMessage.kind === 'System' ? `${m.systemPrefix}：` : lastMessage.mine ? `${m.you}：` : '';
  return (
    <article
      aria-label={listing.title}
      data-unread={unread || undefined}
      className={cx(
        'relative flex gap-3 rounded-(--radius-card) border p-3 transition-colors duration-150 hover:border-gold sm:gap-4 sm:p-4',
        unread ? 'border-gold/45 bg-raised' : 'border-line bg-surface',
      )}
    >
      <ListingCover kind={listing.kind} cover={listing.cover} className="w-20 self-start sm:w-28" />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <h2 className={cx('line-clamp-1 text-[0.9375rem] leading-snug', unread ? 'font-bold text-ink' : 'font-medium text-ink-soft')}>
            <Link
              to={`/inquiries/${inquiry.id}`}
              className="after:absolute after:inset-0 after:rounded-(--radius-card) focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-gold-bright"
            >
              {listing.title}
            </Link>
          </h2>
          <time
            dateTime={inquiry.lastActivityAt}
            title={formatDateTime(inquiry.lastActivityAt)}
            className="tabular shrink-0 pt-0.5 text-xs text-ink-muted"
          >
            {formatRelativeTime(inquiry.lastActivityAt, now)}
          </time>
        </div>
        <p className="mt-0.5 truncate text-xs text-ink-muted">{other}</p>
        <p className={cx('mt-1.5 line-clamp-2 text-sm leading-relaxed break-all', unread ? 'text-ink' : 'text-ink-soft')}>
          {lastMessage ? (
            <>
              {prefix && <span className="text-ink-muted">{prefix}</span>}
              {lastMessage.excerpt}
            </>
          ) : (
            <span className="text-ink-muted">{m.noMessage}</span>
          )}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          {unread && (
            <span
              data-testid="unread-badge"
              className="tabular inline-flex h-6 items-center rounded-full bg-gold px-2.5 text-xs font-bold text-canvas"
            >
              {m.unreadBadge(inquiry.unreadCount)}
            </span>
          )}
          {inquiry.state === 'Closed' && <Tag>{inquiryMessages.thread.state.Closed}</Tag>}
          {reserve && (
            <Tag icon={<CalendarCheck aria-hidden />} tone="brown">
              <span className="tabular">{periodLabel(reserve.startDate, reserve.endDate)}</span>
              <span className="text-ink-soft">・{ReserveStatus.labels[reserve.status]}</span>
            </Tag>
          )}
        </div>
      </div>
    </article>
  );
}

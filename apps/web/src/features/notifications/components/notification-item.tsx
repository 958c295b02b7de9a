import { useId } from 'react';
import { NotificationKind, type Notification } from '@kurumatabi/contract';
import { Check } from 'lucide-react';
import { Link } from '@/components/link';
import { Button } from '@/components/ui/button';
import { cx } from '@/lib/cx';
import { formatDateTime, formatRelativeTime } from '@/lib/format';
import { notificationMessages as m } from '../messages';

interface NotificationItemProps {
  notification: Notification;
  now: Date;
  onMarkAsRead: (id: string) => void;
  marking: boolean;
}

/**
 * One notification. With a link, the whole card opens it (and marks it read on the way); without
 * one, everything is already on the card and 既読にする is the way to mark it.
 */
export function NotificationItem({ notification, now, onMarkAsRead, marking }: NotificationItemProps) {
  const titleId = useId();
  const { id, kind, title, body, link, readAt, createdAt } = notification;
  const unread = readAt === null;
  const relative = formatRelativeTime(createdAt, now);
  const absolute = formatDateTime(createdAt);
  // From a week on the relative text is already the date: the time alone is added then.
  const relativeIsDate = absolute.startsWith(relative);

  return (
    <article
      aria-labelledby={titleId}
      data-unread={unread || undefined}
      className={cx(
        'relative rounded-(--radius-card) border p-4 transition-colors duration-150 sm:p-5',
        unread ? 'border-gold/45 bg-raised' : 'border-line bg-surface',
        link && 'hover:border-gold',
      )}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
        {unread && (
          <span className="inline-flex items-center gap-1.5 font-bold text-gold">
            <span aria-hidden="true" className="size-2 rounded-full bg-gold" />
            {m.unread}
          </span>
        )}
        <span className="rounded-full bg-brown/40 px-2.5 py-0.5 font-bold text-ink">{NotificationKind.labels[kind]}</span>
        <time dateTime={createdAt} title={absolute} className="tabular text-ink-muted">
          {relative}
          <span className="hidden sm:inline">{relativeIsDate ? absolute.slice(relative.length) : `（${absolute}）`}</span>
        </time>
      </div>
      <h2 id={titleId} className={cx('mt-2 text-base leading-relaxed', unread ? 'font-bold text-ink' : 'font-medium text-ink-soft')}>
        {link ? (
          <Link
            to={link}
            onClick={() => unread && onMarkAsRead(id)}
            // The link covers the card, so the whole card opens it; the button below sits above it.
            className="after:absolute after:inset-0 after:rounded-(--radius-card) focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-gold-bright"
          >
            {title}
          </Link>
        ) : (
          title
        )}
      </h2>
      <p className="mt-1 text-sm leading-relaxed whitespace-pre-line text-ink-soft">{body}</p>
      {unread && (
        <Button
          size="sm"
          variant="outline"
          className="relative z-10 mt-3"
          icon={<Check className="size-4" aria-hidden />}
          loading={marking}
          onClick={() => onMarkAsRead(id)}
          aria-describedby={titleId}
        >
          {m.markAsRead}
        </Button>
      )}
    </article>
  );
}

import { Bell } from 'lucide-react';
import { NavLink } from '@/components/link';
import { cx } from '@/lib/cx';
import { INBOX_PATH } from '../paths';
import { bellLabel, unreadBadgeText } from '../unread-count';

/** The link itself; the accessible name carries the exact count, the badge caps it at 99+. */
export function BellLink({ count }: { count: number }) {
  const badge = unreadBadgeText(count);
  const label = bellLabel(count);
  return (
    <NavLink
      to={INBOX_PATH}
      aria-label={label}
      title={label}
      className={({ isActive }) =>
        cx(
          'relative flex size-10 shrink-0 items-center justify-center rounded-full transition-colors duration-150',
          isActive ? 'bg-raised text-gold-bright' : 'text-ink-soft hover:bg-raised hover:text-ink',
        )
      }
    >
      <Bell className="size-5" aria-hidden />
      {badge && (
        <span
          aria-hidden="true"
          data-testid="notification-badge"
          className="tabular absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-gold px-1 text-[0.6875rem] leading-none font-bold text-canvas ring-2 ring-canvas"
        >
          {badge}
        </span>
      )}
    </NavLink>
  );
}

import { MessagesSquare } from 'lucide-react';
import { NavLink } from '@/components/link';
import { cx } from '@/lib/cx';

/** The most the badge spells out; beyond it shows `99+` so the icon keeps its size. */
const BADGE_CAP = 99;

export const messagesLinkCopy = {
  label: 'メッセージ',
  withUnread: (count: number) => `メッセージ（未読 ${count}件）`,
};

/** The header's メッセージ link: the accessible name carries the exact unread count, the gold badge caps it at 99+. */
export function MessagesLink({ count, to }: { count: number; to: string }) {
  const unread = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  const label = unread > 0 ? messagesLinkCopy.withUnread(unread) : messagesLinkCopy.label;
  return (
    <NavLink
      to={to}
      aria-label={label}
      title={label}
      className={({ isActive }) =>
        cx(
          'relative flex size-10 shrink-0 items-center justify-center rounded-full transition-colors duration-150',
          isActive ? 'bg-raised text-gold-bright' : 'text-ink-soft hover:bg-raised hover:text-ink',
        )
      }
    >
      <MessagesSquare className="size-5" aria-hidden />
      {unread > 0 && (
        <span
          aria-hidden="true"
          data-testid="messages-badge"
          className="tabular absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-gold px-1 text-[0.6875rem] leading-none font-bold text-canvas ring-2 ring-canvas"
        >
          {unread > BADGE_CAP ? `${BADGE_CAP}+` : unread}
        </span>
      )}
    </NavLink>
  );
}

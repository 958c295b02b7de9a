import {
  CarFront,
  ChevronRight,
  FilePenLine,
  Flag,
  IdCard,
  Inbox,
  MailWarning,
  MessageSquareWarning,
  ReceiptJapaneseYen,
  ScrollText,
  Search,
  Tent,
  UserCheck,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/components/link';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cx } from '@/lib/cx';
import { useQueueCounts, type QueueCounts } from '../../api/staff-console';
import { consoleMessages } from '../../console-messages';

const m = consoleMessages.dashboard;

const queues: { key: keyof QueueCounts; to: string; icon: ReactNode }[] = [
  { key: 'licenses', to: '/operator/driver-licenses', icon: <IdCard aria-hidden /> },
  { key: 'cars', to: '/operator/cars', icon: <CarFront aria-hidden /> },
  { key: 'spots', to: '/operator/spots', icon: <Tent aria-hidden /> },
  { key: 'changes', to: '/operator/changes', icon: <FilePenLine aria-hidden /> },
  { key: 'reviews', to: '/operator/reviews', icon: <MessageSquareWarning aria-hidden /> },
  { key: 'reported', to: '/operator/reviews?queue=Reported', icon: <Flag aria-hidden /> },
  { key: 'contacts', to: '/operator/contacts', icon: <Inbox aria-hidden /> },
  { key: 'mails', to: '/operator/mails', icon: <MailWarning aria-hidden /> },
  { key: 'staffRequests', to: '/operator/staff-requests', icon: <UserCheck aria-hidden /> },
];

const tools = [
  { ...m.reserves, to: '/operator/reserves', icon: <Search aria-hidden /> },
  { ...m.users, to: '/operator/users', icon: <Users aria-hidden /> },
  { ...m.audit, to: '/operator/audit', icon: <ScrollText aria-hidden /> },
  { ...m.invoices, to: '/operator/invoices', icon: <ReceiptJapaneseYen aria-hidden /> },
];

/** The console's front page: every queue with what waits in it, and the lookups. */
export function ConsoleDashboard() {
  const counts = useQueueCounts();
  return (
    <div className="space-y-10">
      <section aria-labelledby="console-queues">
        <h2 id="console-queues" className="mb-4 text-lg font-bold">
          {m.queues}
        </h2>
        {counts.isError && !counts.data && (
          <Alert tone="error" className="mb-4">
            <p>{m.loadFailed}</p>
            <Button size="sm" variant="outline" className="mt-3" onClick={() => void counts.refetch()}>
              {m.retry}
            </Button>
          </Alert>
        )}
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {queues.map(({ key, to, icon }) => (
            <li key={key}>
              <QueueCard
                to={to}
                icon={icon}
                label={m.items[key].label}
                note={m.items[key].note}
                count={counts.data?.[key]}
                failed={counts.isError}
              />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="console-tools">
        <h2 id="console-tools" className="mb-4 text-lg font-bold">
          {m.tools}
        </h2>
        <ul className="grid gap-3 md:grid-cols-3">
          {tools.map((tool) => (
            <li key={tool.to}>
              <Link
                to={tool.to}
                className="group flex h-full items-start gap-4 rounded-(--radius-card) border border-line bg-surface p-5 transition-colors hover:border-gold/70 hover:bg-raised"
              >
                <span className="grid size-11 shrink-0 place-items-center rounded-full bg-brown/25 text-brown-light [&_svg]:size-5">
                  {tool.icon}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="flex items-center gap-1 font-bold text-ink group-hover:text-gold-bright">
                    {tool.label}
                    <ChevronRight className="size-4" aria-hidden />
                  </span>
                  <span className="mt-1 block text-sm leading-relaxed text-ink-soft">{tool.note}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function QueueCard(props: { to: string; icon: ReactNode; label: string; note: string; count: number | undefined; failed: boolean }) {
  const { count } = props;
  const waiting = count !== undefined && count > 0;
  return (
    <Link
      to={props.to}
      aria-label={`${props.label}: ${count === undefined ? m.loading : m.waiting(count)}`}
      className={cx(
        'flex h-full flex-col gap-3 rounded-(--radius-card) border bg-surface p-4 transition-colors hover:bg-raised sm:p-5',
        waiting ? 'border-gold/60 hover:border-gold' : 'border-line hover:border-line-strong',
      )}
    >
      <span
        className={cx(
          'grid size-9 place-items-center rounded-full [&_svg]:size-[18px]',
          waiting ? 'bg-gold/15 text-gold' : 'bg-raised text-ink-muted',
        )}
      >
        {props.icon}
      </span>
      <span className="text-sm leading-snug font-bold text-ink">{props.label}</span>
      {count === undefined ? (
        props.failed ? (
          <span className="text-sm text-ink-muted">—</span>
        ) : (
          <Skeleton className="h-8 w-16" />
        )
      ) : (
        <span className="mt-auto">
          <span className={cx('tabular block text-2xl font-bold', waiting ? 'text-gold-bright' : 'text-ink-muted')}>
            {m.waiting(count)}
          </span>
          <span className="block text-xs text-ink-muted">{waiting ? props.note : m.clear}</span>
        </span>
      )}
    </Link>
  );
}

import { AuditAction, type AuditEntry } from '@kurumatabi/contract';
import { Link } from '@/components/link';
import { formatDateTime } from '@/lib/format';
import { consoleMessages } from '../../console-messages';

const m = consoleMessages.audit;

/** An action's Japanese name (`user.suspend` → 利用停止), or the code itself for one the console does not name. */
export function actionLabel(action: string): string {
  return (AuditAction.labels as Record<string, string>)[action] ?? action;
}

/** Where staff look at an audit row's target, when the console has a page for it. */
export function targetHref(entry: Pick<AuditEntry, 'targetKind' | 'targetId'>): string | null {
  switch (entry.targetKind) {
    case 'reserve':
      return `/operator/reserves/${entry.targetId}`;
    case 'user':
      return `/operator/users/${entry.targetId}`;
    case 'car':
      return `/operator/cars/${entry.targetId}`;
    case 'spot':
      return `/operator/spots/${entry.targetId}`;
    case 'driverLicense':
      return `/operator/driver-licenses/${entry.targetId}`;
    case 'contactMessage':
      return `/operator/contacts/${entry.targetId}`;
    default:
      return null;
  }
}

/** Audit rows: when, who, what, on what, why. `showTarget` off where the page is the target's own. */
export function AuditEntryList({ entries, showTarget = true }: { entries: readonly AuditEntry[]; showTarget?: boolean }) {
  return (
    <ol className="space-y-3">
      {entries.map((entry) => {
        const href = showTarget ? targetHref(entry) : null;
        return (
          <li key={entry.id} className="rounded-[10px] border border-line bg-canvas/40 p-3 sm:p-4">
            <article aria-label={`${actionLabel(entry.action)} ${formatDateTime(entry.at)}`} className="space-y-1.5 text-sm">
              <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <span className="font-bold text-gold-bright">{actionLabel(entry.action)}</span>
                <time dateTime={entry.at} className="tabular text-xs text-ink-muted">
                  {formatDateTime(entry.at)}
                </time>
                <Link
                  to={`/operator/audit?operator=${entry.operator.id}`}
                  className="text-xs text-ink-soft underline-offset-2 hover:text-gold hover:underline"
                >
                  {consoleMessages.common.by(entry.operator.name)}
                </Link>
              </p>
              {showTarget && (
                <p className="text-xs break-all text-ink-muted">
                  {m.target_}:{' '}
                  {href ? (
                    <Link to={href} className="font-mono text-ink-soft hover:text-gold">
                      {entry.targetId}
                    </Link>
                  ) : (
                    <span className="font-mono">{entry.targetId}</span>
                  )}
                </p>
              )}
              {entry.reason && (
                <p className="leading-relaxed break-words whitespace-pre-wrap text-ink">
                  <span className="mr-2 text-xs font-bold text-ink-muted">{m.reason}</span>
                  {entry.reason}
                </p>
              )}
            </article>
          </li>
        );
      })}
    </ol>
  );
}

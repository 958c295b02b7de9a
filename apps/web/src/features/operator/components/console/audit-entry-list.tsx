import { AuditAction, type AuditEntry } from '@kurumatabi/contract';
import { Link } from '@/components/link';
import { formatDateTime } from '@/lib/format';
import { consoleMessages } from '../../console-messages';

const m = consoleMessages.audit;

/** An action's Japanese name (`user.suspend` → 利用停止), or the code itself for one the console does not name. */
export function actionLabel(action: string): string {
  return (AuditAction.labels as Record<string, string>)[action] ?? action;
}

/** The id of the listing a row's details name (a listing change's), when it is one. */
function listingOf(details: AuditEntry['details']): { kind: 'car' | 'spot'; id: string } | null {
  const { listingKind, listingId } = details;
  if ((listingKind === 'car' || listingKind === 'spot') && typeof listingId === 'string') return { kind: listingKind, id: listingId };
  return null;
}

/** Where staff look at an audit row's target, when the console has a page for it (none once it is deleted). */
export function targetHref(entry: Pick<AuditEntry, 'targetKind' | 'targetId' | 'details' | 'target'>): string | null {
  if (entry.target.deleted) return null;
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
    case 'content':
      return `/operator/contents/${entry.targetId}`;
    case 'inquiry':
      return `/operator/inquiries/${entry.targetId}`;
    case 'review':
      return '/operator/reviews';
    case 'mail':
      return '/operator/mails';
    case 'coupon':
      return '/operator/coupons';
    case 'payout':
    case 'payoutMonth':
      return '/operator/payouts';
    case 'listingRevision': {
      const listing = listingOf(entry.details);
      return listing ? `/operator/${listing.kind}s/${listing.id}` : '/operator/changes';
    }
    default:
      return null;
  }
}

/** `予約: 0B5E6A3C・ハイエース…`, `ユーザー: 山田 花子`, `削除された項目` for one deleted since, the kind alone for a nameless one. */
export function targetLabel(entry: Pick<AuditEntry, 'targetKind' | 'target'>): string {
  if (entry.target.deleted) return m.deletedTarget;
  const kind = m.targetKinds[entry.targetKind] ?? entry.targetKind;
  return entry.target.name ? `${kind}: ${entry.target.name}` : kind;
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
                <p className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5 text-sm">
                  <span className="text-xs text-ink-muted">{m.target_}:</span>
                  {href ? (
                    <Link to={href} className="font-bold text-ink underline-offset-2 hover:text-gold hover:underline">
                      {targetLabel(entry)}
                    </Link>
                  ) : (
                    <span className={entry.target.deleted ? 'text-ink-muted' : 'text-ink'}>{targetLabel(entry)}</span>
                  )}
                  <span className="font-mono text-[0.6875rem] break-all text-ink-muted" title={entry.targetId}>
                    {m.targetId(entry.targetId)}
                  </span>
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

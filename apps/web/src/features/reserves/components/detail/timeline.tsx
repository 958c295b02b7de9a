import type { ReserveDetail } from '@kurumatabi/contract';
import { ReserveStatus } from '@kurumatabi/contract/enums';
import { cx } from '@/lib/cx';
import { formatDateTime } from '@/lib/format';
import { reserveMessages as m } from '../../messages';

/** The history of the reservation, oldest first: who moved it, when, and why (a cancellation's reason). */
export function Timeline({ history }: { history: ReserveDetail['history'] }) {
  return (
    <ol aria-label={m.detail.timeline} className="relative space-y-5 border-l border-line pl-6">
      {history.map((entry, i) => (
        <li key={`${entry.at}-${i}`} className="relative">
          <span
            aria-hidden="true"
            className={cx(
              'absolute top-1.5 -left-[1.9rem] size-3 rounded-full border-2 border-canvas',
              i === history.length - 1 ? 'bg-gold' : 'bg-line-strong',
            )}
          />
          <p className="font-bold text-ink">
            {entry.fromStatus === null ? m.detail.timelineCreated : ReserveStatus.labels[entry.toStatus]}
          </p>
          <p className="tabular text-sm text-ink-soft">
            {formatDateTime(entry.at)}・{m.detail.timelineBy[entry.actorRole] ?? entry.actorRole}
          </p>
          {entry.reason && <p className="mt-1 text-sm whitespace-pre-line text-ink-soft">{entry.reason}</p>}
        </li>
      ))}
    </ol>
  );
}

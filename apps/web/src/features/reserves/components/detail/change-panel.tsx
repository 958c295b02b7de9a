import { useState } from 'react';
import type { ReserveDetail } from '@kurumatabi/contract';
import { CalendarClock } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useAnswerReserveChange, useReserveChanges } from '../../api/reserve-changes';
import type { CardCheckout } from '../payment/card-checkout';
import { ChangeForm } from './change-form';
import { changeMessages as m } from './change-messages';
import { OpenChange } from './change-open';

/**
 * A reservation's change (issue 36 item 4), on the guest's and the host's reservation page alike: the open change with
 * what each side may do (the sender withdraws; the other side accepts or declines), the guest's 「日程を変更する」 and the
 * host's 「変更を提案する」 flows, and the past changes with who sent each.
 */
export function ChangePanel({ reserve, checkout }: { reserve: ReserveDetail; checkout?: CardCheckout }) {
  const changes = useReserveChanges(reserve.id);
  const answer = useAnswerReserveChange(reserve.id);
  const [asking, setAsking] = useState(false);
  if (reserve.viewerRole === 'Operator') return null;
  if (!['Approved', 'Renting'].includes(reserve.status) && (changes.data?.past.length ?? 0) === 0 && !changes.data?.open) return null;

  const side = reserve.viewerRole === 'Host' ? 'Host' : 'Guest';

  return (
    <section aria-label={m.heading} className="space-y-3 rounded-(--radius-card) border border-line bg-surface p-5">
      <h2 className="flex items-center gap-2 text-lg font-bold text-ink">
        <CalendarClock className="size-5 text-gold" aria-hidden />
        {m.heading}
      </h2>
      {changes.isPending && (
        <p role="status" className="text-sm text-ink-soft">
          …
        </p>
      )}
      {changes.isError && (
        <div role="alert" className="space-y-2 text-sm text-danger">
          <p>{m.loadFailed}</p>
          <Button variant="outline" onClick={() => void changes.refetch()}>
            {m.retry}
          </Button>
        </div>
      )}
      {changes.data?.open && <OpenChange reserve={reserve} change={changes.data.open} checkout={checkout} answer={answer} />}
      {changes.data?.canRequest && !asking && (
        <Button variant="outline" onClick={() => setAsking(true)}>
          {m.open[side]}
        </Button>
      )}
      {asking && <ChangeForm reserve={reserve} checkout={checkout} onClose={() => setAsking(false)} />}
      {changes.data && (
        <div className="space-y-2">
          <h3 className="text-sm font-bold text-ink-soft">{m.past}</h3>
          {changes.data.past.length === 0 ? (
            <p className="text-sm text-ink-muted">{m.empty}</p>
          ) : (
            <ul className="space-y-1 text-sm">
              {changes.data.past.map((change) => (
                <li key={change.id} className="flex flex-wrap justify-between gap-2">
                  <span className="tabular text-ink">
                    {m.fromTo(m.period(change.fromStartDate, change.fromEndDate), m.period(change.startDate, change.endDate))}
                  </span>
                  <span className="text-ink-soft">
                    {m.sentBy[change.proposedByRole]}・{change.statusLabel}
                    {change.status === 'Accepted' ? `（${m.difference(change.difference)}）` : ''}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}

import type { ReserveReviewState } from '@kurumatabi/contract';
import { CalendarClock } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format';
import { reviewFormMessages } from '../form-messages';

/** What the viewer reads while the review has not opened (ADR 0046): when it opens, or that a dispute holds it. */
export function reviewOpensText(state: Pick<ReserveReviewState, 'notOpenReason' | 'opensAt'>): string | null {
  if (state.notOpenReason === null) return null;
  if (state.notOpenReason === 'NotReturned') return reviewFormMessages.mine.notReturned;
  return state.opensAt ? reviewFormMessages.mine.opensAt(formatDateTime(state.opensAt)) : reviewFormMessages.mine.disputeOpen;
}

/**
 * Instead of a form that the API would refuse: when the review of a returned stay opens (the day after its end
 * date, once the return is settled), or that an operator is looking at a dispute of the return.
 */
export function ReviewOpensNotice({ state }: { state: Pick<ReserveReviewState, 'notOpenReason' | 'opensAt'> }) {
  const text = reviewOpensText(state);
  if (text === null) return null;
  return (
    <Card className="flex items-start gap-3 p-4 sm:p-5">
      <CalendarClock className="mt-0.5 size-5 shrink-0 text-gold" aria-hidden />
      <div className="space-y-1">
        <p role="status" className="tabular font-bold text-ink">
          {text}
        </p>
        {state.notOpenReason !== 'NotReturned' && <p className="text-sm text-ink-soft">{reviewFormMessages.mine.opensAtLead}</p>}
      </div>
    </Card>
  );
}

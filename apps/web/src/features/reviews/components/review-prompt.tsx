import { ChevronRight, Clock, PenLine } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import { formatDateTime } from '@/lib/format';
import { useReserveReview } from '../api/show-reserve-review';
import { reviewFormMessages } from '../form-messages';
import { ReviewStatusBadge } from './form/own-review';
import { ReviewOpensNotice } from './review-opens';

export function reserveReviewHref(reserveId: string): string {
  return `/reserves/${reserveId}/review`;
}

/**
 * On a Returned reservation's page: while the window is open and the viewer has not written, the
 * invitation to review (with the deadline, and whether the other side is waiting); once written,
 * its status and the way to it. Nothing while it loads, nor when there is nothing to say.
 */
export function ReviewPromptCard({ reserveId }: { reserveId: string }) {
  const query = useReserveReview(reserveId);
  const state = query.data;
  if (!state) return null;
  const href = reserveReviewHref(reserveId);
  if (state.canWrite && state.windowClosesAt) {
    const deadline = formatDateTime(state.windowClosesAt);
    return (
      <section
        aria-label={reviewFormMessages.prompt.title[state.role]}
        className="space-y-3 rounded-(--radius-card) border border-gold/60 bg-gradient-to-br from-gold/15 via-surface to-surface p-5"
      >
        <h2 className="flex items-center gap-2 text-lg font-bold text-gold-bright">
          <PenLine className="size-5" aria-hidden />
          {reviewFormMessages.prompt.title[state.role]}
        </h2>
        <p className="text-sm leading-relaxed text-ink">
          {state.role === 'Guest'
            ? reviewFormMessages.prompt.bodyGuest(state.subject.listingTitle, deadline)
            : reviewFormMessages.prompt.bodyHost(state.subject.name, deadline)}
        </p>
        {state.counterpart.status === 'Pending' && (
          <p className="text-sm font-bold text-warning">{reviewFormMessages.prompt.counterpartWritten}</p>
        )}
        <LinkButton to={href} icon={<PenLine className="size-4" aria-hidden />} className="w-full sm:w-auto">
          {reviewFormMessages.prompt.write}
        </LinkButton>
      </section>
    );
  }
  // A returned stay whose review has not opened yet: when it opens (ADR 0046).
  if (!state.mine.review && state.notOpenReason !== null && state.notOpenReason !== 'NotReturned') {
    return <ReviewOpensNotice state={state} />;
  }
  if (!state.mine.review && !state.counterpart.review) return null;
  return (
    <Card className="flex flex-wrap items-center justify-between gap-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        {state.mine.review ? (
          <>
            <span className="text-sm font-bold text-ink">
              {state.mine.status === 'Accepted' ? reviewFormMessages.prompt.published : reviewFormMessages.prompt.written}
            </span>
            <ReviewStatusBadge status={state.mine.status} />
          </>
        ) : (
          <span className="flex items-center gap-1.5 text-sm text-ink-soft">
            <Clock className="size-4" aria-hidden />
            {reviewFormMessages.mine.windowClosed}
          </span>
        )}
      </div>
      <LinkButton to={href} variant="outline" size="sm" icon={<ChevronRight className="size-4" aria-hidden />}>
        {reviewFormMessages.prompt.openMine}
      </LinkButton>
    </Card>
  );
}

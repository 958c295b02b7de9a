import { useState } from 'react';
import type { ReserveReviewState } from '@kurumatabi/contract';
import { ArrowLeft, Clock } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import { PageHeading } from '@/components/ui/page-heading';
import { formatDateTime } from '@/lib/format';
import { reviewMessages as m } from '../../messages';
import { reviewFormMessages } from '../../form-messages';
import { ReviewBody, OwnReviewCard, ReviewStatusBadge } from './own-review';
import { ReviewOpensNotice } from '../review-opens';
import { ReviewForm } from './review-form';

/** What the other side's review is to the caller: a status until published (the blind rule), then the review. */
function CounterpartCard({ state }: { state: ReserveReviewState }) {
  const { counterpart } = state;
  const note =
    counterpart.status === 'NotRegistered'
      ? reviewFormMessages.mine.counterpartWaiting
      : counterpart.status === 'Pending'
        ? reviewFormMessages.mine.counterpartHidden
        : counterpart.status === 'Rejected'
          ? reviewFormMessages.mine.counterpartRejected
          : null;
  return (
    <Card role="region" aria-label={reviewFormMessages.mine.counterpartHeading[state.role]} className="space-y-4 p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold text-ink">{reviewFormMessages.mine.counterpartHeading[state.role]}</h2>
        <ReviewStatusBadge status={counterpart.status} />
      </div>
      {counterpart.review ? <ReviewBody review={counterpart.review} /> : note && <p className="text-sm text-ink-soft">{note}</p>}
    </Card>
  );
}

/**
 * reserves/:reserveId/review: for the guest the car's or spot's review, for the host the guest's.
 * While the window is open and nothing is written: the form. Once written: the review with its
 * status (edit or delete while Pending), and the other side's as far as the blind rule allows.
 */
export function ReserveReview({ state }: { state: ReserveReviewState }) {
  const [editing, setEditing] = useState(false);
  const own = state.mine.review;
  const guest = state.role === 'Guest';
  const title =
    own && editing
      ? reviewFormMessages.form.editTitle
      : guest
        ? reviewFormMessages.form.titleGuest[state.targetKind]
        : reviewFormMessages.form.titleHost;
  const detailHref = `/reserves/${state.reserveId}`;
  // The API says whether the window is open: the caller may write, or edit what waits for the other side.
  const windowOpen = state.canWrite || (own?.editable ?? false);

  return (
    <div className="space-y-6">
      <LinkButton to={detailHref} variant="ghost" size="sm" className="-ml-3" icon={<ArrowLeft className="size-4" aria-hidden />}>
        {reviewFormMessages.form.backToReserve}
      </LinkButton>
      <PageHeading
        eyebrow={m.eyebrow}
        title={title}
        lead={guest ? reviewFormMessages.form.leadGuest(state.subject.listingTitle) : reviewFormMessages.form.leadHost(state.subject.name)}
      />
      {state.windowClosesAt && windowOpen && (
        <p className="tabular flex items-center gap-2 text-sm font-bold text-warning">
          <Clock className="size-4" aria-hidden />
          {reviewFormMessages.form.closesAt(formatDateTime(state.windowClosesAt))}
        </p>
      )}
      {state.canWrite ? (
        <ReviewForm state={state} editing={null} onDone={() => undefined} />
      ) : own && editing && own.editable ? (
        <ReviewForm state={state} editing={own} onDone={() => setEditing(false)} onCancel={() => setEditing(false)} />
      ) : own ? (
        <OwnReviewCard review={own} onEdit={() => setEditing(true)} />
      ) : state.notOpenReason !== null ? (
        <ReviewOpensNotice state={state} />
      ) : (
        <Card className="p-5 sm:p-6">
          <p className="text-ink">{reviewFormMessages.mine.windowClosed}</p>
        </Card>
      )}
      {state.windowClosesAt !== null && state.notOpenReason === null && <CounterpartCard state={state} />}
    </div>
  );
}

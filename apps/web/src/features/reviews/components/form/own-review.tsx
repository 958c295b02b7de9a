import { useState } from 'react';
import type { OwnReview, Review } from '@kurumatabi/contract';
import { ReviewStatus } from '@kurumatabi/contract/enums';
import { Pencil, Trash2 } from 'lucide-react';
import { toast } from 'react-toastify';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { StarRating } from '@/components/ui/star-rating';
import { cx } from '@/lib/cx';
import { variantUrl } from '@/components/ui/image-variants';
import { useDeleteReview } from '../../api/write-review';
import { reviewErrorText } from '../../api-error-text';
import { reviewMessages as m } from '../../messages';
import { reviewFormMessages } from '../../form-messages';
import { AspectScores, ReplyBlock } from '../review-card';
import { ContactsHidden } from '../contacts-hidden';

const statusTone = {
  Pending: 'border-warning/50 bg-warning/10 text-warning',
  Accepted: 'border-success/50 bg-success/10 text-success',
  Rejected: 'border-danger/50 bg-danger/10 text-danger',
  NotRegistered: 'border-line-strong bg-raised text-ink-soft',
} as const;

export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  return (
    <span
      data-testid="review-status"
      className={cx('inline-flex h-7 items-center rounded-full border px-3 text-xs font-bold', statusTone[status])}
    >
      {ReviewStatus.labels[status]}
    </span>
  );
}

/** A review's stars, aspects, text and photos as written (the author's own, or the other side's once published). */
export function ReviewBody({ review }: { review: Review }) {
  return (
    <div className="space-y-4">
      <StarRating value={review.overall} size="lg" showValue />
      <AspectScores review={review} />
      <p className="leading-relaxed whitespace-pre-line text-ink">{review.text}</p>
      <ContactsHidden shown={review.textMasked} />
      {review.photos.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {review.photos.map((photo, index) => (
            <li key={photo.id}>
              <img
                src={variantUrl(photo.variants, 240)}
                alt={m.photoAlt(review.author.name, index + 1)}
                className="size-20 rounded-lg border border-line object-cover"
              />
            </li>
          ))}
        </ul>
      )}
      {review.reply && <ReplyBlock reply={review.reply} />}
    </div>
  );
}

/**
 * The author's review of this reservation: its status, what it says, and while it waits for the
 * other side (Pending) the ways to edit or delete it; the operator's reason once removed.
 */
export function OwnReviewCard({ review, onEdit }: { review: OwnReview; onEdit: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteReview();
  return (
    <Card role="region" aria-label={reviewFormMessages.mine.heading} className="space-y-4 p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold text-ink">{reviewFormMessages.mine.heading}</h2>
        <ReviewStatusBadge status={review.status} />
      </div>
      {review.status === 'Pending' && <p className="text-sm leading-relaxed text-ink-soft">{reviewFormMessages.mine.pendingNote}</p>}
      {review.status === 'Rejected' && review.rejectionReason && (
        <Alert tone="error">{reviewFormMessages.mine.rejected(review.rejectionReason)}</Alert>
      )}
      <ReviewBody review={review} />
      {review.editable && (
        <div className="flex flex-wrap gap-2 border-t border-line/60 pt-4">
          <Button size="sm" variant="outline" onClick={onEdit} icon={<Pencil className="size-4" aria-hidden />}>
            {reviewFormMessages.mine.edit}
          </Button>
          <Button size="sm" variant="danger" onClick={() => setConfirming(true)} icon={<Trash2 className="size-4" aria-hidden />}>
            {reviewFormMessages.mine.delete}
          </Button>
        </div>
      )}
      <Dialog open={confirming} onClose={() => !remove.isPending && setConfirming(false)} label={reviewFormMessages.mine.deleteTitle}>
        <h2 className="pr-8 text-xl font-bold">{reviewFormMessages.mine.deleteTitle}</h2>
        <p className="mt-2 text-sm leading-relaxed text-ink-soft">{reviewFormMessages.mine.deleteLead}</p>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => setConfirming(false)} disabled={remove.isPending}>
            {reviewFormMessages.mine.cancel}
          </Button>
          <Button
            variant="danger"
            loading={remove.isPending}
            onClick={() =>
              // The card goes away with the review: the promise, not mutate's callbacks, outlives it.
              void remove.mutateAsync(review.id).then(
                () => toast.success(reviewFormMessages.form.deleted),
                (error: unknown) => toast.error(reviewErrorText(error, reviewFormMessages.mine.deleteFailed)),
              )
            }
          >
            {reviewFormMessages.mine.deleteConfirm}
          </Button>
        </div>
      </Dialog>
    </Card>
  );
}

import { useState } from 'react';
import type { ModeratedReview } from '@kurumatabi/contract';
import { Check, Flag, Trash2 } from 'lucide-react';
import { Link } from '@/components/link';
import { toast } from 'react-toastify';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { StarRating } from '@/components/ui/star-rating';
import { cx } from '@/lib/cx';
import { formatDateTime } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useAcceptReview, useRejectReview } from '../../api/moderation';
import { reviewErrorText } from '../../api-error-text';
import { reviewModerationMessages } from '../../moderation-messages';
import { AspectScores, listingHref } from '../review-card';
import { RejectReviewDialog } from './reject-review-dialog';

const m = reviewModerationMessages.moderation;

const statusTone = {
  Pending: 'border-warning/50 text-warning',
  Accepted: 'border-success/50 text-success',
  Rejected: 'border-danger/50 text-danger',
} as const;

/**
 * One review in the moderation queue: who wrote it about whom, the listing, the stars and text,
 * its reports, and 問題なし / 削除する (with a reason). An operator's own review (as author or
 * subject) shows why it cannot be decided here (four eyes, ADR 0023).
 */
export function ModerationRow({ review }: { review: ModeratedReview }) {
  const me = useSession().user?.id;
  const own = me === review.authorUser.id || me === review.subjectUser.id;
  const [rejecting, setRejecting] = useState(false);
  const accept = useAcceptReview();
  const reject = useRejectReview();
  const published = review.status === 'Accepted';
  const canAccept = published && (review.moderatedAt === null || review.reportCount > 0);
  const canReject = review.status !== 'Rejected';

  return (
    <Card className="p-4 sm:p-5">
      <article aria-label={`${review.authorUser.name}さんのレビュー（${review.listing.title}）`} className="space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <span className={cx('inline-flex h-7 items-center rounded-full border px-3 text-xs font-bold', statusTone[review.status])}>
            {m.status[review.status]}
          </span>
          <span className="text-xs font-bold text-gold">{m.roleLabel[review.authorRole]}</span>
          {review.reportCount > 0 && (
            <span className="inline-flex items-center gap-1 text-xs font-bold text-danger">
              <Flag className="size-3.5" aria-hidden />
              {m.reports(review.reportCount)}
            </span>
          )}
        </div>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          <div className="flex gap-2">
            <dt className="shrink-0 text-ink-muted">{m.author}</dt>
            <dd className="min-w-0 truncate font-bold text-ink">{review.authorUser.name}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="shrink-0 text-ink-muted">{m.subject}</dt>
            <dd className="min-w-0 truncate text-ink">
              {review.authorRole === 'Host' ? (
                review.subjectUser.name
              ) : (
                <Link to={listingHref(review.listing)} className="font-bold hover:text-gold-bright">
                  {review.listing.title}
                </Link>
              )}
            </dd>
          </div>
          <div className="flex gap-2">
            <dt className="shrink-0 text-ink-muted">{m.reservation}</dt>
            <dd>
              <Link
                to={`/reserves/${review.reserveId}`}
                className="text-ink-soft underline-offset-2 hover:text-gold-bright hover:underline"
              >
                {m.openReserve}
              </Link>
            </dd>
          </div>
          <div className="flex gap-2">
            <dt className="shrink-0 text-ink-muted">{m.createdAt}</dt>
            <dd className="tabular text-ink-soft">{formatDateTime(review.createdAt)}</dd>
          </div>
        </dl>
        <StarRating value={review.overall} showValue />
        <p className="leading-relaxed whitespace-pre-line text-ink">{review.text}</p>
        <AspectScores review={review} />
        {review.reports.length > 0 && (
          <ul className="space-y-2 rounded-[10px] border border-danger/40 bg-danger/5 p-3">
            {review.reports.map((report) => (
              <li key={report.reportedAt} className="text-sm">
                <p className="tabular text-xs text-ink-muted">{m.reportAt(formatDateTime(report.reportedAt))}</p>
                <p className="whitespace-pre-line text-ink">{report.reason}</p>
              </li>
            ))}
          </ul>
        )}
        {review.status === 'Rejected' && review.rejectionReason && <Alert tone="error">{m.rejectedReason(review.rejectionReason)}</Alert>}
        {review.moderatedAt && (
          <p className="tabular text-xs text-ink-muted">
            {m.moderatedAt} {formatDateTime(review.moderatedAt)}
          </p>
        )}
        {own ? (
          <p className="text-sm text-ink-muted">{m.ownRecord}</p>
        ) : (
          (canAccept || canReject) && (
            <div className="flex flex-wrap gap-2 border-t border-line/60 pt-3">
              {canAccept && (
                <Button
                  size="sm"
                  variant="outline"
                  loading={accept.isPending}
                  icon={<Check className="size-4" aria-hidden />}
                  onClick={() =>
                    // The row leaves its queue on success: the promise, not mutate's callbacks, outlives it.
                    void accept.mutateAsync(review.id).then(
                      () => toast.success(m.accepted),
                      (error: unknown) => toast.error(reviewErrorText(error, m.failed)),
                    )
                  }
                >
                  {m.accept}
                </Button>
              )}
              {canReject && (
                <Button size="sm" variant="danger" icon={<Trash2 className="size-4" aria-hidden />} onClick={() => setRejecting(true)}>
                  {m.reject}
                </Button>
              )}
            </div>
          )
        )}
      </article>
      <RejectReviewDialog
        open={rejecting}
        busy={reject.isPending}
        onClose={() => setRejecting(false)}
        onReject={async (reason) => {
          try {
            await reject.mutateAsync({ reviewId: review.id, reason });
            toast.success(m.rejected);
            setRejecting(false);
            return true;
          } catch (error) {
            toast.error(reviewErrorText(error, m.failed));
            return false;
          }
        }}
      />
    </Card>
  );
}

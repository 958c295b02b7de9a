import { useState } from 'react';
import { reviewReportReason } from '@kurumatabi/contract';
import { Flag } from 'lucide-react';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { CharacterCount } from '@/components/ui/character-count';
import { Dialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/textarea';
import { useSignedInAction } from '@/lib/signed-in-action';
import { useReportReview } from '../api/write-review';
import { reviewErrorText } from '../api-error-text';
import { reviewModerationMessages } from '../moderation-messages';

const REASON_MAX = 500;

/**
 * 運営に通報する under a published review: a visitor signs in first (and comes back here); a
 * signed-in reader gives the reason in a dialog. A refusal (their own review, reported already)
 * says why in the dialog and keeps the text.
 */
export function ReportButton({ reviewId }: { reviewId: string }) {
  const signedIn = useSignedInAction();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const report = useReportReview();

  const start = () => signedIn(() => setOpen(true));
  const close = () => {
    if (report.isPending) return;
    setOpen(false);
    setError(null);
  };
  const submit = () => {
    const parsed = reviewReportReason.safeParse(reason);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? reviewModerationMessages.report.required);
      return;
    }
    void report.mutateAsync({ reviewId, reason: parsed.data }).then(
      () => {
        toast.success(reviewModerationMessages.report.sent);
        setReason('');
        setOpen(false);
      },
      (cause: unknown) => setError(reviewErrorText(cause, reviewModerationMessages.report.failed)),
    );
  };

  return (
    <>
      <Button size="sm" variant="ghost" onClick={start} icon={<Flag className="size-4" aria-hidden />}>
        {reviewModerationMessages.report.open}
      </Button>
      <Dialog open={open} onClose={close} label={reviewModerationMessages.report.title}>
        <h2 className="pr-8 text-xl font-bold">{reviewModerationMessages.report.title}</h2>
        <p className="mt-2 text-sm leading-relaxed text-ink-soft">{reviewModerationMessages.report.lead}</p>
        <form
          noValidate
          className="mt-5 space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <TextAreaField
            label={reviewModerationMessages.report.label}
            data-autofocus
            rows={4}
            placeholder={reviewModerationMessages.report.placeholder}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={error ?? undefined}
            disabled={report.isPending}
          />
          <CharacterCount value={reason} max={REASON_MAX} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={close} disabled={report.isPending}>
              {reviewModerationMessages.report.cancel}
            </Button>
            <Button type="submit" variant="danger" loading={report.isPending}>
              {reviewModerationMessages.report.submit}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}

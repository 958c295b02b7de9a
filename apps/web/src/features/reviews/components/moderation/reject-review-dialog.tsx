import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CharacterCount } from '@/components/ui/character-count';
import { Dialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/textarea';
import { reviewModerationMessages } from '../../moderation-messages';

const m = reviewModerationMessages.moderation;
const REASON_MAX = 500;

interface RejectReviewDialogProps {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  /** Sends the reason; answers whether it was taken (the dialog then clears). */
  onReject: (reason: string) => Promise<boolean>;
}

/** 削除する asks for the reason first (required, 500 characters at most); the author is told it. */
export function RejectReviewDialog({ open, busy, onClose, onReject }: RejectReviewDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    if (busy) return;
    setError(null);
    onClose();
  };
  const submit = async () => {
    const trimmed = reason.trim();
    if (trimmed.length === 0) return setError(m.reasonRequired);
    if (trimmed.length > REASON_MAX) return setError(m.reasonTooLong);
    setError(null);
    if (await onReject(trimmed)) setReason('');
  };
  return (
    <Dialog open={open} onClose={close} label={m.rejectTitle}>
      <h2 className="pr-8 text-xl font-bold">{m.rejectTitle}</h2>
      <p className="mt-2 text-sm leading-relaxed text-ink-soft">{m.rejectLead}</p>
      <form
        noValidate
        className="mt-5 space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextAreaField
          label={m.reasonLabel}
          data-autofocus
          rows={4}
          placeholder={m.reasonPlaceholder}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={error ?? undefined}
          disabled={busy}
        />
        <CharacterCount value={reason} max={REASON_MAX} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={close} disabled={busy}>
            {m.cancel}
          </Button>
          <Button type="submit" variant="danger" loading={busy}>
            {m.confirmReject}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

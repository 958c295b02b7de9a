import { useState } from 'react';
import { REVIEW_REPLY_MAX, reviewReplyInput } from '@kurumatabi/contract';
import { MessageSquareReply } from 'lucide-react';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { CharacterCount } from '@/components/ui/character-count';
import { TextAreaField } from '@/components/ui/textarea';
import { useCreateReviewReply } from '../api/write-review';
import { reviewErrorText } from '../api-error-text';
import { reviewMessages as m } from '../messages';
import { reviewModerationMessages } from '../moderation-messages';

/**
 * The host's one public answer under a guest's review of their listing: folded behind a button,
 * then a text box with its counter; a refusal keeps the text and says why under it.
 */
export function ReplyForm({ reviewId }: { reviewId: string }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reply = useCreateReviewReply();

  if (!open) {
    return (
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} icon={<MessageSquareReply className="size-4" aria-hidden />}>
        {m.reply.formTitle}
      </Button>
    );
  }

  const submit = () => {
    const parsed = reviewReplyInput.safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? m.reply.required);
      return;
    }
    setError(null);
    // mutateAsync, not mutate's callbacks: the published answer replaces this form before they would run.
    void reply.mutateAsync({ reviewId, text: parsed.data }).then(
      () => toast.success(m.reply.sent),
      (cause: unknown) => setError(reviewErrorText(cause, m.reply.failed)),
    );
  };

  return (
    <form
      noValidate
      aria-label={m.reply.formTitle}
      className="space-y-3 rounded-[10px] border border-line bg-canvas/60 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className="text-sm font-bold text-gold">{m.reply.formTitle}</p>
      <p className="text-xs leading-relaxed text-ink-muted">{m.reply.formLead}</p>
      <TextAreaField
        label={m.reply.label}
        rows={4}
        value={text}
        placeholder={m.reply.placeholder}
        onChange={(event) => setText(event.target.value)}
        error={error ?? undefined}
        disabled={reply.isPending}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CharacterCount value={text} max={REVIEW_REPLY_MAX} />
        <div className="flex gap-2">
          <Button size="sm" variant="ghost" onClick={() => setOpen(false)} disabled={reply.isPending}>
            {reviewModerationMessages.report.cancel}
          </Button>
          <Button size="sm" type="submit" loading={reply.isPending}>
            {m.reply.submit}
          </Button>
        </div>
      </div>
    </form>
  );
}

import { useId, useState } from 'react';
import { CONTACT_MASKING_NOTICE, MAX_INQUIRY_MESSAGE_LENGTH, maskContactDetails } from '@kurumatabi/contract';
import { EyeOff, SendHorizontal, ShieldAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CharacterCount, measuredLength } from '@/components/ui/character-count';
import { Dialog } from '@/components/ui/dialog';
import { cx } from '@/lib/cx';
import { apiErrorText } from '../../api-error-text';
import { inquiryMessages } from '../../messages';

const m = inquiryMessages.ask;
const c = inquiryMessages.composer;

interface AskDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** What the question is about (the listing's title). */
  about: string;
  /** Sends the first message; rejects with the API's error (the text stays in the box). */
  onSend: (body: string) => Promise<unknown>;
  sending: boolean;
}

/**
 * The first message of a conversation, written in a dialog over the listing's page: a box with
 * its counter, the masking rule (a phone number or an email address typed here will be hidden),
 * and the API's reason when it refuses, with the text kept.
 */
export function AskDialog({ open, onClose, title, about, onSend, sending }: AskDialogProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const length = measuredLength(text);
    if (length === 0) return setError(c.required);
    if (length > MAX_INQUIRY_MESSAGE_LENGTH) return setError(c.tooLong(MAX_INQUIRY_MESSAGE_LENGTH));
    setError(null);
    try {
      await onSend(text);
      setText('');
    } catch (caught) {
      setError(apiErrorText(caught, m.failed));
    }
  };

  return (
    <Dialog open={open} onClose={() => !sending && onClose()} label={title} className="w-[min(100%-1.5rem,36rem)]">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        className="space-y-4"
      >
        <div className="pr-8">
          <h2 className="text-lg font-bold">{title}</h2>
          <p className="mt-1 line-clamp-2 text-sm text-ink-soft">{about}</p>
        </div>
        <div className="space-y-1.5">
          <label htmlFor={id} className="block text-sm font-bold text-ink-soft">
            {m.field}
          </label>
          <textarea
            id={id}
            data-autofocus
            rows={6}
            value={text}
            placeholder={m.placeholder}
            aria-invalid={error ? true : undefined}
            aria-describedby={[error ? `${id}-error` : null, `${id}-count`].filter(Boolean).join(' ')}
            onChange={(event) => {
              setText(event.target.value);
              if (error) setError(null);
            }}
            className={cx(
              'block w-full rounded-[10px] border bg-canvas px-4 py-3 text-base leading-relaxed text-ink placeholder:text-ink-muted/80',
              'transition-colors duration-150 outline-none focus:border-gold focus:ring-2 focus:ring-gold/30',
              error ? 'border-danger' : 'border-line-strong',
            )}
          />
          <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
            {maskContactDetails(text).masked && (
              <p role="status" className="inline-flex items-center gap-1 text-xs font-bold text-warning">
                <EyeOff className="size-3.5 shrink-0" aria-hidden />
                {inquiryMessages.thread.willMask}
              </p>
            )}
            <CharacterCount id={`${id}-count`} value={text} max={MAX_INQUIRY_MESSAGE_LENGTH} className="ml-auto" />
          </div>
          {error && (
            <p id={`${id}-error`} role="alert" className="text-sm leading-relaxed text-danger">
              {error}
            </p>
          )}
        </div>
        <p className="flex items-start gap-1.5 rounded-lg bg-raised px-3 py-2 text-xs leading-relaxed text-ink-soft">
          <ShieldAlert className="mt-0.5 size-3.5 shrink-0 text-gold" aria-hidden />
          {CONTACT_MASKING_NOTICE}
        </p>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={onClose} disabled={sending}>
            {m.cancel}
          </Button>
          <Button type="submit" loading={sending} icon={<SendHorizontal className="size-4" aria-hidden />}>
            {m.send}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

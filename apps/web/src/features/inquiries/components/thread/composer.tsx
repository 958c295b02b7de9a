import { useId, useState, type ReactNode } from 'react';
import { EyeOff, RotateCw, SendHorizontal } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CharacterCount, measuredLength } from '@/components/ui/character-count';
import { cx } from '@/lib/cx';
import { apiErrorText } from '../../api-error-text';
import { inquiryMessages } from '../../messages';

const m = inquiryMessages.composer;

interface ComposerProps {
  /** Sends the text; rejects with the API's error when it was refused or did not arrive. */
  onSend: (body: string) => Promise<unknown>;
  maxLength: number;
  /** Under the box (the masking rule before a reservation is approved). */
  note?: ReactNode;
  /** True when the text as typed would be masked when stored: said before it is sent. */
  willMask?: (text: string) => boolean;
  className?: string;
}

/**
 * The box at the bottom of a thread. The text stays in it until the API has the message: a send
 * that fails leaves it there with the reason and a 再送信 button, so nothing typed is lost.
 * Enter makes a new line (Japanese input confirms conversions with Enter); Ctrl/⌘ + Enter sends.
 */
export function Composer({ onSend, maxLength, note, willMask, className }: ComposerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [sending, setSending] = useState(false);

  const send = async () => {
    if (sending) return;
    const length = measuredLength(text);
    if (length === 0) return setError(m.required);
    if (length > maxLength) return setError(m.tooLong(maxLength));
    setSending(true);
    setError(null);
    try {
      await onSend(text);
      setText('');
      setFailed(false);
    } catch (caught) {
      setError(apiErrorText(caught, m.failed));
      setFailed(true);
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      noValidate
      aria-label={m.label}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
      className={cx('space-y-2', className)}
    >
      {error && (
        <p id={`${id}-error`} role="alert" className="rounded-lg border border-danger/50 bg-danger/10 px-3 py-2 text-sm text-ink">
          {error}
        </p>
      )}
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={id} className="sr-only">
            {m.label}
          </label>
          <textarea
            id={id}
            value={text}
            rows={2}
            placeholder={m.placeholder}
            aria-invalid={error && !failed ? true : undefined}
            aria-describedby={[error ? `${id}-error` : null, `${id}-count`].filter(Boolean).join(' ')}
            onChange={(event) => {
              setText(event.target.value);
              if (error && !failed) setError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.nativeEvent.isComposing) {
                event.preventDefault();
                void send();
              }
            }}
            className={cx(
              'block max-h-48 min-h-12 w-full resize-y rounded-[10px] border bg-canvas px-4 py-2.5 text-base leading-relaxed text-ink placeholder:text-ink-muted/80',
              'transition-colors duration-150 outline-none focus:border-gold focus:ring-2 focus:ring-gold/30',
              error && !failed ? 'border-danger' : 'border-line-strong',
            )}
          />
        </div>
        <Button
          type="submit"
          loading={sending}
          className="h-12 shrink-0 px-4 sm:px-5"
          icon={failed ? <RotateCw className="size-4" aria-hidden /> : <SendHorizontal className="size-4" aria-hidden />}
        >
          {failed ? m.resend : m.send}
        </Button>
      </div>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        {willMask?.(text) ? (
          <p role="status" className="inline-flex items-center gap-1 text-xs font-bold text-warning">
            <EyeOff className="size-3.5 shrink-0" aria-hidden />
            {inquiryMessages.thread.willMask}
          </p>
        ) : (
          <p className="hidden text-xs text-ink-muted sm:block">{m.shortcut}</p>
        )}
        <CharacterCount id={`${id}-count`} value={text} max={maxLength} className="ml-auto" />
      </div>
      {note}
    </form>
  );
}

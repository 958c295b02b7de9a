import { CheckCheck, EyeOff, Megaphone } from 'lucide-react';
import { LinkedText } from '@/components/ui/linked-text';
import { Spinner } from '@/components/ui/spinner';
import { cx } from '@/lib/cx';
import { formatDateTime } from '@/lib/format';
import { inquiryMessages } from '../../messages';
import type { ThreadMessage } from '../../thread-view';

const m = inquiryMessages.thread;

/** `09:05` in Japan time (the day is on the date line above). */
function timeOf(value: string): string {
  return formatDateTime(value).slice(-5);
}

/**
 * One message. The viewer's own on the right in gold-brown, the other person's on the left on the
 * surface colour, with the time, and 既読 under the viewer's own once the other side read it.
 */
export function MessageBubble({ message }: { message: ThreadMessage }) {
  if (message.kind === 'System') return <SystemMessage message={message} />;
  const { mine } = message;
  return (
    <article
      aria-label={`${mine ? m.you : (message.senderName ?? '')} ${formatDateTime(message.sentAt)}`}
      data-testid="message"
      data-mine={mine || undefined}
      className={cx('flex flex-col gap-1', mine ? 'items-end' : 'items-start')}
    >
      {!mine && message.senderName && <p className="px-1 text-xs font-bold text-ink-soft">{message.senderName}</p>}
      <div className={cx('flex max-w-[85%] items-end gap-2 sm:max-w-[70%]', mine && 'flex-row-reverse')}>
        <div
          className={cx(
            'min-w-0 rounded-2xl px-4 py-2.5 text-[0.9375rem] leading-relaxed break-words whitespace-pre-wrap',
            mine ? 'rounded-br-md bg-brown text-ink' : 'rounded-bl-md border border-line bg-raised text-ink',
          )}
        >
          <LinkedText text={message.body} linkClassName={mine ? 'text-ink' : 'text-gold-bright'} />
        </div>
        <p className={cx('tabular flex shrink-0 flex-col pb-0.5 text-[0.6875rem] leading-tight text-ink-muted', mine && 'items-end')}>
          {mine && message.readByOther && (
            <span className="inline-flex items-center gap-0.5 font-bold text-gold" data-testid="read-mark">
              <CheckCheck className="size-3" aria-hidden />
              {m.read}
            </span>
          )}
          <time dateTime={message.sentAt}>{timeOf(message.sentAt)}</time>
        </p>
      </div>
      {message.masked && (
        <p className="inline-flex items-center gap-1 px-1 text-xs text-warning">
          <EyeOff className="size-3.5" aria-hidden />
          {m.masked}
        </p>
      )}
    </article>
  );
}

/** A reservation's event (requested, approved, cancelled with the fee…): centred, quiet, not anyone's words. */
function SystemMessage({ message }: { message: ThreadMessage }) {
  return (
    <article aria-label={`${m.system} ${formatDateTime(message.sentAt)}`} data-testid="system-message" className="flex justify-center px-2">
      <div className="flex max-w-md items-start gap-2.5 rounded-xl border border-dashed border-gold/40 bg-gold/5 px-4 py-2.5 text-sm text-ink-soft">
        <Megaphone className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden />
        <div className="min-w-0">
          <p className="leading-relaxed whitespace-pre-wrap">
            <LinkedText text={message.body} linkClassName="text-gold-bright" />
          </p>
          <time dateTime={message.sentAt} className="tabular mt-0.5 block text-[0.6875rem] text-ink-muted">
            {timeOf(message.sentAt)}
          </time>
        </div>
      </div>
    </article>
  );
}

/** The viewer's message on its way: dimmed, with 送信中… where the time will be. */
export function PendingBubble({ body }: { body: string }) {
  return (
    <div data-testid="pending-message" className="flex justify-end">
      <div className="flex max-w-[85%] flex-row-reverse items-end gap-2 sm:max-w-[70%]">
        <div className="min-w-0 rounded-2xl rounded-br-md bg-brown/50 px-4 py-2.5 text-[0.9375rem] leading-relaxed break-words whitespace-pre-wrap text-ink/80">
          {body}
        </div>
        <p className="inline-flex shrink-0 items-center gap-1 pb-0.5 text-[0.6875rem] text-ink-muted">
          <Spinner />
          {inquiryMessages.composer.sending}
        </p>
      </div>
    </div>
  );
}

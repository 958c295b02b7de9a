import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ArrowDown, MessagesSquare } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { inquiryMessages } from '../../messages';
import { withDayLines } from '../../thread-days';
import type { PendingMessage, ThreadMessage } from '../../thread-view';
import { MessageBubble, PendingBubble } from './message-bubble';

const m = inquiryMessages.thread;
/** Within this distance of the bottom the reader is "at the end" and follows new messages. */
const FOLLOW_PX = 120;

interface MessageListProps {
  messages: readonly ThreadMessage[];
  pending: PendingMessage | null;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  className?: string;
}

/**
 * The thread's messages, oldest at the top and newest at the bottom, in a pane of its own that
 * opens at the newest. A message that arrives while the reader is at the end scrolls into view;
 * while they read further up, a 新しいメッセージ button appears instead of pulling them down.
 * Loading older messages keeps the reader where they were.
 */
export function MessageList({ messages, pending, hasOlder, loadingOlder, onLoadOlder, className }: MessageListProps) {
  const pane = useRef<HTMLDivElement>(null);
  const [unseen, setUnseen] = useState(false);
  const last = messages.at(-1);
  const first = messages[0];
  const seen = useRef<{ lastId?: string; firstId?: string; height: number; pending: boolean }>({ height: 0, pending: false });

  useLayoutEffect(() => {
    const el = pane.current;
    if (!el) return;
    const before = seen.current;
    const atEnd = before.height - el.clientHeight - el.scrollTop <= FOLLOW_PX;
    const opened = before.lastId === undefined;
    const olderLoaded = before.firstId !== undefined && first?.id !== before.firstId && last?.id === before.lastId;
    const grew = last?.id !== before.lastId || (pending !== null && !before.pending);
    if (olderLoaded) {
      // Keep the reader's message where it was: move down by what was added above it.
      el.scrollTop += el.scrollHeight - before.height;
    } else if (opened || (grew && (atEnd || last?.mine || pending !== null))) {
      el.scrollTop = el.scrollHeight;
      setUnseen(false);
    } else if (grew) {
      setUnseen(true);
    }
    seen.current = { lastId: last?.id, firstId: first?.id, height: el.scrollHeight, pending: pending !== null };
  }, [last?.id, last?.mine, first?.id, pending]);

  // The pane changes size (a phone's keyboard opening, a rotation, a window resized): a reader at the
  // end stays at the end instead of losing the newest message below the fold.
  const atEnd = useRef(true);
  useEffect(() => {
    const el = pane.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atEnd.current) el.scrollTop = el.scrollHeight;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const toEnd = () => {
    const el = pane.current;
    if (el) el.scrollTo({ top: el.scrollHeight, behavior: 'smooth' });
    setUnseen(false);
  };

  return (
    <div className={`relative min-h-0 ${className ?? ''}`}>
      <div
        ref={pane}
        tabIndex={0}
        onScroll={(event) => {
          const el = event.currentTarget;
          seen.current.height = el.scrollHeight;
          atEnd.current = el.scrollHeight - el.clientHeight - el.scrollTop <= FOLLOW_PX;
          if (unseen && atEnd.current) setUnseen(false);
        }}
        className="h-full overflow-y-auto overscroll-contain px-3 py-4 focus-visible:outline-offset-[-2px] sm:px-5"
      >
        {hasOlder && (
          <div className="mb-4 flex justify-center">
            <Button size="sm" variant="outline" loading={loadingOlder} onClick={onLoadOlder}>
              {m.olderMessages}
            </Button>
          </div>
        )}
        {messages.length === 0 && !pending ? (
          <div className="flex h-full flex-col items-center justify-center gap-3 py-10 text-center text-sm text-ink-muted">
            <MessagesSquare className="size-8 text-gold/70" aria-hidden />
            {m.empty}
          </div>
        ) : (
          <div role="log" aria-label={m.log} className="space-y-3">
            {withDayLines(messages).map((row) =>
              row.kind === 'day' ? (
                <p key={row.key} className="flex items-center gap-3 py-1 text-xs font-bold text-ink-muted">
                  <span aria-hidden="true" className="h-px flex-1 bg-line" />
                  <span className="tabular">{row.label}</span>
                  <span aria-hidden="true" className="h-px flex-1 bg-line" />
                </p>
              ) : (
                <MessageBubble key={row.key} message={row.item} />
              ),
            )}
            {pending && <PendingBubble body={pending.body} />}
          </div>
        )}
      </div>
      {unseen && (
        <button
          type="button"
          onClick={toEnd}
          className="absolute bottom-3 left-1/2 inline-flex h-9 -translate-x-1/2 items-center gap-1.5 rounded-full bg-gold px-4 text-sm font-bold text-canvas shadow-lift"
        >
          <ArrowDown className="size-4" aria-hidden />
          {m.newMessages}
        </button>
      )}
    </div>
  );
}

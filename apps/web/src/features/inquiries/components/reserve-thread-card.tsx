import { useState } from 'react';
import { MessagesSquare } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatRelativeTime } from '@/lib/format';
import { useCreateInquiry } from '../api/create-inquiry';
import { useReserveThread } from '../api/reserve-thread';
import { inquiryMessages } from '../messages';
import { AskDialog } from './ask/ask-dialog';

const m = inquiryMessages.reserveThread;

/**
 * The reservation page's way into its thread: the unread count and the last message, and
 * メッセージを見る; a reservation without a thread yet offers メッセージを送る (its first message
 * starts it). For the reservation's guest and host; operators read threads elsewhere.
 */
export function ReserveThreadCard({ reserveId, viewerRole, title }: { reserveId: string; viewerRole: 'Guest' | 'Host'; title: string }) {
  const thread = useReserveThread(reserveId);
  const create = useCreateInquiry({ reserveId });
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [now] = useState(() => new Date());
  const inquiry = thread.data;
  const unread = inquiry?.unreadCount ?? 0;

  return (
    <Card className="space-y-3 p-5" data-testid="reserve-thread">
      <div className="flex items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 text-sm font-bold text-ink-soft">
          <MessagesSquare className="size-4 text-gold" aria-hidden />
          {m.title}
          <span className="font-normal text-ink-muted">・{m.lead[viewerRole]}</span>
        </h2>
        {unread > 0 && (
          <span className="tabular rounded-full bg-gold px-2.5 py-0.5 text-xs font-bold text-canvas">
            {inquiryMessages.list.unreadBadge(unread)}
          </span>
        )}
      </div>
      {thread.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : thread.isError ? (
        <p className="text-sm text-danger">{m.loadFailed}</p>
      ) : inquiry ? (
        <>
          {inquiry.lastMessage && (
            <p className="line-clamp-2 text-sm leading-relaxed break-all text-ink-soft">
              <span className="mr-1 text-xs text-ink-muted">{formatRelativeTime(inquiry.lastMessage.createdAt, now)}</span>
              {inquiry.lastMessage.kind === 'System' && <span className="text-ink-muted">{inquiryMessages.list.systemPrefix}：</span>}
              {inquiry.lastMessage.excerpt}
            </p>
          )}
          <LinkButton to={`/inquiries/${inquiry.id}`} variant={unread > 0 ? 'primary' : 'outline'} fullWidth>
            {m.open}
          </LinkButton>
        </>
      ) : (
        <>
          <p className="text-sm leading-relaxed text-ink-soft">{m.none}</p>
          <Button variant="outline" fullWidth onClick={() => setOpen(true)}>
            {m.start}
          </Button>
          <AskDialog
            open={open}
            onClose={() => setOpen(false)}
            title={m.dialogTitle}
            about={title}
            sending={create.isPending}
            onSend={async (body) => {
              const created = await create.mutateAsync(body);
              setOpen(false);
              toast.success(m.sent);
              void navigate(`/inquiries/${created.id}`);
            }}
          />
        </>
      )}
    </Card>
  );
}

import type { InquiryMessage, OperatorInquiryView } from '@kurumatabi/contract';
import { ApiError } from '@kurumatabi/contract/client';
import { ArrowLeft, RefreshCw, ShieldCheck } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import { Skeleton } from '@/components/ui/skeleton';
import { useOperatorThread, type OperatorThreadTarget } from '../api/operator-thread';
import { inquiryMessages } from '../messages';
import type { ThreadMessage } from '../thread-view';
import { MessageList } from './thread/message-list';
import { ThreadHeader } from './thread/thread-header';

const m = inquiryMessages.operator;

/** A message as an operator reads it: nobody's own, each writer named with their side. */
function asOperatorSees(message: InquiryMessage, inquiry: OperatorInquiryView): ThreadMessage {
  const target = inquiry.listing.kind === 'Car' ? 'car' : 'spot';
  const sender =
    message.senderRole === 'Guest'
      ? m.sender(inquiryMessages.thread.withGuest, inquiry.guest.name)
      : message.senderRole === 'Host'
        ? m.sender(inquiryMessages.thread.withHost[target], inquiry.host.name)
        : null;
  return {
    id: message.id,
    kind: message.kind,
    body: message.body,
    sentAt: message.createdAt,
    mine: false,
    senderName: sender,
    readByOther: false,
    masked: message.masked,
  };
}

/**
 * `/operator/inquiries/:inquiryId` and `/operator/reserves/:reserveId/inquiry`: a thread as an
 * operator reads it (a dispute, a report) — read only, read once per visit, every read in the
 * audit log.
 */
export function OperatorThread({ target, backHref }: { target: OperatorThreadTarget; backHref?: string }) {
  const { query, loadOlder, loadingOlder } = useOperatorThread(target);
  const back = backHref && (
    <LinkButton to={backHref} variant="ghost" size="sm" className="-ml-3" icon={<ArrowLeft className="size-4" aria-hidden />}>
      {m.backToReserve}
    </LinkButton>
  );
  if (query.isError) {
    const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.code === 'VALIDATION_FAILED');
    return (
      <div className="space-y-4">
        {back}
        <Alert tone="error">
          <p>{missing ? ('reserveId' in target ? m.noThread : m.notFound) : m.loadFailed}</p>
          {!missing && (
            <Button size="sm" variant="outline" className="mt-3" onClick={() => void query.refetch()}>
              {m.reload}
            </Button>
          )}
        </Alert>
      </div>
    );
  }
  if (!query.data) {
    return (
      <div role="status" aria-label={inquiryMessages.loading} className="space-y-4">
        {back}
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-80 w-full rounded-(--radius-card)" />
      </div>
    );
  }
  const { inquiry, messages } = query.data;
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <div className="flex items-center justify-between gap-3">
        {back ?? <span />}
        <Button
          size="sm"
          variant="ghost"
          loading={query.isFetching}
          icon={<RefreshCw className="size-4" aria-hidden />}
          onClick={() => void query.refetch()}
        >
          {m.reload}
        </Button>
      </div>
      <ThreadHeader context={{ ...inquiry, viewerRole: 'Operator' }} />
      <p role="status" className="flex items-start gap-2 rounded-xl border border-info/40 bg-info/10 px-4 py-2.5 text-sm text-ink">
        <ShieldCheck className="mt-0.5 size-4 shrink-0 text-info" aria-hidden />
        {m.readOnly}
      </p>
      <section
        aria-label={inquiryMessages.thread.title}
        className="flex h-[34rem] flex-col overflow-hidden rounded-(--radius-card) border border-line bg-surface/60"
      >
        <MessageList
          className="flex-1"
          messages={messages.items.map((message) => asOperatorSees(message, inquiry))}
          pending={null}
          hasOlder={messages.hasOlder}
          loadingOlder={loadingOlder}
          onLoadOlder={loadOlder}
        />
      </section>
    </div>
  );
}

/** The reservation page's way to its thread for an operator (who is no participant and finds it by the reservation). */
export function OperatorThreadCard({ reserveId }: { reserveId: string }) {
  return (
    <div className="space-y-3 rounded-(--radius-card) border border-line bg-surface p-5" data-testid="operator-thread">
      <h2 className="text-sm font-bold text-ink-soft">{m.cardTitle}</h2>
      <p className="text-sm leading-relaxed text-ink-soft">{m.cardBody}</p>
      <LinkButton to={`/operator/reserves/${reserveId}/inquiry`} variant="outline" fullWidth>
        {m.open}
      </LinkButton>
    </div>
  );
}

import { CONTACT_MASKING_NOTICE, MAX_INQUIRY_MESSAGE_LENGTH, maskContactDetails, type InquiryDetail } from '@kurumatabi/contract';
import { ArrowLeft, ShieldAlert } from 'lucide-react';
import { Link } from '@/components/link';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import { Skeleton } from '@/components/ui/skeleton';
import { useSendInquiryMessage } from '../../api/send-inquiry-message';
import { useThreadMessages } from '../../api/show-inquiry-messages';
import { listPathOf } from '../../inquiry-search';
import { inquiryMessages } from '../../messages';
import { sendBlockReason, toThreadMessage } from '../../view-models';
import { CloseButton } from './close-button';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { SendBlockedNotice } from './send-blocked-notice';
import { ThreadHeader } from './thread-header';

const m = inquiryMessages.thread;

/** The list the viewer came from: the guest's, or the host's list of car or spot inquiries. */
function backHref(inquiry: InquiryDetail): string {
  if (inquiry.viewerRole === 'Guest') return listPathOf('guest');
  return listPathOf(inquiry.listing.kind === 'Car' ? 'car' : 'spot');
}

/**
 * `inquiries/:inquiryId` once the heading is loaded: what it is about at the top, the messages in
 * a pane that opens at the newest (asked again every few seconds, so answers appear without a
 * reload), and the box to write in — or why the viewer cannot write.
 */
export function InquiryThread({ inquiry }: { inquiry: InquiryDetail }) {
  const { query, loadOlder, loadingOlder, olderFailed } = useThreadMessages(inquiry.id);
  const send = useSendInquiryMessage(inquiry.id);
  const loaded = query.data;
  const messages = loaded ? loaded.items.map((message) => toThreadMessage(message, inquiry, loaded.readUpTo)) : [];
  const blocked = sendBlockReason(inquiry);

  return (
    <div className="flex h-[calc(100dvh-4rem)] min-h-[36rem] flex-col gap-3 py-3 sm:gap-4 sm:py-6">
      <div className="flex items-center justify-between gap-3">
        <LinkButton to={backHref(inquiry)} variant="ghost" size="sm" className="-ml-3" icon={<ArrowLeft className="size-4" aria-hidden />}>
          {m.backToList}
        </LinkButton>
        {inquiry.canClose && <CloseButton inquiryId={inquiry.id} />}
      </div>
      <ThreadHeader context={inquiry} />

      <section
        aria-label={m.title}
        className="flex min-h-0 flex-1 flex-col overflow-hidden rounded-(--radius-card) border border-line bg-surface/60"
      >
        {query.isPending ? (
          <div role="status" aria-label={inquiryMessages.loading} className="flex-1 space-y-4 p-4">
            <Skeleton className="h-14 w-2/3 rounded-2xl" />
            <Skeleton className="ml-auto h-10 w-1/2 rounded-2xl" />
            <Skeleton className="h-20 w-3/4 rounded-2xl" />
          </div>
        ) : query.isError && !loaded ? (
          <div className="p-4">
            <Alert tone="error">
              <p>{m.loadFailed}</p>
              <Button size="sm" variant="outline" className="mt-3" onClick={() => void query.refetch()}>
                {inquiryMessages.retry}
              </Button>
            </Alert>
          </div>
        ) : (
          <MessageList
            className="flex-1"
            messages={messages}
            pending={send.isPending && send.variables !== undefined ? { body: send.variables, startedAt: '' } : null}
            hasOlder={loaded?.hasOlder ?? false}
            loadingOlder={loadingOlder}
            onLoadOlder={loadOlder}
          />
        )}
        {olderFailed && (
          <p role="alert" className="border-t border-line px-4 py-2 text-sm text-danger">
            {m.loadFailed}
          </p>
        )}
      </section>

      {blocked === null ? (
        <Composer
          maxLength={MAX_INQUIRY_MESSAGE_LENGTH}
          onSend={(body) => send.mutateAsync(body)}
          willMask={inquiry.contactsMasked ? (text) => maskContactDetails(text).masked : undefined}
          note={
            inquiry.contactsMasked && (
              <p className="flex items-start gap-1.5 text-xs leading-relaxed text-ink-muted">
                <ShieldAlert className="mt-0.5 size-3.5 shrink-0 text-gold" aria-hidden />
                <span>
                  {CONTACT_MASKING_NOTICE}
                  <Link to="/faq" className="ml-1 font-bold text-gold underline-offset-2 hover:underline">
                    {m.maskedNoticeLink}
                  </Link>
                </span>
              </p>
            )
          }
        />
      ) : (
        <SendBlockedNotice inquiry={inquiry} reason={blocked} />
      )}
    </div>
  );
}

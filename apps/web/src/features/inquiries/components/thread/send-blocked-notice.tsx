import type { InquiryDetail } from '@kurumatabi/contract';
import { Info, Lock } from 'lucide-react';
import { LinkButton } from '@/components/ui/link-button';
import { inquiryMessages } from '../../messages';
import type { SendBlockReason } from '../../view-models';

const m = inquiryMessages.thread;

const reasonText: Record<Exclude<SendBlockReason, 'closed'>, string> = {
  deactivated: m.deactivated,
  unavailable: m.unavailable,
  other: m.cannotSend,
};

/** In place of the message box: why the viewer cannot write here, and for a closed question the way to ask again. */
export function SendBlockedNotice({ inquiry, reason }: { inquiry: InquiryDetail; reason: SendBlockReason }) {
  const target = inquiry.listing.kind === 'Car' ? 'car' : 'spot';
  const askAgain = reason === 'closed' && inquiry.viewerRole === 'Guest' && inquiry.reserve === null;
  return (
    <div
      role="status"
      data-testid="thread-blocked"
      className="flex flex-wrap items-center gap-3 rounded-(--radius-card) border border-line bg-surface px-4 py-3 text-sm text-ink-soft"
    >
      {reason === 'closed' ? (
        <Lock className="size-4 shrink-0 text-gold" aria-hidden />
      ) : (
        <Info className="size-4 shrink-0 text-gold" aria-hidden />
      )}
      <p className="min-w-0 flex-1">
        {reason === 'closed' ? (
          <>
            {m.closed}
            {askAgain && <span className="block text-xs">{m.closedAskAgain}</span>}
          </>
        ) : (
          reasonText[reason]
        )}
      </p>
      {askAgain && (
        <LinkButton to={`/${target}/${inquiry.listing.id}?ask=1`} size="sm" variant="outline">
          {m.askAgain[target]}
        </LinkButton>
      )}
    </div>
  );
}

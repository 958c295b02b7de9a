import type { InquiryDetail, InquiryMessage, InquiryMessagesPage, InquirySummary } from '@kurumatabi/contract';
import type { InquiryRowData } from './components/list/inquiry-row';
import type { ThreadMessage } from './thread-view';

type Side = 'Guest' | 'Host';
const otherSide = (side: Side): Side => (side === 'Guest' ? 'Host' : 'Guest');

/**
 * A message as the viewer sees it. The read mark comes from the latest answer's `readUpTo` (the
 * other side's last read message), so messages loaded earlier get their 既読 when it moves.
 */
export function toThreadMessage(
  message: InquiryMessage,
  thread: Pick<InquiryDetail, 'viewerRole' | 'guest' | 'host'>,
  readUpTo: InquiryMessagesPage['readUpTo'],
): ThreadMessage {
  const otherRead = otherSide(thread.viewerRole) === 'Guest' ? readUpTo.guest : readUpTo.host;
  const sender = message.senderRole === 'Guest' ? thread.guest : message.senderRole === 'Host' ? thread.host : null;
  return {
    id: message.id,
    kind: message.kind,
    body: message.body,
    sentAt: message.createdAt,
    mine: message.mine,
    senderName: message.kind === 'System' ? null : (sender?.name ?? null),
    readByOther: message.mine && otherRead !== null && message.seq <= otherRead,
    masked: message.masked,
  };
}

/** A list row: whether the last message is the viewer's own decides its prefix (あなた：…). */
export function toInquiryRow(summary: InquirySummary): InquiryRowData {
  const last = summary.lastMessage;
  return {
    ...summary,
    lastMessage: last && {
      kind: last.kind,
      mine: last.kind === 'Normal' && last.senderRole === summary.viewerRole,
      excerpt: last.excerpt,
      createdAt: last.createdAt,
    },
  };
}

export type SendBlockReason = 'closed' | 'deactivated' | 'unavailable' | 'other';

/**
 * Why the viewer cannot write, when they cannot: the thread is closed, the other person left, or
 * their account cannot take messages for now (the API does not say why, and neither does the page).
 */
export function sendBlockReason(
  inquiry: Pick<InquiryDetail, 'canSend' | 'state' | 'viewerRole' | 'guest' | 'host'>,
): SendBlockReason | null {
  if (inquiry.canSend) return null;
  if (inquiry.state === 'Closed') return 'closed';
  const other = inquiry.viewerRole === 'Guest' ? inquiry.host : inquiry.guest;
  if (other.deactivated) return 'deactivated';
  return other.unavailable ? 'unavailable' : 'other';
}

import {
  INQUIRY_EXCERPT_LENGTH,
  type InquiryDetail,
  type InquiryMessage,
  type InquiryParty,
  type InquirySide,
  type InquirySummary,
  type OperatorInquiryView,
  shownName,
} from '@kurumatabi/contract';
import type { ImageRow, InquiryMessageRow } from '../../db/schema/index.js';
import { toListingPhoto } from '../listings/listing-documents.js';
import type { ThreadView } from './inquiry-read.repository.js';
import { contactsMasked, mayClose } from './inquiries.policy.js';

/** The contract's shapes of threads and messages, from the rows the repositories read. */

/** One line of at most INQUIRY_EXCERPT_LENGTH characters (code points, so an emoji is never cut in half). */
export function excerptOf(body: string, length = INQUIRY_EXCERPT_LENGTH): string {
  const line = body.replace(/\s+/gu, ' ').trim();
  const chars = Array.from(line);
  return chars.length > length ? `${chars.slice(0, length - 1).join('')}…` : line;
}

/**
 * A suspended account is `unavailable` (ADR 0047): the other side learns that it cannot write to it, not why. A name
 * stored before the contact rule of names (ADR 0043) is shown masked to the other person.
 */
function party(id: string, name: string, deactivatedAt: Date | null, suspendedAt: Date | null): InquiryParty {
  return { id, name: shownName(name), deactivated: deactivatedAt !== null, unavailable: deactivatedAt === null && suspendedAt !== null };
}

/** What every view of a thread shares, whoever reads it. */
function common(view: ThreadView, covers: ReadonlyMap<string, ImageRow>) {
  const t = view.thread;
  const cover = view.coverId ? covers.get(view.coverId) : undefined;
  return {
    id: t.id,
    state: t.state,
    listing: {
      kind: t.targetKind,
      id: (t.carId ?? t.spotId)!,
      title: view.listingTitle,
      // A cover only while it is a public image (listing photos always are).
      cover: cover && cover.visibility === 'Public' ? toListingPhoto(cover) : null,
    },
    reserve:
      t.reserveId && view.reserveStatus && view.reserveStartDate && view.reserveEndDate
        ? { id: t.reserveId, status: view.reserveStatus, startDate: view.reserveStartDate, endDate: view.reserveEndDate }
        : null,
    guest: party(t.guestUserId, view.guestName, view.guestDeactivatedAt, view.guestSuspendedAt),
    host: party(t.hostUserId, view.hostName, view.hostDeactivatedAt, view.hostSuspendedAt),
    lastMessage:
      view.lastKind && view.lastAt
        ? {
            kind: view.lastKind,
            senderRole: view.lastSenderRole,
            excerpt: excerptOf(view.lastExcerpt ?? ''),
            createdAt: view.lastAt.toISOString(),
          }
        : null,
    unread: { guest: t.guestUnread, host: t.hostUnread },
    createdAt: t.createdAt.toISOString(),
    lastActivityAt: t.lastActivityAt.toISOString(),
  };
}

export function toSummary(view: ThreadView, side: InquirySide, covers: ReadonlyMap<string, ImageRow>): InquirySummary {
  const t = view.thread;
  return { ...common(view, covers), viewerRole: side, unreadCount: side === 'Guest' ? t.guestUnread : t.hostUnread };
}

export function toDetail(view: ThreadView, side: InquirySide, covers: ReadonlyMap<string, ImageRow>): InquiryDetail {
  const t = view.thread;
  const counterpart = side === 'Guest' ? [view.hostDeactivatedAt, view.hostSuspendedAt] : [view.guestDeactivatedAt, view.guestSuspendedAt];
  // Deactivated (gone for good) or suspended (unavailable for now): nobody can write to them either way.
  const counterpartGone = counterpart.some((at) => at !== null);
  return {
    ...toSummary(view, side, covers),
    closedAt: t.closedAt?.toISOString() ?? null,
    closedByRole: t.closedByRole,
    canSend: t.state === 'Open' && !counterpartGone,
    canClose: mayClose(t, view.reserveStatus),
    contactsMasked: contactsMasked(view.reserveStatus),
  };
}

export function toOperatorView(view: ThreadView, covers: ReadonlyMap<string, ImageRow>): OperatorInquiryView {
  const t = view.thread;
  return {
    ...common(view, covers),
    closedAt: t.closedAt?.toISOString() ?? null,
    closedByRole: t.closedByRole,
    contactsMasked: contactsMasked(view.reserveStatus),
  };
}

/** The read marks of a thread: the last message each side has read. */
export interface ReadMarks {
  guest: number | null;
  host: number | null;
}

/** A message for a viewer (`null` for an operator, who wrote none): read when the side that did not write it has read that far. */
export function toMessage(row: InquiryMessageRow, viewer: InquirySide | null, marks: ReadMarks): InquiryMessage {
  const reader = row.senderRole === 'Guest' ? marks.host : marks.guest;
  return {
    id: row.id,
    seq: row.seq,
    kind: row.kind,
    senderRole: row.senderRole,
    mine: viewer !== null && row.senderRole === viewer,
    body: row.body,
    masked: row.masked,
    systemEvent: row.systemEvent,
    readByCounterpart: row.kind === 'System' || (reader ?? 0) >= row.seq,
    createdAt: row.createdAt.toISOString(),
  };
}

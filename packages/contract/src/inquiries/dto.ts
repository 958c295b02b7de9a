import { z } from 'zod';
import { multiLineText, singleLineText } from '../common.js';
import { MessageKind, ReserveStatus, TargetKind } from '../enums.js';
import { calendarDate, listingPhoto } from '../listings/dto.js';

/**
 * The shapes of conversations (docs/decisions/0025-conversations.md). An inquiry is a thread
 * between exactly two people: a guest and the host of one listing (car or spot). It starts when a
 * guest asks about a listing, or with a reservation (every reservation has its thread, where its
 * events appear as System messages). Operators read threads through the operator calls only.
 */

const instant = z.iso.datetime({ offset: true });

/** The longest message, in characters (a long question with a few paragraphs fits). */
export const MAX_INQUIRY_MESSAGE_LENGTH = 2000;
/** The excerpt of the last message a list row shows, in characters. */
export const INQUIRY_EXCERPT_LENGTH = 80;

export const InquiryState = {
  values: ['Open', 'Closed'] as const,
  labels: { Open: 'やり取り中', Closed: '終了' },
};
export type InquiryState = (typeof InquiryState.values)[number];

/** The viewer's side of a thread: the guest who asks (or reserved), or the host of the listing. */
export const InquirySide = {
  values: ['Guest', 'Host'] as const,
  labels: { Guest: 'ゲストとして', Host: 'ホストとして' },
};
export type InquirySide = (typeof InquirySide.values)[number];

/** What a System message records: a reservation's event (the body says it in Japanese, with the fee of a cancellation). */
export const InquirySystemEvent = {
  values: [
    'Requested',
    'Approved',
    'Declined',
    'Canceled',
    'AutoCanceled',
    'Renting',
    'Returned',
    'ChangeRequested',
    'ChangeAnswered',
  ] as const,
  labels: {
    Requested: '予約リクエスト',
    Approved: '予約確定',
    Declined: 'リクエストのお断り',
    Canceled: 'キャンセル',
    AutoCanceled: '自動キャンセル',
    Renting: '貸出開始・チェックイン',
    Returned: '返却・チェックアウト',
    ChangeRequested: '予約の変更リクエスト',
    ChangeAnswered: '予約の変更への回答',
  },
};
export type InquirySystemEvent = (typeof InquirySystemEvent.values)[number];

// ---- Inputs ------------------------------------------------------------------------------------

export const inquiryIdInput = z.uuid({ error: 'やり取りの ID が正しくありません。' });

/**
 * A message as typed: plain text of 1 to 2,000 characters (line breaks kept), never HTML: the web
 * shows it as text, with URLs as text links. Phone numbers and email addresses are masked when
 * stored while no reservation of the thread is approved (contact-masking.ts).
 */
export const inquiryMessageBody = multiLineText('メッセージ', { typeError: 'メッセージを入力してください。' })
  .min(1, 'メッセージを入力してください。')
  .max(MAX_INQUIRY_MESSAGE_LENGTH, `メッセージは${MAX_INQUIRY_MESSAGE_LENGTH.toLocaleString('en-US')}文字以内で入力してください。`);

/**
 * A key the web makes per message it sends (e.g. a random string): sending again with the same key
 * (a retry after a network failure) answers the message already stored instead of posting it twice.
 */
export const inquiryClientKey = singleLineText('送信キー')
  .min(8, '送信キーが正しくありません。')
  .max(64, '送信キーが正しくありません。')
  .regex(/^[A-Za-z0-9_-]+$/, '送信キーが正しくありません。');

/** Page of a thread's messages: the newest `limit` ones, or those before / after a message's `seq`. */
export const inquiryMessagesPageFields = {
  /** Older messages than this one (scrolling back). */
  beforeSeq: z.number().int().min(0).optional(),
  /** Newer messages than this one (polling while the thread is open). */
  afterSeq: z.number().int().min(0).optional(),
  limit: z.number().int().min(1).max(100).default(30),
};

// ---- Outputs -----------------------------------------------------------------------------------

/**
 * A person of a thread as the other side sees them: name only. A deactivated user's row keeps the
 * anonymous name of ADR 0010 (退会済みユーザー); their threads stay readable by the other side.
 * `unavailable`: the account cannot take messages for now (staff have suspended it, ADR 0047); the
 * other side is told only that, never why.
 */
export const inquiryParty = z.object({
  id: z.uuid(),
  name: z.string(),
  deactivated: z.boolean(),
  unavailable: z.boolean(),
});
export type InquiryParty = z.infer<typeof inquiryParty>;

/** The listing a thread is about (its current title; the cover is null when it has no photo). */
export const inquiryListing = z.object({
  kind: z.enum(TargetKind.values),
  id: z.uuid(),
  title: z.string(),
  cover: listingPhoto.nullable(),
});

/** The reservation of a thread, when it has one. */
export const inquiryReserve = z.object({
  id: z.uuid(),
  status: z.enum(ReserveStatus.values),
  startDate: calendarDate,
  endDate: calendarDate,
});

/** A message of a thread. */
export const inquiryMessage = z.object({
  id: z.uuid(),
  /** 1, 2, 3… within its thread, in the order the messages were written: the cursor of the pages (beforeSeq, afterSeq). */
  seq: z.number().int(),
  kind: z.enum(MessageKind.values),
  /** Who wrote a Normal message; null for a System message. */
  senderRole: z.enum(InquirySide.values).nullable(),
  /** True when the viewer wrote it. */
  mine: z.boolean(),
  /** The text as stored: plain text, masked contact details already replaced (see `masked`). */
  body: z.string(),
  /** True when a phone number or an email address was hidden from this message (the web shows a notice). */
  masked: z.boolean(),
  /** The reservation event of a System message; null for a Normal one. */
  systemEvent: z.enum(InquirySystemEvent.values).nullable(),
  /** The read mark: true when the participant who did not write it has read it (for a System message, both have). */
  readByCounterpart: z.boolean(),
  createdAt: instant,
});
export type InquiryMessage = z.infer<typeof inquiryMessage>;

export const inquiryLastMessage = z.object({
  kind: z.enum(MessageKind.values),
  senderRole: z.enum(InquirySide.values).nullable(),
  /** The first characters of the body (one line). */
  excerpt: z.string(),
  createdAt: instant,
});

/** A row of the lists (show-inquiries, search-inquiries). */
export const inquirySummary = z.object({
  id: z.uuid(),
  state: z.enum(InquiryState.values),
  viewerRole: z.enum(InquirySide.values),
  listing: inquiryListing,
  reserve: inquiryReserve.nullable(),
  guest: inquiryParty,
  host: inquiryParty,
  lastMessage: inquiryLastMessage.nullable(),
  /** Messages of the other side the viewer has not read (System messages are never unread). */
  unreadCount: z.number().int(),
  /** The same count for each participant: what the guest and the host have not read yet. */
  unread: z.object({ guest: z.number().int(), host: z.number().int() }),
  createdAt: instant,
  /** The last message's time, or the creation's: the lists' order after the unread ones. */
  lastActivityAt: instant,
});
export type InquirySummary = z.infer<typeof inquirySummary>;

/** A thread with what the viewer may do now. */
export const inquiryDetail = inquirySummary.extend({
  closedAt: instant.nullable(),
  closedByRole: z.enum(InquirySide.values).nullable(),
  /** Whether the viewer may write now (a participant, the thread open, the other side neither deactivated nor unavailable). */
  canSend: z.boolean(),
  /** Whether the viewer may close it now (open, and no active reservation on it). */
  canClose: z.boolean(),
  /**
   * True while phone numbers and email addresses written here are hidden: until a reservation of
   * this thread is approved (and again once it is cancelled). The web says so beside the message box.
   */
  contactsMasked: z.boolean(),
});
export type InquiryDetail = z.infer<typeof inquiryDetail>;

/** A page of messages, oldest first (the newest at the bottom), with both read marks. */
export const inquiryMessagesPage = z.object({
  items: z.array(inquiryMessage),
  /** Whether there are older messages than the first of `items` (ask again with beforeSeq). */
  hasOlder: z.boolean(),
  /** The last message each participant has read (its seq), null before they read any. */
  readUpTo: z.object({ guest: z.number().int().nullable(), host: z.number().int().nullable() }),
});
export type InquiryMessagesPage = z.infer<typeof inquiryMessagesPage>;

/**
 * The viewer's unread messages over all their threads: the header's bell shows `total`; the
 * mypage lists show `asGuest` and, for hosts, `asHost` (mypage/cars/inquiries and
 * mypage/spots/inquiries split `asHost` by `byTargetKind`).
 */
export const inquiryUnreadTotals = z.object({
  total: z.number().int(),
  asGuest: z.number().int(),
  asHost: z.number().int(),
  /** Unread messages as host, per kind of listing. */
  byTargetKind: z.object({ Car: z.number().int(), Spot: z.number().int() }),
  /** Threads with at least one unread message (as guest or host). */
  threads: z.number().int(),
});
export type InquiryUnreadTotals = z.infer<typeof inquiryUnreadTotals>;

/** A thread as an operator reads it (show-inquiry-thread): both people, no viewer of its own. */
export const operatorInquiryView = inquirySummary.omit({ viewerRole: true, unreadCount: true }).extend({
  closedAt: instant.nullable(),
  closedByRole: z.enum(InquirySide.values).nullable(),
  contactsMasked: z.boolean(),
});
export type OperatorInquiryView = z.infer<typeof operatorInquiryView>;

import type { InquirySide, InquirySystemEvent } from '@kurumatabi/contract';
import { InquiryState } from '@kurumatabi/contract';
import { MessageKind, TargetKind } from '@kurumatabi/contract/enums';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cars } from './cars.js';
import { inValues } from './enum-check.js';
import { reserves } from './reserves.js';
import { spots } from './spots.js';
import { users } from './users.js';

/**
 * Conversations (ADR 0025, migration 0009). A thread is between one guest and the host of one
 * listing, optionally tied to one reservation (one thread per reservation). Each participant's
 * read mark and unread count live on the thread's row (`guest_*` / `host_*`), so the lists (unread
 * first, then by last activity) are one index scan and a new message updates one row.
 */
export const inquiries = pgTable(
  'inquiries',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    targetKind: text('target_kind').notNull().$type<TargetKind>(),
    carId: uuid('car_id').references(() => cars.id),
    spotId: uuid('spot_id').references(() => spots.id),
    reserveId: uuid('reserve_id').references(() => reserves.id),
    guestUserId: uuid('guest_user_id')
      .notNull()
      .references(() => users.id),
    hostUserId: uuid('host_user_id')
      .notNull()
      .references(() => users.id),
    state: text('state').notNull().default('Open').$type<InquiryState>(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedByRole: text('closed_by_role').$type<InquirySide>(),
    /** The last message each side has read (its seq), and when. */
    guestReadSeq: bigint('guest_read_seq', { mode: 'number' }),
    guestReadAt: timestamp('guest_read_at', { withTimezone: true }),
    hostReadSeq: bigint('host_read_seq', { mode: 'number' }),
    hostReadAt: timestamp('host_read_at', { withTimezone: true }),
    /** The other side's Normal messages each side has not read. */
    guestUnread: integer('guest_unread').notNull().default(0),
    hostUnread: integer('host_unread').notNull().default(0),
    lastMessageSeq: bigint('last_message_seq', { mode: 'number' }),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The lists: a side's threads, unread first, then the latest activity first (ADR 0025).
    index('inquiries_guest_list_idx').on(t.guestUserId, sql`(${t.guestUnread} > 0) desc`, t.lastActivityAt.desc()),
    index('inquiries_host_list_idx').on(t.hostUserId, t.targetKind, sql`(${t.hostUnread} > 0) desc`, t.lastActivityAt.desc()),
    uniqueIndex('inquiries_reserve_idx')
      .on(t.reserveId)
      .where(sql`${t.reserveId} is not null`),
    // One open question thread per guest and listing: a second question joins it.
    uniqueIndex('inquiries_open_question_idx')
      .on(t.guestUserId, sql`coalesce(${t.carId}, ${t.spotId})`)
      .where(sql`${t.reserveId} is null and ${t.state} = 'Open'`),
    index('inquiries_car_idx').on(t.carId),
    index('inquiries_spot_idx').on(t.spotId),
    check('inquiries_target_kind_check', inValues(t.targetKind, TargetKind.values)),
    check('inquiries_state_check', inValues(t.state, InquiryState.values)),
    check(
      'inquiries_target_check',
      sql`(${t.targetKind} = 'Car' and ${t.carId} is not null and ${t.spotId} is null) or (${t.targetKind} = 'Spot' and ${t.spotId} is not null and ${t.carId} is null)`,
    ),
    check('inquiries_two_people_check', sql`${t.guestUserId} <> ${t.hostUserId}`),
    check('inquiries_closed_check', sql`(${t.state} = 'Closed') = (${t.closedAt} is not null)`),
    check('inquiries_closed_by_role_check', sql`${t.closedByRole} is null or ${t.closedByRole} in ('Guest', 'Host')`),
    check('inquiries_unread_check', sql`${t.guestUnread} >= 0 and ${t.hostUnread} >= 0`),
  ],
);

export type InquiryRow = typeof inquiries.$inferSelect;

/**
 * The messages of the threads. `seq` numbers a thread's messages 1, 2, 3…: taken from the thread's
 * row (`last_message_seq + 1`) by the statement that locks it, so a thread's numbers follow the
 * order its messages commit in, without gaps, and a reader polling with `afterSeq` misses none.
 */
export const inquiryMessages = pgTable(
  'inquiry_messages',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    inquiryId: uuid('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().$type<MessageKind>(),
    senderRole: text('sender_role').$type<InquirySide>(),
    senderUserId: uuid('sender_user_id').references(() => users.id),
    body: text('body').notNull(),
    /** A phone number or an email address was hidden when the message was stored (the original is not kept). */
    masked: boolean('masked').notNull().default(false),
    systemEvent: text('system_event').$type<InquirySystemEvent>(),
    /** The sender's key of a send (a retry with the same key finds the message instead of posting it again). */
    clientKey: text('client_key'),
    /** The body in the search spelling (normalizeSearchText), for the trigram index. */
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('inquiry_messages_thread_idx').on(t.inquiryId, t.seq),
    uniqueIndex('inquiry_messages_client_key_idx')
      .on(t.inquiryId, t.senderUserId, t.clientKey)
      .where(sql`${t.clientKey} is not null`),
    index('inquiry_messages_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    check('inquiry_messages_kind_check', inValues(t.kind, MessageKind.values)),
    check('inquiry_messages_body_check', sql`char_length(${t.body}) >= 1`),
    check(
      'inquiry_messages_sender_check',
      sql`(${t.kind} = 'Normal' and ${t.senderRole} is not null and ${t.senderUserId} is not null and ${t.systemEvent} is null) or (${t.kind} = 'System' and ${t.senderRole} is null and ${t.senderUserId} is null and ${t.systemEvent} is not null)`,
    ),
  ],
);

export type InquiryMessageRow = typeof inquiryMessages.$inferSelect;

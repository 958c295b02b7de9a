import { normalizeSearchText, type InquirySide, type InquirySystemEvent } from '@kurumatabi/contract';
import type { TargetKind } from '@kurumatabi/contract/enums';
import { and, asc, desc, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import { inquiries, inquiryMessages, type InquiryMessageRow, type InquiryRow } from '../../db/schema/index.js';
import type { DbOrTx } from '../listings/listings.repository.js';

/**
 * The threads' own rows (ADR 0025): a thread, its messages, each side's read mark and unread count.
 * A message takes its number from the thread's row in the statement that writes it
 * (`last_message_seq + 1` under the row's lock), so a thread's messages are numbered in the order
 * they commit and a reader polling with `afterSeq` misses none.
 */

/** The listing a thread is about. */
export interface ThreadTarget {
  kind: TargetKind;
  carId: string | null;
  spotId: string | null;
}

export interface NewMessage {
  inquiryId: string;
  /** A person's message (Normal), or null for a reservation's event (System). */
  sender: { role: InquirySide; userId: string } | null;
  body: string;
  masked: boolean;
  systemEvent: InquirySystemEvent | null;
  clientKey: string | null;
  at: Date;
}

/** The message's columns from its writer's answer. */
function messageValues(m: Omit<NewMessage, 'inquiryId'>) {
  return {
    kind: m.sender ? 'Normal' : 'System',
    senderRole: m.sender?.role ?? null,
    senderUserId: m.sender?.userId ?? null,
    searchText: normalizeSearchText(m.body),
  } as const;
}

const listingOf = (t: ThreadTarget) => t.carId ?? t.spotId;

/**
 * A new request's thread as common table expressions, for the request's own statement (ADR 0025,
 * ADR 0018: one round trip less per reservation): the guest's open question about the listing
 * becomes the reservation's thread, or a new thread starts; then the request's System message.
 * The names start with `thread_`; the caller puts them in its `with` list.
 */
export function reserveThreadCtes(
  thread: { target: ThreadTarget; guestUserId: string; hostUserId: string; reserveId: string },
  first: Omit<NewMessage, 'inquiryId' | 'sender'>,
): SQL {
  const searchText = normalizeSearchText(first.body);
  return sql`thread_question as (
      select id from inquiries
      where guest_user_id = ${thread.guestUserId} and coalesce(car_id, spot_id) = ${listingOf(thread.target)}
        and reserve_id is null and state = 'Open'
      for update
    ), thread_linked as (
      update inquiries i set reserve_id = ${thread.reserveId}, last_message_seq = coalesce(i.last_message_seq, 0) + 1,
        last_activity_at = greatest(i.last_activity_at, ${first.at})
      from thread_question q where i.id = q.id
      returning i.id, i.last_message_seq as seq
    ), thread_created as (
      insert into inquiries (target_kind, car_id, spot_id, reserve_id, guest_user_id, host_user_id, last_message_seq,
        last_activity_at, created_at)
      select ${thread.target.kind}, ${thread.target.carId}::uuid, ${thread.target.spotId}::uuid, ${thread.reserveId}::uuid,
        ${thread.guestUserId}::uuid, ${thread.hostUserId}::uuid, 1, ${first.at}::timestamptz, ${first.at}::timestamptz
      where not exists (select 1 from thread_question)
      returning id, last_message_seq as seq
    ), thread_message as (
      insert into inquiry_messages (inquiry_id, seq, kind, body, masked, system_event, search_text, created_at)
      select t.id, t.seq, 'System', ${first.body}, false, ${first.systemEvent}, ${searchText}, ${first.at}
      from (select id, seq from thread_linked union all select id, seq from thread_created) t
    )`;
}

export function createInquiriesRepository(db: DbOrTx) {
  async function findById(id: string): Promise<InquiryRow | null> {
    const [row] = await db.select().from(inquiries).where(eq(inquiries.id, id));
    return row ?? null;
  }

  /** The thread under its row lock: what a write checks (state, people) is what it writes to. */
  async function lockById(id: string): Promise<InquiryRow | null> {
    const [row] = await db.select().from(inquiries).where(eq(inquiries.id, id)).for('update');
    return row ?? null;
  }

  async function findByReserve(reserveId: string): Promise<InquiryRow | null> {
    const [row] = await db.select().from(inquiries).where(eq(inquiries.reserveId, reserveId));
    return row ?? null;
  }

  async function lockByReserve(reserveId: string): Promise<InquiryRow | null> {
    const [row] = await db.select().from(inquiries).where(eq(inquiries.reserveId, reserveId)).for('update');
    return row ?? null;
  }

  /** The guest's open question thread about the listing (no reservation yet), locked. */
  async function lockOpenQuestion(guestUserId: string, target: ThreadTarget): Promise<InquiryRow | null> {
    const [row] = await db
      .select()
      .from(inquiries)
      .where(
        and(
          eq(inquiries.guestUserId, guestUserId),
          sql`coalesce(${inquiries.carId}, ${inquiries.spotId}) = ${listingOf(target)}`,
          sql`${inquiries.reserveId} is null`,
          eq(inquiries.state, 'Open'),
        ),
      )
      .for('update');
    return row ?? null;
  }

  /**
   * A new thread with its first message (numbered 1), in one statement. Null when the guest's open
   * question thread about the listing was written meanwhile (the caller joins that one).
   */
  async function insertThread(
    thread: { target: ThreadTarget; guestUserId: string; hostUserId: string; reserveId: string | null },
    first: Omit<NewMessage, 'inquiryId'>,
  ): Promise<{ inquiryId: string; message: InquiryMessageRow } | null> {
    const m = messageValues(first);
    const sender = first.sender?.role;
    const result = await db.execute<InquiryMessageRow & { inquiry_id: string }>(sql`
      with thread as (
        insert into inquiries (target_kind, car_id, spot_id, reserve_id, guest_user_id, host_user_id,
          guest_read_seq, guest_read_at, host_read_seq, host_read_at, guest_unread, host_unread,
          last_message_seq, last_activity_at, created_at)
        values (${thread.target.kind}, ${thread.target.carId}, ${thread.target.spotId}, ${thread.reserveId},
          ${thread.guestUserId}, ${thread.hostUserId},
          ${sender === 'Guest' ? 1 : null}, ${sender === 'Guest' ? first.at : null},
          ${sender === 'Host' ? 1 : null}, ${sender === 'Host' ? first.at : null},
          ${sender === 'Host' ? 1 : 0}, ${sender === 'Guest' ? 1 : 0},
          1, ${first.at}, ${first.at})
        on conflict do nothing
        returning id
      )
      insert into inquiry_messages (inquiry_id, seq, kind, sender_role, sender_user_id, body, masked, system_event,
        client_key, search_text, created_at)
      select thread.id, 1, ${m.kind}, ${m.senderRole}, ${m.senderUserId}, ${first.body}, ${first.masked},
        ${first.systemEvent}, ${first.clientKey}, ${m.searchText}, ${first.at}
      from thread
      returning id`);
    const id = result.rows[0]?.id;
    if (!id) return null;
    const message = await messageById(id);
    return { inquiryId: message.inquiryId, message };
  }

  async function messageById(id: string): Promise<InquiryMessageRow> {
    const [row] = await db.select().from(inquiryMessages).where(eq(inquiryMessages.id, id));
    if (!row) throw new Error(`inquiry message ${id} vanished`);
    return row;
  }

  /**
   * Appends a message, numbered from the thread's row in the same statement, and moves the thread:
   * its last message and activity, the other side's unread count (a person's message only), the
   * writer's read mark (who writes has read the thread) and unread count (0).
   */
  async function append(message: NewMessage): Promise<InquiryMessageRow> {
    const id = await appendWhere(sql`id = ${message.inquiryId}`, message);
    if (!id) throw new Error(`inquiry ${message.inquiryId} vanished while a message was written`);
    return messageById(id);
  }

  /** Appends a System message to a reservation's thread in one statement; false when the reservation has none yet. */
  async function appendToReserve(reserveId: string, message: Omit<NewMessage, 'inquiryId'>): Promise<boolean> {
    return (await appendWhere(sql`reserve_id = ${reserveId}`, message)) !== null;
  }

  async function appendWhere(thread: SQL, message: Omit<NewMessage, 'inquiryId'>): Promise<string | null> {
    const m = messageValues(message);
    const role = message.sender?.role ?? null;
    const result = await db.execute<{ id: string }>(sql`
      with thread as (
        update inquiries set
          last_message_seq = coalesce(last_message_seq, 0) + 1,
          last_activity_at = greatest(last_activity_at, ${message.at}),
          guest_unread = case ${role}::text when 'Host' then guest_unread + 1 when 'Guest' then 0 else guest_unread end,
          host_unread = case ${role}::text when 'Guest' then host_unread + 1 when 'Host' then 0 else host_unread end,
          guest_read_seq = case when ${role}::text = 'Guest' then coalesce(last_message_seq, 0) + 1 else guest_read_seq end,
          guest_read_at = case when ${role}::text = 'Guest' then ${message.at} else guest_read_at end,
          host_read_seq = case when ${role}::text = 'Host' then coalesce(last_message_seq, 0) + 1 else host_read_seq end,
          host_read_at = case when ${role}::text = 'Host' then ${message.at} else host_read_at end
        where ${thread}
        returning id, last_message_seq
      )
      insert into inquiry_messages (inquiry_id, seq, kind, sender_role, sender_user_id, body, masked, system_event,
        client_key, search_text, created_at)
      select thread.id, thread.last_message_seq, ${m.kind}, ${m.senderRole}, ${m.senderUserId}, ${message.body},
        ${message.masked}, ${message.systemEvent}, ${message.clientKey}, ${m.searchText}, ${message.at}
      from thread
      returning id`);
    return result.rows[0]?.id ?? null;
  }

  /**
   * A new reservation's thread with the request's System message, in one statement (the create's
   * cost is its round trips, ADR 0016): the guest's open question about the listing, locked, becomes
   * the reservation's thread; without one a thread starts.
   */
  /** The message a send with this key already stored (a retry), if any. */
  async function messageByClientKey(inquiryId: string, senderUserId: string, clientKey: string): Promise<InquiryMessageRow | null> {
    const [row] = await db
      .select()
      .from(inquiryMessages)
      .where(
        and(
          eq(inquiryMessages.inquiryId, inquiryId),
          eq(inquiryMessages.senderUserId, senderUserId),
          eq(inquiryMessages.clientKey, clientKey),
        ),
      );
    return row ?? null;
  }

  /**
   * The bodies of the writer's last messages in the thread, oldest first: what the contact rule
   * reads together with a new message, so a number split across messages is caught (ADR 0042).
   */
  async function lastBodiesOf(inquiryId: string, senderUserId: string, limit: number): Promise<string[]> {
    const rows = await db
      .select({ body: inquiryMessages.body })
      .from(inquiryMessages)
      .where(and(eq(inquiryMessages.inquiryId, inquiryId), eq(inquiryMessages.senderUserId, senderUserId)))
      .orderBy(desc(inquiryMessages.seq))
      .limit(limit);
    return rows.map((r) => r.body).reverse();
  }

  /**
   * Moves a side's read mark up to `seq` (never back) and counts again what it has not read;
   * nothing is written when the mark is already there (a poll that brings nothing new writes nothing).
   */
  async function markRead(inquiryId: string, side: InquirySide, seq: number, at: Date): Promise<void> {
    const other = side === 'Guest' ? 'Host' : 'Guest';
    const [readSeq, readAt, unread, reader] =
      side === 'Guest'
        ? [sql.raw('guest_read_seq'), sql.raw('guest_read_at'), sql.raw('guest_unread'), sql.raw('guest_user_id')]
        : [sql.raw('host_read_seq'), sql.raw('host_read_at'), sql.raw('host_unread'), sql.raw('host_user_id')];
    // The thread's Message notices of the reader are read too, in the same statement: the header's bell
    // must not keep counting a message its reader has seen in the thread.
    await db.execute(sql`
      with marked as (
        update inquiries set ${readSeq} = ${seq}, ${readAt} = ${at},
          ${unread} = (select count(*) from inquiry_messages m
            where m.inquiry_id = inquiries.id and m.kind = 'Normal' and m.sender_role = ${other} and m.seq > ${seq})
        where id = ${inquiryId} and coalesce(${readSeq}, 0) < ${seq}
        returning ${reader} as reader_id, id)
      update notifications set read_at = ${at}
      from marked
      where notifications.user_id = marked.reader_id and notifications.kind = 'Message'
        and notifications.link = '/inquiries/' || marked.id and notifications.read_at is null`);
  }

  async function close(inquiryId: string, side: InquirySide, at: Date): Promise<InquiryRow | null> {
    const [row] = await db
      .update(inquiries)
      .set({ state: 'Closed', closedAt: at, closedByRole: side })
      .where(and(eq(inquiries.id, inquiryId), eq(inquiries.state, 'Open')))
      .returning();
    return row ?? null;
  }

  /**
   * A page of a thread's messages, oldest first: the newest `limit`, those before `beforeSeq`, or
   * those after `afterSeq` (the oldest `limit` of them, so a poll that falls behind catches up in order).
   */
  async function messagesPage(
    inquiryId: string,
    page: { beforeSeq?: number | undefined; afterSeq?: number | undefined; limit: number },
  ): Promise<{ items: InquiryMessageRow[]; hasOlder: boolean }> {
    const inThread = eq(inquiryMessages.inquiryId, inquiryId);
    if (page.afterSeq !== undefined) {
      const items = await db
        .select()
        .from(inquiryMessages)
        .where(and(inThread, gt(inquiryMessages.seq, page.afterSeq)))
        .orderBy(asc(inquiryMessages.seq))
        .limit(page.limit);
      const first = items[0]?.seq ?? page.afterSeq + 1;
      return { items, hasOlder: first > 1 };
    }
    const rows = await db
      .select()
      .from(inquiryMessages)
      .where(page.beforeSeq === undefined ? inThread : and(inThread, lt(inquiryMessages.seq, page.beforeSeq)))
      .orderBy(desc(inquiryMessages.seq))
      .limit(page.limit + 1);
    const hasOlder = rows.length > page.limit;
    return { items: rows.slice(0, page.limit).reverse(), hasOlder };
  }

  return {
    findById,
    lockById,
    findByReserve,
    lockByReserve,
    lockOpenQuestion,
    insertThread,
    append,
    appendToReserve,

    messageByClientKey,
    lastBodiesOf,
    markRead,
    close,
    messagesPage,
  };
}

export type InquiriesRepository = ReturnType<typeof createInquiriesRepository>;

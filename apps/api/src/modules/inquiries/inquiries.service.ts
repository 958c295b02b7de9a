import {
  type InquiryDetail,
  type InquiryMessage,
  type InquirySide,
  type InquiryUnreadTotals,
  type Output,
  type ParsedInput,
  type closeInquiry,
  type createInquiry,
  type searchInquiries,
  type sendInquiryMessage,
  type showInquiries,
  type showInquiryMessages,
  type showInquiryThread,
  maskContactDetails,
} from '@kurumatabi/contract';
import type { Db } from '../../db/client.js';
import type { InquiryMessageRow, InquiryRow, ReserveRow, UserRow } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { Tx } from '../listings/listings.repository.js';
import type { Notify } from '../notifications/notifier.js';
import { createOperatorAuditRepository } from '../operator-audit/operator-audit.repository.js';
import { createInquiryFactsRepository } from './inquiry-facts.repository.js';
import { createInquiryReadRepository, type ThreadFilters, type ThreadView } from './inquiry-read.repository.js';
import { newMessageNotice } from './inquiry-texts.js';
import { toDetail, toMessage, toOperatorView, toSummary, type ReadMarks } from './inquiry-view.js';
import { contactsMasked, mayClose, sideOf } from './inquiries.policy.js';
import { createInquiriesRepository, type ThreadTarget } from './inquiries.repository.js';
import { appendToReserveThread } from './reserve-thread.js';

/** How many of the writer's last messages the contact rule reads with a new one (ADR 0042). */
const PREVIOUS_MESSAGES_READ = 2;

/**
 * Conversations (ADR 0025): a guest asks the host of a listing, and every reservation has its
 * thread. Only the two people read and write a thread through these calls (anyone else's id is
 * 404, an operator's included); operators read through `operatorThread`, which is logged. A new
 * message notifies the other person in the same transaction (in-app, and by mail per their
 * settings, gathered per thread by `batchKey`).
 */
export function createInquiriesService(deps: { db: Db; notify: Notify; now: () => Date }) {
  const read = createInquiryReadRepository(deps.db);

  async function views(
    ids: readonly string[],
    db: Db | Tx = deps.db,
  ): Promise<{ rows: ThreadView[]; covers: Awaited<ReturnType<typeof read.covers>> }> {
    const repository = createInquiryReadRepository(db);
    const rows = await repository.byIds(ids);
    const covers = await repository.covers(rows.flatMap((r) => (r.coverId ? [r.coverId] : [])));
    return { rows, covers };
  }

  async function detail(id: string, side: InquirySide, db: Db | Tx = deps.db): Promise<InquiryDetail> {
    const { rows, covers } = await views([id], db);
    const row = rows[0];
    if (!row) throw new AppError('INQUIRY_NOT_FOUND');
    return toDetail(row, side, covers);
  }

  /** The thread and the caller's side of it; 404 for anyone who is not one of its two people. */
  async function participantThread(db: Db | Tx, user: UserRow, inquiryId: string, lock: boolean) {
    const repository = createInquiriesRepository(db);
    const thread = lock ? await repository.lockById(inquiryId) : await repository.findById(inquiryId);
    const side = thread ? sideOf(thread, user.id) : null;
    if (!thread || !side) throw new AppError('INQUIRY_NOT_FOUND');
    return { thread, side };
  }

  /**
   * The body as stored: contact details hidden until a reservation of the thread is approved.
   * `previous` is what the writer wrote just before in the thread, so that a number split across
   * messages is caught (ADR 0042).
   */
  function storedBody(body: string, reserve: Pick<ReserveRow, 'status'> | null, previous?: string): { body: string; masked: boolean } {
    if (!contactsMasked(reserve?.status ?? null)) return { body, masked: false };
    const masked = maskContactDetails(body, { previous });
    return { body: masked.text, masked: masked.masked };
  }

  /**
   * The writer's last messages in the thread, joined, while the rule applies: two of them, so a
   * number written in three parts is caught at its third (the other person's replies between the
   * parts do not count: they cannot complete a number they do not know).
   */
  async function previousOf(tx: Tx, inquiryId: string, user: UserRow, reserve: Pick<ReserveRow, 'status'> | null) {
    if (!contactsMasked(reserve?.status ?? null)) return undefined;
    const bodies = await createInquiriesRepository(tx).lastBodiesOf(inquiryId, user.id, PREVIOUS_MESSAGES_READ);
    return bodies.length ? bodies.join('\n') : undefined;
  }

  /** Tells the person who did not write the message, with the thread's transaction. */
  async function notifyOther(
    tx: Tx,
    thread: Pick<InquiryRow, 'id' | 'guestUserId' | 'hostUserId'>,
    side: InquirySide,
    sender: UserRow,
    message: InquiryMessageRow,
    firstQuestion: boolean,
  ) {
    const { rows } = await views([thread.id], tx);
    const to = side === 'Guest' ? thread.hostUserId : thread.guestUserId;
    const notice = newMessageNotice({
      inquiryId: thread.id,
      senderName: sender.name,
      listingTitle: rows[0]?.listingTitle ?? '',
      body: message.body,
      firstQuestion,
    });
    await deps.notify(to, notice, { tx, batchKey: `inquiry:${thread.id}` });
  }

  /**
   * Nobody writes to a deactivated person, nor to a suspended one while the suspension lasts (ADR
   * 0047): the message would wait unread behind a door staff closed, and its notice would mail them.
   * The writer is told only that the other side cannot be reached now: why is staff's business.
   */
  async function checkCounterpart(tx: Tx, thread: Pick<InquiryRow, 'guestUserId' | 'hostUserId'>, side: InquirySide) {
    const other = await createInquiryFactsRepository(tx).person(side === 'Guest' ? thread.hostUserId : thread.guestUserId);
    if (!other || other.deactivated) throw new AppError('INQUIRY_COUNTERPART_DEACTIVATED');
    if (other.suspended) throw new AppError('INQUIRY_COUNTERPART_UNAVAILABLE');
  }

  /** Writes in a thread under its lock: a retry of a send with the same key finds the first message. */
  async function writeIn(
    tx: Tx,
    thread: InquiryRow,
    side: InquirySide,
    user: UserRow,
    input: { body: string; clientKey?: string | undefined },
    reserve: ReserveRow | null,
  ): Promise<{ message: InquiryMessageRow; isNew: boolean }> {
    const repository = createInquiriesRepository(tx);
    if (input.clientKey) {
      const sent = await repository.messageByClientKey(thread.id, user.id, input.clientKey);
      if (sent) return { message: sent, isNew: false };
    }
    if (thread.state === 'Closed') throw new AppError('INQUIRY_CLOSED');
    await checkCounterpart(tx, thread, side);
    const stored = storedBody(input.body, reserve, await previousOf(tx, thread.id, user, reserve));
    const message = await repository.append({
      inquiryId: thread.id,
      sender: { role: side, userId: user.id },
      ...stored,
      systemEvent: null,
      clientKey: input.clientKey ?? null,
      at: deps.now(),
    });
    return { message, isNew: true };
  }

  /** create-inquiry with a reservation: its thread, started now if it has none, by either of its people. */
  async function writeInReserveThread(
    user: UserRow,
    input: ParsedInput<typeof createInquiry> & { reserveId: string },
  ): Promise<InquiryDetail> {
    const reserve = await createInquiryFactsRepository(deps.db).reserve(input.reserveId);
    const side = reserve ? sideOf({ guestUserId: reserve.guestUserId, hostUserId: reserve.hostUserId }, user.id) : null;
    if (!reserve || !side) throw new AppError('RESERVE_NOT_FOUND');
    if (input.listingId !== undefined) {
      const matches = input.targetKind === 'Car' ? reserve.carId === input.listingId : reserve.spotId === input.listingId;
      if (!matches) throw new AppError('INQUIRY_LISTING_MISMATCH');
    }
    const id = await deps.db.transaction(async (tx) => {
      const repository = createInquiriesRepository(tx);
      const thread = await repository.lockByReserve(reserve.id);
      if (thread) {
        const { message, isNew } = await writeIn(tx, thread, side, user, input, reserve);
        if (isNew) await notifyOther(tx, thread, side, user, message, false);
        return thread.id;
      }
      await checkCounterpart(tx, reserve, side);
      const stored = storedBody(input.body, reserve);
      const started = await appendToReserveThread(tx, reserve, {
        sender: { role: side, userId: user.id },
        ...stored,
        systemEvent: null,
        clientKey: input.clientKey ?? null,
        at: deps.now(),
      });
      await notifyOther(tx, { ...reserve, id: started.inquiryId }, side, user, started.message, false);
      return started.inquiryId;
    });
    return detail(id, side);
  }

  /** create-inquiry about a listing: the guest's open question thread about it, or a new one. */
  async function ask(
    user: UserRow,
    input: ParsedInput<typeof createInquiry> & { targetKind: 'Car' | 'Spot'; listingId: string },
  ): Promise<InquiryDetail> {
    const listing = await createInquiryFactsRepository(deps.db).listing(input.targetKind, input.listingId);
    const notFound = input.targetKind === 'Car' ? 'CAR_NOT_FOUND' : 'SPOT_NOT_FOUND';
    if (!listing || (!listing.listed && listing.ownerUserId !== user.id)) throw new AppError(notFound);
    if (listing.ownerUserId === user.id) throw new AppError('INQUIRY_OWN_LISTING');
    const target: ThreadTarget =
      input.targetKind === 'Car'
        ? { kind: 'Car', carId: input.listingId, spotId: null }
        : { kind: 'Spot', carId: null, spotId: input.listingId };
    const id = await deps.db.transaction(async (tx) => {
      const repository = createInquiriesRepository(tx);
      // Twice at most: a question thread written by a parallel call between our look and our insert is joined.
      for (let attempt = 0; attempt < 2; attempt++) {
        const open = await repository.lockOpenQuestion(user.id, target);
        if (open) {
          const { message, isNew } = await writeIn(tx, open, 'Guest', user, input, null);
          if (isNew) await notifyOther(tx, open, 'Guest', user, message, false);
          return open.id;
        }
        // The listing was read before the transaction: its host may have been suspended since.
        await checkCounterpart(tx, { guestUserId: user.id, hostUserId: listing.ownerUserId }, 'Guest');
        const stored = storedBody(input.body, null);
        const started = await repository.insertThread(
          { target, guestUserId: user.id, hostUserId: listing.ownerUserId, reserveId: null },
          { sender: { role: 'Guest', userId: user.id }, ...stored, systemEvent: null, clientKey: input.clientKey ?? null, at: deps.now() },
        );
        if (started) {
          const thread = { id: started.inquiryId, guestUserId: user.id, hostUserId: listing.ownerUserId };
          await notifyOther(tx, thread, 'Guest', user, started.message, true);
          return started.inquiryId;
        }
      }
      throw new AppError('CONFLICT');
    });
    return detail(id, 'Guest');
  }

  function filtersOf(user: UserRow, input: Omit<ThreadFilters, 'userId'>): ThreadFilters {
    return { ...input, userId: user.id };
  }

  async function page(user: UserRow, filters: ThreadFilters, limit: number, offset: number) {
    const found = await read.page(filters, limit, offset);
    const covers = await read.covers(found.items.flatMap((r) => (r.coverId ? [r.coverId] : [])));
    const items = found.items.map((row) => toSummary(row, sideOf(row.thread, user.id) ?? 'Guest', covers));
    return { items, total: found.total, limit, offset };
  }

  return {
    create(user: UserRow, input: ParsedInput<typeof createInquiry>): Promise<InquiryDetail> {
      if (input.reserveId !== undefined) return writeInReserveThread(user, { ...input, reserveId: input.reserveId });
      return ask(user, { ...input, targetKind: input.targetKind!, listingId: input.listingId! });
    },

    async send(user: UserRow, input: ParsedInput<typeof sendInquiryMessage>): Promise<InquiryMessage> {
      return deps.db.transaction(async (tx) => {
        const { thread, side } = await participantThread(tx, user, input.inquiryId, true);
        const reserve = thread.reserveId ? await createInquiryFactsRepository(tx).reserve(thread.reserveId) : null;
        const { message, isNew } = await writeIn(tx, thread, side, user, input, reserve);
        if (isNew) await notifyOther(tx, thread, side, user, message, false);
        const marks = { guest: thread.guestReadSeq, host: thread.hostReadSeq };
        return toMessage(message, side, marks);
      });
    },

    async show(user: UserRow, inquiryId: string): Promise<InquiryDetail> {
      const { side } = await participantThread(deps.db, user, inquiryId, false);
      return detail(inquiryId, side);
    },

    async showMine(user: UserRow, input: ParsedInput<typeof showInquiries>): Promise<Output<typeof showInquiries>> {
      const filters = filtersOf(user, { side: input.as, targetKind: input.targetKind, state: input.state, unreadOnly: input.unreadOnly });
      const [found, unread] = await Promise.all([page(user, filters, input.limit, input.offset), read.unreadTotals(user.id)]);
      return { ...found, unread };
    },

    async search(user: UserRow, input: ParsedInput<typeof searchInquiries>): Promise<Output<typeof searchInquiries>> {
      const filters = filtersOf(user, {
        side: input.as,
        targetKind: input.targetKind,
        state: input.state,
        unreadOnly: input.unreadOnly,
        listingId: input.listingId,
        reserveId: input.reserveId,
        counterpart: input.counterpart || undefined,
        text: input.text || undefined,
      });
      return page(user, filters, input.limit, input.offset);
    },

    unreadTotals: (user: UserRow): Promise<InquiryUnreadTotals> => read.unreadTotals(user.id),

    /**
     * A page of messages; reading the newest ones marks the thread read for the caller up to the
     * last message of the page (a page of older ones marks nothing).
     */
    async messages(user: UserRow, input: ParsedInput<typeof showInquiryMessages>): Promise<Output<typeof showInquiryMessages>> {
      const { thread, side } = await participantThread(deps.db, user, input.inquiryId, false);
      const repository = createInquiriesRepository(deps.db);
      const found = await repository.messagesPage(thread.id, input);
      const marks: ReadMarks = { guest: thread.guestReadSeq, host: thread.hostReadSeq };
      const newest = found.items[found.items.length - 1]?.seq;
      const own = side === 'Guest' ? 'guest' : 'host';
      if (input.beforeSeq === undefined && newest !== undefined && (marks[own] ?? 0) < newest) {
        await repository.markRead(thread.id, side, newest, deps.now());
        marks[own] = newest;
      }
      return { items: found.items.map((m) => toMessage(m, side, marks)), hasOlder: found.hasOlder, readUpTo: marks };
    },

    async close(user: UserRow, input: ParsedInput<typeof closeInquiry>): Promise<InquiryDetail> {
      const side = await deps.db.transaction(async (tx) => {
        const { thread, side } = await participantThread(tx, user, input.inquiryId, true);
        if (thread.state === 'Closed') return side;
        const reserve = thread.reserveId ? await createInquiryFactsRepository(tx).reserve(thread.reserveId) : null;
        if (!mayClose(thread, reserve?.status ?? null)) throw new AppError('INQUIRY_RESERVATION_ACTIVE');
        await createInquiriesRepository(tx).close(thread.id, side, deps.now());
        return side;
      });
      return detail(input.inquiryId, side);
    },

    /** An operator reads a thread: logged first (a read that cannot be logged is not served), marks nothing read. */
    async operatorThread(operator: UserRow, input: ParsedInput<typeof showInquiryThread>): Promise<Output<typeof showInquiryThread>> {
      const repository = createInquiriesRepository(deps.db);
      const thread = input.inquiryId ? await repository.findById(input.inquiryId) : await repository.findByReserve(input.reserveId ?? '');
      if (!thread) throw new AppError('INQUIRY_NOT_FOUND');
      await createOperatorAuditRepository(deps.db).record({
        operatorUserId: operator.id,
        action: 'inquiry.read',
        targetKind: 'inquiry',
        targetId: thread.id,
        details: { reserveId: thread.reserveId, beforeSeq: input.beforeSeq ?? null },
        at: deps.now(),
      });
      const { rows, covers } = await views([thread.id]);
      const found = await repository.messagesPage(thread.id, { beforeSeq: input.beforeSeq, limit: input.limit });
      const marks: ReadMarks = { guest: thread.guestReadSeq, host: thread.hostReadSeq };
      return {
        inquiry: toOperatorView(rows[0]!, covers),
        messages: { items: found.items.map((m) => toMessage(m, null, marks)), hasOlder: found.hasOlder, readUpTo: marks },
      };
    },
  };
}

export type InquiriesService = ReturnType<typeof createInquiriesService>;

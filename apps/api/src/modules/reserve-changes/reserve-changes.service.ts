import { randomUUID } from 'node:crypto';
import {
  ReserveChangeStatus,
  addDays,
  changeExpiresAt,
  changeProblem,
  repriceChange,
  reserveSplitOf,
  startOfJapanDay,
  type ReserveChangeInput,
  type ReserveChangeList,
  type ReserveChangePreview,
  type ReserveChangeView,
  type Repricing,
  type ViewerRole,
} from '@kurumatabi/contract';
import type { Db } from '../../db/client.js';
import type { ReserveChangeRow, ReserveRow, UserRow } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { appendToReserveThread } from '../inquiries/reserve-thread.js';
import type { Tx } from '../listings/listings.repository.js';
import type { Notify } from '../notifications/notifier.js';
import type { ReserveChangeMoney } from '../payments/reserve-change-money.js';
import type { ReserveMoney } from '../payments/reserve-money.js';
import { createReserveBooking, type Occupied } from '../reserves/reserve-booking.js';
import { createReserveCalendarRepository } from '../reserves/reserve-calendar.repository.js';
import { createReserveFactsRepository } from '../reserves/reserve-facts.repository.js';
import { lockListingOf, periodBounds } from '../reserves/reserve-lifecycle.js';
import { period, reserveMessages } from '../reserves/reserve-messages.js';
import { inReserveTransaction } from '../reserves/reserve-transaction.js';
import { viewerRoleOf } from '../reserves/reserve-view.js';
import { createReservesRepository } from '../reserves/reserves.repository.js';
import { createReserveChangesRepository } from './reserve-changes.repository.js';

/**
 * A change of a booked trip (issue 36 item 4, ADR 0059): the guest previews and asks, or the host previews and
 * proposes; whoever sent it may withdraw it, and the other side accepts or declines it (a guest accepting a proposal
 * that costs more pays the difference by card then, the money then moving as in the host's acceptance of a request). The new days are checked by the creation's own booking check (`reserve-booking.ts`) under
 * the listing's lock, with the reservation's own days given back first, and held in the same transaction (the
 * calendar's exclusion constraint and the plan inventory's CHECK refuse a taken day). The repricing is the contract's
 * `repriceChange` on the creation's quote of the new trip. The money moves under `reserve-change:<id>`.
 */

class RolledBack extends Error {
  constructor(readonly value: unknown) {
    super('rolled back on purpose');
  }
}

/** A wish checked and priced under the listing's lock, its new days not yet held. */
interface Priced {
  repricing: Repricing;
  occupied: Occupied;
  /** The spot plan's capacity (spots), for holding its nights. */
  capacity: number;
}

/** The trip as booked, for the repricing: its dates, its price lines snapshot and its total. */
const bookedOf = (row: ReserveRow) => ({ startDate: row.startDate, endDate: row.endDate, lines: row.priceLines, total: row.total });

/** The whole new trip: what the wish leaves out stays as booked. */
const wholeWish = (row: ReserveRow, wish: ReserveChangeInput) => ({
  startDate: wish.startDate,
  endDate: wish.endDate,
  people: wish.people ?? row.people,
  options: wish.options ?? row.options,
});
type WholeWish = ReturnType<typeof wholeWish>;

const conflict = (message: string) => new AppError('RESERVE_STATUS_CONFLICT', { message });

type Side = 'Guest' | 'Host';
const sideName: Record<Side, string> = { Guest: 'ゲスト', Host: 'ホスト' };
/** What the sender's change is called in messages: the guest's request, the host's proposal. */
const changeName: Record<Side, string> = { Guest: '変更リクエスト', Host: '変更の提案' };

/** The side of the trip the viewer is on; staff who may read a reservation do not change it (403). */
function sideOf(role: ViewerRole): Side {
  if (role === 'Operator') throw new AppError('RESERVE_ACTION_FORBIDDEN');
  return role;
}

/** An answer by the side that sent the change (accept, decline) or by the other (withdraw): 403. */
function answersOwn(open: ReserveChangeRow, role: Side, action: 'answer' | 'withdraw'): void {
  const own = open.proposedByRole === role;
  if (action === 'answer' && own) {
    throw new AppError('RESERVE_ACTION_FORBIDDEN', { message: `ご自身が送った${changeName[role]}には回答できません。` });
  }
  if (action === 'withdraw' && !own) {
    throw new AppError('RESERVE_ACTION_FORBIDDEN', { message: `取り下げられるのは、ご自身が送った変更だけです。` });
  }
}

export function createReserveChanges(deps: {
  db: Db;
  now: () => Date;
  notify: Notify;
  money: ReserveMoney;
  changeMoney: ReserveChangeMoney;
  onMoneyError: (error: unknown) => void;
  /** Before an acceptance: the listing's imported calendars are brought up to date (ADR 0057). */
  beforeAccept?: (row: ReserveRow) => Promise<void>;
}) {
  async function visible(user: UserRow, reserveId: string): Promise<{ row: ReserveRow; role: ViewerRole }> {
    const row = await createReservesRepository(deps.db).findById(reserveId);
    const role = row ? viewerRoleOf(row, user) : null;
    if (!row || !role) throw new AppError('RESERVE_NOT_FOUND');
    return { row, role };
  }

  async function lockReserve(tx: Tx, row: ReserveRow): Promise<ReserveRow> {
    await lockListingOf(tx, row);
    const current = await createReservesRepository(tx).lockById(row.id);
    if (!current) throw new AppError('RESERVE_NOT_FOUND');
    return current;
  }

  /** The wish is one this reservation may ask for now (409 for its state, 422 for the dates). */
  function checkWish(row: ReserveRow, wish: WholeWish): void {
    const problem = changeProblem(row, wish, deps.now());
    if (!problem) return;
    if (problem.path === 'status') throw conflict(problem.message);
    throw new AppError('RESERVE_CONDITIONS_INVALID', { message: problem.message, details: [problem] });
  }

  /**
   * Under the listing's lock (taken by `lockReserve`): the reservation's own days given back, the listing locked again
   * with the new period's facts, the creation's booking check and quote on them, and the repricing. The caller holds the
   * new days (`hold`) or rolls back. A trip under way keeps its start, so its start day is checked as of that day.
   */
  async function price(tx: Tx, row: ReserveRow, wish: WholeWish, requestedAt: Date): Promise<Priced> {
    const calendar = createReserveCalendarRepository(tx);
    const booking = createReserveBooking({ now: row.status === 'Renting' ? () => startOfJapanDay(row.startDate) : deps.now });
    const options = wish.options;
    if (row.carId) {
      await calendar.freeCarDays(row.id);
      await calendar.rewriteCarBusy(row.carId);
      const locked = await calendar.lockCarForRequest({
        carId: row.carId,
        guestUserId: row.guestUserId,
        from: wish.startDate,
        until: addDays(wish.endDate, 1),
        now: deps.now(),
      });
      // The booked delivery goes with the new dates: its lines are one-off, kept at their booked price.
      const delivery = row.deliveryKm === null ? undefined : { km: row.deliveryKm };
      const request = { carId: row.carId, startDate: wish.startDate, endDate: wish.endDate, options, delivery, changing: row.id };
      const { quote, occupied } = await booking.car(tx, row.guestUserId, request, locked);
      const repricing = repriceChange({ booked: bookedOf(row), wish, today: quote, countsEndDay: true, requestedAt });
      return { repricing, occupied, capacity: 0 };
    }
    if (!row.spotId || !row.spotPlanId) throw new Error(`reservation ${row.id} has neither a car nor a spot plan`);
    const { from, until } = periodBounds(row.period);
    await calendar.releasePlanDays(row.spotPlanId, from, until);
    await calendar.rewriteSpotBusy(row.spotId);
    const locked = await calendar.lockSpotForRequest({
      spotId: row.spotId,
      planId: row.spotPlanId,
      guestUserId: row.guestUserId,
      from: wish.startDate,
      until: wish.endDate > wish.startDate ? wish.endDate : addDays(wish.startDate, 1),
      now: deps.now(),
    });
    const request = { spotId: row.spotId, spotPlanId: row.spotPlanId, ...wish, options, changing: row.id };
    const { plan, quote, occupied } = await booking.spot(tx, row.guestUserId, request, locked);
    const repricing = repriceChange({ booked: bookedOf(row), wish, today: quote, countsEndDay: false, requestedAt });
    return { repricing, occupied, capacity: plan.capacityPerDay };
  }

  /** The priced wish's days held for the reservation (after `price` gave its old ones back). */
  async function hold(tx: Tx, row: ReserveRow, priced: Priced): Promise<void> {
    const calendar = createReserveCalendarRepository(tx);
    const { from, until } = priced.occupied;
    if (row.carId) {
      await calendar.holdCarDays(row.carId, row.id, from, until);
      await calendar.rewriteCarBusy(row.carId);
    } else if (row.spotId && row.spotPlanId) {
      await calendar.bookPlanDays(row.spotPlanId, priced.capacity, from, until);
      await calendar.rewriteSpotBusy(row.spotId);
    }
  }

  /** The wish priced under the lock in a transaction that changes nothing. */
  async function priceOnly(row: ReserveRow, wish: ReserveChangeInput, at: Date): Promise<Priced> {
    try {
      await inReserveTransaction(deps.db, async (tx) => {
        const current = await lockReserve(tx, row);
        const whole = wholeWish(current, wish);
        checkWish(current, whole);
        throw new RolledBack(await price(tx, current, whole, at));
      });
    } catch (error) {
      if (error instanceof RolledBack) return error.value as Priced;
      throw error;
    }
    throw new Error('unreachable');
  }

  function expiryOf(row: ReserveRow, at: Date): Date {
    const status = row.status === 'Renting' ? 'Renting' : 'Approved';
    return changeExpiresAt({ at, status, startDate: row.startDate, endDate: row.endDate });
  }

  async function tell(tx: Tx, row: ReserveRow, userId: string, message: (title: string) => Parameters<Notify>[1]): Promise<void> {
    const title = await createReserveFactsRepository(tx).listingTitle(row);
    await deps.notify(userId, message(title), { tx });
  }

  /** The reservation's conversation shows the change as a System line. */
  async function threadLine(tx: Tx, row: ReserveRow, event: 'ChangeRequested' | 'ChangeAnswered', body: string, at: Date) {
    await appendToReserveThread(tx, row, { sender: null, body, masked: false, systemEvent: event, clientKey: null, at });
  }

  function view(change: ReserveChangeRow, role: ViewerRole, now: Date): ReserveChangeView {
    const open = (change.status === 'Requested' || change.status === 'Proposed') && change.expiresAt > now;
    return {
      id: change.id,
      status: change.status,
      statusLabel: ReserveChangeStatus.labels[change.status],
      kind: change.kind,
      proposedByRole: change.proposedByRole,
      fromStartDate: change.fromStartDate,
      fromEndDate: change.fromEndDate,
      startDate: change.startDate,
      endDate: change.endDate,
      days: change.days,
      people: change.people,
      message: change.message,
      lines: change.changeLines,
      priceLines: change.priceLines,
      difference: change.difference,
      total: change.total,
      requestedAt: change.requestedAt.toISOString(),
      expiresAt: change.expiresAt.toISOString(),
      answeredAt: change.answeredAt?.toISOString() ?? null,
      canAccept: open && role !== 'Operator' && role !== change.proposedByRole,
      canDecline: open && role !== 'Operator' && role !== change.proposedByRole,
      canWithdraw: open && role === change.proposedByRole,
    };
  }

  async function preview(user: UserRow, reserveId: string, wish: ReserveChangeInput): Promise<ReserveChangePreview> {
    const { row } = await visible(user, reserveId);
    const at = deps.now();
    const { repricing } = await priceOnly(row, wish, at);
    return {
      startDate: wish.startDate,
      endDate: wish.endDate,
      days: repricing.days,
      lines: repricing.lines,
      difference: repricing.difference,
      total: repricing.total,
      currentTotal: row.total,
      expiresAt: expiryOf(row, at).toISOString(),
    };
  }

  /** The guest's request or the host's proposal: priced now, stored open, the other side told. */
  async function send(
    user: UserRow,
    input: { reserveId: string; change: ReserveChangeInput; quotedDifference: number; paymentToken?: string },
    side: Side,
  ): Promise<ReserveChangeView> {
    const { row, role } = await visible(user, input.reserveId);
    if (role !== side) throw new AppError('RESERVE_ACTION_FORBIDDEN');
    const verb = side === 'Guest' ? 'リクエスト' : '提案';
    const wish = input.change;
    const at = deps.now();
    const { repricing } = await priceOnly(row, wish, at);
    if (repricing.difference !== input.quotedDifference) {
      const message = `現在の差額は${repricing.difference.toLocaleString('ja-JP')}円です。内容を確認してから、もう一度送信してください。`;
      throw new AppError('RESERVE_PRICE_CHANGED', { message, details: [{ path: 'quotedDifference', message }] });
    }
    if (row.paymentMethod === 'Invoice' && repricing.difference !== 0) {
      throw conflict(`請求書払いの予約は、料金が変わる変更を${verb}できません。運営にお問い合わせください。`);
    }
    const alreadyOpen = `回答待ちの変更があります。取り下げるか回答を待ってから、もう一度${verb}してください。`;
    if (await createReserveChangesRepository(deps.db).lockOpen(row.id)) throw conflict(alreadyOpen);
    const id = randomUUID();
    let intentId: string | null = null;
    // The guest's increase is held now; a host's proposal is paid when the guest accepts it (the guest's card then).
    if (side === 'Guest' && repricing.difference > 0 && row.paymentMethod === 'CreditCard') {
      if (!input.paymentToken) {
        const message = '差額のお支払いに使うカード情報を入力してください。';
        throw new AppError('VALIDATION_FAILED', { message, details: [{ path: 'paymentToken', message }] });
      }
      const title = await createReserveFactsRepository(deps.db).listingTitle(row);
      intentId = (
        await deps.changeMoney.hold({
          reserveId: row.id,
          changeId: id,
          amount: repricing.difference,
          paymentToken: input.paymentToken,
          title,
        })
      ).id;
    }
    try {
      return await inReserveTransaction(deps.db, async (tx) => {
        const current = await lockReserve(tx, row);
        if (current.status !== row.status || current.startDate !== row.startDate || current.endDate !== row.endDate) {
          throw conflict(`予約の内容が変わりました。画面を更新してから、もう一度${verb}してください。`);
        }
        const inserted = await createReserveChangesRepository(tx).insertOpen({
          id,
          reserveId: row.id,
          proposedByRole: side,
          proposedBy: user.id,
          status: side === 'Guest' ? 'Requested' : 'Proposed',
          kind: current.status === 'Renting' ? 'Extension' : 'Change',
          fromStartDate: current.startDate,
          fromEndDate: current.endDate,
          startDate: wish.startDate,
          endDate: wish.endDate,
          people: wish.people ?? current.people,
          options: wish.options ?? current.options,
          message: wish.message ?? null,
          changeLines: repricing.lines,
          priceLines: repricing.priceLines,
          days: repricing.days,
          total: repricing.total,
          difference: repricing.difference,
          idempotencyKey: `reserve-change:${id}`,
          intentId,
          requestedAt: at,
          expiresAt: expiryOf(current, at),
        });
        if (!inserted) throw conflict(alreadyOpen);
        await deps.changeMoney.recordHold(tx, inserted);
        if (side === 'Guest') {
          await tell(tx, current, current.hostUserId, (title) =>
            reserveMessages.changeRequested(current, title, inserted, inserted.expiresAt),
          );
        } else {
          await tell(tx, current, current.guestUserId, (title) =>
            reserveMessages.changeProposed(current, title, inserted, inserted.expiresAt),
          );
        }
        await threadLine(tx, current, 'ChangeRequested', `${sideName[side]}が${period(inserted)}への予約の変更を${verb}しました。`, at);
        intentId = null; // kept by the request
        return view(inserted, side, at);
      });
    } finally {
      if (intentId) await deps.money.release(intentId, `reserve-change:${id}:release-unused`);
    }
  }

  /** The open request the answer names (by when it was asked), locked; 409 when it was answered, replaced or expired. */
  async function openOne(tx: Tx, reserveId: string, requestedAt: string, now: Date): Promise<ReserveChangeRow> {
    const open = await createReserveChangesRepository(tx).lockOpen(reserveId);
    if (!open || open.requestedAt.getTime() !== Date.parse(requestedAt)) {
      throw conflict('この変更リクエストはすでに回答済みか、取り下げられました。画面を更新してください。');
    }
    if (open.expiresAt <= now) throw conflict('回答期限を過ぎたため、この変更リクエストには回答できません。');
    return open;
  }

  /** The sender withdraws its change, or the other side declines it: nothing moves, a guest's hold is released. */
  async function end(
    user: UserRow,
    input: { reserveId: string; requestedAt: string },
    status: 'Withdrawn' | 'Declined',
  ): Promise<ReserveChangeView> {
    const { row, role: viewer } = await visible(user, input.reserveId);
    const role = sideOf(viewer);
    return inReserveTransaction(deps.db, async (tx) => {
      const current = await lockReserve(tx, row);
      const now = deps.now();
      const open = await openOne(tx, row.id, input.requestedAt, now);
      answersOwn(open, role, status === 'Withdrawn' ? 'withdraw' : 'answer');
      const answered = await createReserveChangesRepository(tx).answer(open.id, status, now, user.id);
      if (!answered) throw conflict('この変更リクエストはすでに回答済みです。');
      await deps.changeMoney.release(tx, answered);
      const byGuest = role === 'Guest';
      const to = byGuest ? current.hostUserId : current.guestUserId;
      const name = changeName[answered.proposedByRole];
      if (status === 'Withdrawn') {
        await tell(tx, current, to, (title) =>
          byGuest ? reserveMessages.changeWithdrawn(current, title) : reserveMessages.changeProposalWithdrawn(current, title),
        );
        await threadLine(tx, current, 'ChangeAnswered', `${sideName[role]}が予約の${name}を取り下げました。`, now);
      } else {
        await tell(tx, current, to, (title) =>
          byGuest ? reserveMessages.changeProposalDeclined(current, title) : reserveMessages.changeDeclined(current, title),
        );
        await threadLine(tx, current, 'ChangeAnswered', `${sideName[role]}が予約の${name}をお断りしました。`, now);
      }
      return view(answered, role, now);
    });
  }

  /**
   * The guest accepting a host's proposal that costs more: the difference held on the guest's card before the
   * acceptance's transaction (as a request holds it), each card under its own key. Null when nothing is to be held.
   */
  async function holdForProposal(user: UserRow, row: ReserveRow, role: Side, paymentToken?: string) {
    if (role !== 'Guest' || row.paymentMethod !== 'CreditCard') return null;
    const open = await createReserveChangesRepository(deps.db).findOpen(row.id);
    if (!open || open.proposedByRole !== 'Host' || open.difference <= 0 || open.intentId) return null;
    if (!paymentToken) {
      const message = '差額のお支払いに使うカード情報を入力してください。';
      throw new AppError('VALIDATION_FAILED', { message, details: [{ path: 'paymentToken', message }] });
    }
    const title = await createReserveFactsRepository(deps.db).listingTitle(row);
    const intent = await deps.changeMoney.hold({
      reserveId: row.id,
      changeId: open.id,
      amount: open.difference,
      paymentToken,
      title,
      attempt: `${user.id}:${paymentToken}`,
    });
    return { changeId: open.id, intentId: intent.id };
  }

  async function accept(
    user: UserRow,
    input: { reserveId: string; requestedAt: string; paymentToken?: string },
  ): Promise<ReserveChangeView> {
    const { row, role: viewer } = await visible(user, input.reserveId);
    const role = sideOf(viewer);
    await deps.beforeAccept?.(row);
    let held = await holdForProposal(user, row, role, input.paymentToken);
    try {
      const accepted = await acceptHeld(user, row, role, input.requestedAt, held?.intentId ?? null);
      held = null; // kept by the acceptance
      // A decrease's refund is sent now; a processor that fails now is asked again by the money sweep.
      if (accepted.difference < 0) await deps.money.settleSoon(row.id, deps.onMoneyError);
      return accepted;
    } finally {
      if (held) await releaseUnlessKept(held);
    }
  }

  /** A hold an acceptance that failed did not keep is released (a racing acceptance that won under the same key keeps it). */
  async function releaseUnlessKept(held: { changeId: string; intentId: string }): Promise<void> {
    const change = await createReserveChangesRepository(deps.db).findById(held.changeId);
    if (change?.status === 'Accepted' && change.intentId === held.intentId) return;
    await deps.money.release(held.intentId, `reserve-change:${held.changeId}:release-unused:${held.intentId}`);
  }

  /** The acceptance's transaction: the rules and days re-checked, the new days held, the money moved, both told. */
  async function acceptHeld(
    user: UserRow,
    row: ReserveRow,
    role: Side,
    requestedAt: string,
    intentId: string | null,
  ): Promise<ReserveChangeView> {
    return inReserveTransaction(deps.db, async (tx) => {
      const current = await lockReserve(tx, row);
      const now = deps.now();
      const changes = createReserveChangesRepository(tx);
      let open = await openOne(tx, row.id, requestedAt, now);
      answersOwn(open, role, 'answer');
      if (intentId && !open.intentId) {
        open = await changes.attachIntent(open.id, intentId);
        await deps.changeMoney.recordHold(tx, open);
      }
      if (open.difference > 0 && current.paymentMethod === 'CreditCard' && !open.intentId) {
        throw conflict('差額のお支払いの準備ができていません。画面を更新してから、もう一度承認してください。');
      }
      if (current.startDate !== open.fromStartDate || current.endDate !== open.fromEndDate) {
        throw conflict('予約の内容が変わったため、この変更リクエストは承認できません。');
      }
      const wish = { startDate: open.startDate, endDate: open.endDate, people: open.people, options: open.options };
      checkWish(current, wish);
      // The rules and the calendar of today, under the lock; the price is the one the guest was shown and agreed to.
      const priced = await price(tx, current, wish, open.requestedAt);
      await hold(tx, current, priced);
      await deps.changeMoney.onAccept(tx, current, open);
      const { feeBase, marketplaceFee } = reserveSplitOf(open.priceLines, current.feeRate);
      const moved = await changes.moveReserve(current.id, {
        startDate: open.startDate,
        endDate: open.endDate,
        period: `[${priced.occupied.from},${priced.occupied.until})`,
        days: open.days,
        people: open.people,
        options: open.options,
        priceLines: open.priceLines,
        total: open.total,
        feeBase,
        marketplaceFee,
        updatedAt: now,
      });
      const answered = await changes.answer(open.id, 'Accepted', now, user.id);
      if (!answered) throw conflict('この変更リクエストはすでに回答済みです。');
      if (role === 'Host') {
        await tell(tx, moved, moved.guestUserId, (title) => reserveMessages.changeAccepted(moved, title, open.difference));
      } else {
        await tell(tx, moved, moved.hostUserId, (title) => reserveMessages.changeProposalAccepted(moved, title));
      }
      const name = changeName[open.proposedByRole];
      await threadLine(
        tx,
        moved,
        'ChangeAnswered',
        `${sideName[role]}が予約の${name}を承認しました。新しい日程は${period(moved)}です。`,
        now,
      );
      return view(answered, role, now);
    });
  }

  async function list(user: UserRow, reserveId: string): Promise<ReserveChangeList> {
    const { row, role } = await visible(user, reserveId);
    const now = deps.now();
    const rows = await createReserveChangesRepository(deps.db).listOf(row.id);
    const views = rows.map((change) => view(change, role, now));
    const open = views.find((v) => v.status === 'Requested' || v.status === 'Proposed') ?? null;
    return {
      open,
      past: views.filter((v) => v !== open),
      canRequest: role !== 'Operator' && open === null && (row.status === 'Approved' || row.status === 'Renting'),
    };
  }

  return {
    preview,
    request: (user: UserRow, input: Parameters<typeof send>[1]) => send(user, input, 'Guest'),
    propose: (user: UserRow, input: Omit<Parameters<typeof send>[1], 'paymentToken'>) => send(user, input, 'Host'),
    withdraw: (user: UserRow, input: { reserveId: string; requestedAt: string }) => end(user, input, 'Withdrawn'),
    decline: (user: UserRow, input: { reserveId: string; requestedAt: string }) => end(user, input, 'Declined'),
    accept,
    list,
  };
}

export type ReserveChanges = ReturnType<typeof createReserveChanges>;

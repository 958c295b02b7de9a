import { createHash, randomUUID } from 'node:crypto';
import { addDays, endOfJapanDay, errorTable, paymentMethodsFor, reserveSplitOf, type ReserveQuote } from '@kurumatabi/contract';
import type { PaymentMethod, ReserveTargetKind } from '@kurumatabi/contract/enums';
import type { Db } from '../../db/client.js';
import type { ReserveRow, UserRow } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { PrepareNotice } from '../notifications/notifier.js';
import type { Tx } from '../listings/listings.repository.js';
import { reserveThreadOpening } from '../inquiries/reserve-thread.js';
import { accountOf } from '../users/users.service.js';
import type { PaymentIntentView } from '../payments/payment-port.js';
import type { ReserveMoney } from '../payments/reserve-money.js';
import { createReservePaymentsRepository } from '../payments/reserve-payments.repository.js';
import { redeemCoupon } from '../host-rules/host-rules.service.js';
import { createReserveBooking, type CarRequest, type CouponToRedeem, type Occupied, type SpotRequest } from './reserve-booking.js';
import {
  createReserveCalendarRepository,
  type CarForReserve,
  type PlanForReserve,
  type UnderLock,
  type SpotForReserve,
} from './reserve-calendar.repository.js';
import { expireListingRequests } from './reserve-lifecycle.js';
import { imageRowOf, type ReserveFacts } from './reserve-facts.repository.js';
import { reserveMessages } from './reserve-messages.js';
import { inReserveTransaction } from './reserve-transaction.js';
import { createReservesRepository } from './reserves.repository.js';

/**
 * create-car-reserve and create-spot-reserve (ADR 0016). In one transaction: the listing's row lock,
 * the Idempotency-Key looked up under that lock (a retry waits for the first attempt and finds
 * it), the listing's expired requests cancelled, the checks and the quote, the reservation in
 * Request, its days held (car calendar row or plan inventory; the constraints refuse a taken day),
 * `busy`, the history row, the host's in-app notice and the key. The notice's mail goes after the commit.
 *
 * Round trips are the cost of a create (each one a write to PostgreSQL's socket and a wake-up on
 * both sides): a car's transaction is two prepared statements between BEGIN and COMMIT — the lock
 * with the request's facts (`lockCarForRequest`), then the reservation with its history, calendar
 * row, `busy`, the host's notice and the conversation thread with its System message (`insertRequest`) — then
 * the host's mail job when the host gets mail (pg-boss's insert on the same transaction), and only with an
 * Idempotency-Key its claim. The host's rules (issue 36, `tripTerms`) add one read under the lock (the rules row
 * with the listing's nearby reservations and closed days), and a coupon its lock, its uses and its redemption.
 */

/** How long a request waits for its host at most (capped at the end of the start day, Japan time). */
export const APPROVAL_WINDOW_MS = 48 * 3_600_000;

/** Stripe's smallest charge in yen (JPY): a card total below it cannot be held. */
const MIN_CARD_CHARGE_YEN = 50;

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,128}$/;

export interface CreateInput {
  paymentMethod: PaymentMethod;
  quotedTotal: number;
  /** The card the browser turned into a payment method (`pm_…`): required with CreditCard. */
  paymentToken?: string;
}

/** The outcome of a creation: a new reservation, or the one an earlier request with the same key made. */
export type Created =
  | {
      row: ReserveRow;
      isNew: true;
      /** The card's hold, when it asked for 3-D Secure: the browser completes the challenge with it. */
      intent: PaymentIntentView | null;
      /** Mails the host's notice, recorded in the creation's transaction, once it has committed. */
      mailHost: () => Promise<void>;
      facts: ReserveFacts;
    }
  | { row: ReserveRow; isNew: false };

/** A request checked and quoted under its listing's lock. */
interface Prepared {
  quote: ReserveQuote;
  occupied: Occupied;
  hostUserId: string;
  /** The listing's title, for the host's notification. */
  title: string;
  /** What the new request's detail shows beside it, read with the listing. */
  facts: ReserveFacts;
  target: { kind: ReserveTargetKind; carId?: string; spotId?: string; spotPlanId?: string; planCapacity?: number };
  needsLicence: boolean;
  /** The coupon the quote took (locked with it), redeemed once the reservation is written. */
  coupon: CouponToRedeem | null;
}

class KeyAlreadyUsed extends Error {
  constructor(readonly reserveId: string) {
    super('idempotency key already used');
  }
}

/** The facts of a new request's detail, from the listing's row as the create read it (no statement more). */
function factsOf(
  guest: UserRow,
  listing: (CarForReserve | SpotForReserve) & { id: string },
  times: { startTime: string | null; endTime: string | null },
  plan?: PlanForReserve,
): ReserveFacts {
  return {
    listings: new Map([[listing.id, { title: listing.title, coverId: listing.coverId, ...times }]]),
    plans: plan ? new Map([[plan.id, { name: plan.name, checkInTime: plan.checkInTime, checkOutTime: plan.checkOutTime }]]) : new Map(),
    names: new Map([
      [guest.id, guest.name],
      [listing.ownerUserId, listing.ownerName],
    ]),
    images: new Map((listing.cover ?? []).map((image) => [image.id, imageRowOf(image)])),
  };
}

/** A UUID (version 4's layout) determined by `text`: the same request always names the same reservation. */
function uuidOf(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function approveDeadlineOf(requestedAt: Date, startDate: string): Date {
  return new Date(Math.min(requestedAt.getTime() + APPROVAL_WINDOW_MS, endOfJapanDay(startDate).getTime()));
}

export function createReserveCreation(deps: {
  db: Db;
  now: () => Date;
  feeRate: number;
  money: ReserveMoney;
  prepareNotice: PrepareNotice;
  /** Tells both parties of a request the create found expired and cancelled, in the create's transaction. */
  onAutoCanceled: (tx: Tx, row: ReserveRow) => Promise<void>;
}) {
  const booking = createReserveBooking({ now: deps.now });

  function checkKey(key: string | undefined): void {
    if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) throw new AppError('IDEMPOTENCY_KEY_INVALID');
  }

  /** The first reservation of the key, or 422 when the key was used for another body. */
  async function replay(tx: Tx | Db, user: UserRow, key: string, hash: string): Promise<ReserveRow | null> {
    const repository = createReservesRepository(tx);
    const used = await repository.findKey(user.id, key);
    if (!used) return null;
    if (used.requestHash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    return repository.findById(used.reserveId);
  }

  async function create<T>(
    user: UserRow,
    key: string | undefined,
    body: unknown,
    listing: {
      /** The listing whose expired requests the create cancels first (ADR 0016). */
      ref: { carId: string } | { spotId: string };
      /** The listing's row lock with the request's facts (one statement; ADR 0016's lock order, the listing first). */
      lock: (tx: Tx) => Promise<UnderLock<T>>;
      /** The checks and the quote, under the lock. */
      quote: (tx: Tx, locked: UnderLock<T>) => Promise<Prepared>;
    },
    input: CreateInput & {
      startDate: string;
      endDate: string;
      people: number;
      options: ReserveRow['options'];
      delivery?: { km: number };
    },
  ): Promise<Created> {
    checkKey(key);
    // 請求書払い is for corporate accounts only (issue 33): refused before any card is held or day taken.
    if (!paymentMethodsFor(accountOf(user).kind).includes(input.paymentMethod)) {
      const message = errorTable.INVOICE_NOT_ALLOWED.message;
      throw new AppError('INVOICE_NOT_ALLOWED', { details: [{ path: 'paymentMethod', message }] });
    }
    // The body's hash only matters with an Idempotency-Key (it tells a retry from another request).
    const hash = key === undefined ? '' : createHash('sha256').update(JSON.stringify(body)).digest('hex');
    if (key !== undefined) {
      const first = await replay(deps.db, user, key, hash);
      if (first) return { row: first, isNew: false };
    }
    // A retry with the same Idempotency-Key and body is the same reservation to the processor too (same id, same hold).
    const reserveId = key === undefined ? randomUUID() : uuidOf(`${user.id}:${key}:${hash}`);
    // The card is held before the request takes its days (ADR 0036): a refused card leaves nothing behind.
    const intent = await holdCard(user, key, hash, reserveId, input);
    let kept = false;
    try {
      const created = await inReserveTransaction(deps.db, async (tx): Promise<Created> => {
        const repository = createReservesRepository(tx);
        let locked = await listing.lock(tx);
        if (locked.facts.expiredWaiting) {
          // Requests that only waited for the sweep: cancelled (their parties told), then the facts read again (their days are free now).
          for (const expired of await expireListingRequests(tx, listing.ref, deps.now(), deps.money.onTransition)) {
            await deps.onAutoCanceled(tx, expired);
          }
          locked = await listing.lock(tx);
        }
        const { guest } = locked.facts;
        if (key !== undefined) {
          // Under the listing's lock: a concurrent retry of the same request committed before we got here.
          const first = await replay(tx, user, key, hash);
          if (first) return { row: first, isNew: false };
        }
        const prepared = await listing.quote(tx, locked);
        if (prepared.quote.total !== input.quotedTotal) {
          throw new AppError('RESERVE_PRICE_CHANGED', {
            details: [{ path: 'quotedTotal', message: `現在の合計金額は${prepared.quote.total.toLocaleString('ja-JP')}円です。` }],
          });
        }
        if (!guest) throw new AppError('USER_NOT_REGISTERED');
        if (prepared.needsLicence && (guest.licenceStatus !== 'Verified' || (guest.licenceExpiresOn ?? '') < input.endDate)) {
          throw new AppError('DRIVER_LICENSE_REQUIRED');
        }
        const now = deps.now();
        // The terms' split (第12条), recorded once: the fee is taken from the price without its insurance.
        const { feeBase, marketplaceFee } = reserveSplitOf(prepared.quote.lines, deps.feeRate);
        // The host's notice is written with the request (one statement, one commit); its mail goes after the commit.
        const { row, mailHost } = await repository.insertRequest(
          {
            id: reserveId,
            reserveTargetKind: prepared.target.kind,
            carId: prepared.target.carId ?? null,
            spotId: prepared.target.spotId ?? null,
            spotPlanId: prepared.target.spotPlanId ?? null,
            guestUserId: user.id,
            hostUserId: prepared.hostUserId,
            status: 'Request',
            period: `[${prepared.occupied.from},${prepared.occupied.until})`,
            startDate: input.startDate,
            endDate: input.endDate,
            days: prepared.quote.days,
            people: input.people,
            options: input.options,
            priceLines: prepared.quote.lines,
            deliveryKm: input.delivery?.km ?? null,
            total: prepared.quote.total,
            feeRate: deps.feeRate,
            feeBase,
            marketplaceFee,
            paymentMethod: input.paymentMethod,
            approveDeadline: approveDeadlineOf(now, input.startDate),
            requestedAt: now,
            updatedAt: now,
          },
          { userId: user.id, role: 'Guest' },
          (request) => deps.prepareNotice(request.hostUserId, reserveMessages.requested(request, prepared.title)),
          // The reservation's thread (the guest's open question about the listing, or a new one) with the request's System message (ADR 0025).
          (request) => reserveThreadOpening(request, now),
        );
        // The coupon's use, under its row lock taken by the quote: a cap reached meanwhile refuses the whole request.
        if (prepared.coupon) await redeemCoupon(tx, now, { ...prepared.coupon, reserveId: row.id, guestUserId: user.id });
        if (prepared.target.spotId && prepared.target.spotPlanId) {
          const calendar = createReserveCalendarRepository(tx);
          const capacity = prepared.target.planCapacity ?? 0;
          await calendar.bookPlanDays(prepared.target.spotPlanId, capacity, prepared.occupied.from, prepared.occupied.until);
          await calendar.rewriteSpotBusy(prepared.target.spotId);
        }
        if (key !== undefined && !(await repository.claimKey(user.id, key, hash, row.id))) {
          // Another request with this key (for another listing) committed meanwhile: undo ours.
          throw new KeyAlreadyUsed(row.id);
        }
        if (input.paymentMethod === 'CreditCard' && !intent)
          throw new AppError('PAYMENT_DECLINED', { message: 'この金額はカードでお支払いいただけません。' });
        await deps.money.recordRequest(tx, row, intent, prepared.title);
        return { row, isNew: true, mailHost, facts: prepared.facts, intent: intent?.status === 'requires_action' ? intent : null };
      });
      kept = created.isNew || (await heldBy(created.row.id, intent));
      return created;
    } catch (error) {
      if (!(error instanceof KeyAlreadyUsed) || key === undefined) throw error;
      const first = await replay(deps.db, user, key, hash);
      if (!first) throw new AppError('CONFLICT', { cause: error });
      kept = await heldBy(first.id, intent);
      return { row: first, isNew: false };
    } finally {
      // A hold no new request kept (days taken, a price changed, a retry of an earlier request) is released.
      if (intent && !kept) await deps.money.release(intent.id, `reserve:${reserveId}:release-unused`);
    }
  }

  /** Whether the hold is the one an earlier request with the same key kept (a retry finds the same hold). */
  async function heldBy(reserveId: string, intent: PaymentIntentView | null): Promise<boolean> {
    if (!intent) return false;
    return (await createReservePaymentsRepository(deps.db).find(reserveId))?.intentId === intent.id;
  }

  /** The card's hold for a request paid by card; null for an invoice (issued at approval). */
  async function holdCard(
    user: UserRow,
    key: string | undefined,
    hash: string,
    reserveId: string,
    input: CreateInput,
  ): Promise<PaymentIntentView | null> {
    if (input.paymentMethod !== 'CreditCard') return null;
    // Below the processors' smallest charge no total is real: the quote under the lock answers RESERVE_PRICE_CHANGED.
    if (input.quotedTotal < MIN_CARD_CHARGE_YEN) return null;
    if (!input.paymentToken) {
      const message = 'カード情報を入力してください。';
      throw new AppError('VALIDATION_FAILED', { message, details: [{ path: 'paymentToken', message }] });
    }
    return deps.money.authorize({
      reserveId,
      amount: input.quotedTotal,
      paymentMethodId: input.paymentToken,
      // A retry with the same Idempotency-Key and body finds the same hold at the processor.
      key: key === undefined ? `reserve:${reserveId}:authorize:1` : `reserve-create:${user.id}:${hash}:authorize`,
      title: '予約',
    });
  }

  async function createCar(user: UserRow, key: string | undefined, input: CarRequest & CreateInput): Promise<Created> {
    return create(
      user,
      key,
      { call: 'create-car-reserve', input },
      {
        ref: { carId: input.carId },
        lock: (tx) =>
          createReserveCalendarRepository(tx).lockCarForRequest({
            carId: input.carId,
            guestUserId: user.id,
            from: input.startDate,
            until: addDays(input.endDate, 1),
            now: deps.now(),
          }),
        quote: async (tx, locked) => {
          const { car, quote, occupied, coupon } = await booking.car(tx, user.id, input, locked);
          return {
            quote,
            coupon,
            occupied,
            hostUserId: car.ownerUserId,
            title: car.title,
            facts: factsOf(user, car, { startTime: car.pickupTime, endTime: car.returnTime }),
            target: { kind: car.serviceType, carId: car.id },
            needsLicence: true,
          };
        },
      },
      { ...input, people: 1 },
    );
  }

  async function createSpot(user: UserRow, key: string | undefined, input: SpotRequest & CreateInput): Promise<Created> {
    return create(
      user,
      key,
      { call: 'create-spot-reserve', input },
      {
        ref: { spotId: input.spotId },
        lock: (tx) =>
          createReserveCalendarRepository(tx).lockSpotForRequest({
            spotId: input.spotId,
            planId: input.spotPlanId,
            guestUserId: user.id,
            // Every day the stay may hold: its nights (Land) or its first day (Activity).
            from: input.startDate,
            until: input.endDate > input.startDate ? input.endDate : addDays(input.startDate, 1),
            now: deps.now(),
          }),
        quote: async (tx, locked) => {
          const { spot, plan, quote, occupied, coupon } = await booking.spot(tx, user.id, input, locked);
          return {
            quote,
            coupon,
            occupied,
            hostUserId: spot.ownerUserId,
            title: spot.title,
            facts: factsOf(user, spot, { startTime: null, endTime: null }, plan),
            target: { kind: 'Spot', spotId: spot.id, spotPlanId: plan.id, planCapacity: plan.capacityPerDay },
            needsLicence: false,
          };
        },
      },
      input,
    );
  }

  return { createCar, createSpot };
}

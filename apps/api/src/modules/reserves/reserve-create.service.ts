import { createHash, randomUUID } from 'node:crypto';
import { endOfJapanDay, marketplaceFeeOf, type ReserveQuote } from '@kurumatabi/contract';
import type { PaymentMethod, ReserveTargetKind } from '@kurumatabi/contract/enums';
import type { Db } from '../../db/client.js';
import type { ReserveRow, UserRow } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { Tx } from '../listings/listings.repository.js';
import { createReserveBooking, type CarRequest, type Occupied, type SpotRequest } from './reserve-booking.js';
import { createReserveCalendarRepository, type CarForReserve, type SpotForReserve } from './reserve-calendar.repository.js';
import { expireListingRequests } from './reserve-lifecycle.js';
import { inReserveTransaction } from './reserve-transaction.js';
import { createReservesRepository } from './reserves.repository.js';

/**
 * create-car-reserve and create-spot-reserve (ADR 0016). In one transaction: the listing's row lock,
 * the Idempotency-Key looked up under that lock (a retry waits for the first attempt and finds
 * it), the listing's expired requests cancelled, the checks and the quote, the reservation in
 * Request, its days held (car calendar row or plan inventory; the constraints refuse a taken day),
 * `busy`, the history row and the key. The host is notified after the commit.
 */

/** How long a request waits for its host at most (capped at the end of the start day, Japan time). */
export const APPROVAL_WINDOW_MS = 48 * 3_600_000;

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,128}$/;

export interface CreateInput {
  paymentMethod: PaymentMethod;
  quotedTotal: number;
}

/** The outcome of a creation: a new reservation, or the one an earlier request with the same key made. */
export type Created = { row: ReserveRow; isNew: true; expired: ReserveRow[] } | { row: ReserveRow; isNew: false; expired: [] };

/** A request checked and quoted under its listing's lock. */
interface Prepared {
  quote: ReserveQuote;
  occupied: Occupied;
  hostUserId: string;
  target: { kind: ReserveTargetKind; carId?: string; spotId?: string; spotPlanId?: string; planCapacity?: number };
  needsLicence: boolean;
}

class KeyAlreadyUsed extends Error {
  constructor(readonly reserveId: string) {
    super('idempotency key already used');
  }
}

export function approveDeadlineOf(requestedAt: Date, startDate: string): Date {
  return new Date(Math.min(requestedAt.getTime() + APPROVAL_WINDOW_MS, endOfJapanDay(startDate).getTime()));
}

export function createReserveCreation(deps: { db: Db; now: () => Date; feeRate: number }) {
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

  async function create(
    user: UserRow,
    key: string | undefined,
    body: unknown,
    listing: {
      /** Takes the listing's row lock and cancels its expired requests (returned, to notify). */
      lock: (tx: Tx) => Promise<ReserveRow[]>;
      /** The checks and the quote, under the lock. */
      quote: (tx: Tx) => Promise<Prepared>;
    },
    input: CreateInput & { startDate: string; endDate: string; people: number; options: ReserveRow['options'] },
  ): Promise<Created> {
    checkKey(key);
    const hash = createHash('sha256').update(JSON.stringify(body)).digest('hex');
    if (key !== undefined) {
      const first = await replay(deps.db, user, key, hash);
      if (first) return { row: first, isNew: false, expired: [] };
    }
    try {
      return await inReserveTransaction(deps.db, async (tx): Promise<Created> => {
        const repository = createReservesRepository(tx);
        const expired = await listing.lock(tx);
        if (key !== undefined) {
          // Under the listing's lock: a concurrent retry of the same request committed before we got here.
          const first = await replay(tx, user, key, hash);
          if (first) return { row: first, isNew: false, expired: [] };
        }
        const prepared = await listing.quote(tx);
        if (prepared.quote.total !== input.quotedTotal) {
          throw new AppError('RESERVE_PRICE_CHANGED', {
            details: [{ path: 'quotedTotal', message: `現在の合計金額は${prepared.quote.total.toLocaleString('ja-JP')}円です。` }],
          });
        }
        const guest = await repository.lockActiveGuest(user.id);
        if (!guest) throw new AppError('USER_NOT_REGISTERED');
        if (prepared.needsLicence && (guest.licenceStatus !== 'Verified' || (guest.licenceExpiresOn ?? '') < input.endDate)) {
          throw new AppError('DRIVER_LICENSE_REQUIRED');
        }
        const now = deps.now();
        const row = await repository.insert({
          id: randomUUID(),
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
          total: prepared.quote.total,
          feeRate: deps.feeRate,
          marketplaceFee: marketplaceFeeOf(prepared.quote.total, deps.feeRate),
          paymentMethod: input.paymentMethod,
          approveDeadline: approveDeadlineOf(now, input.startDate),
          requestedAt: now,
          updatedAt: now,
        });
        const calendar = createReserveCalendarRepository(tx);
        if (prepared.target.carId) {
          await calendar.holdCarDays(prepared.target.carId, row.id, prepared.occupied.from, prepared.occupied.until);
          await calendar.rewriteCarBusy(prepared.target.carId);
        } else if (prepared.target.spotId && prepared.target.spotPlanId) {
          const capacity = prepared.target.planCapacity ?? 0;
          await calendar.bookPlanDays(prepared.target.spotPlanId, capacity, prepared.occupied.from, prepared.occupied.until);
          await calendar.rewriteSpotBusy(prepared.target.spotId);
        }
        await repository.appendHistory({
          reserveId: row.id,
          fromStatus: null,
          toStatus: 'Request',
          actorUserId: user.id,
          actorRole: 'Guest',
          at: now,
        });
        if (key !== undefined && !(await repository.claimKey(user.id, key, hash, row.id))) {
          // Another request with this key (for another listing) committed meanwhile: undo ours.
          throw new KeyAlreadyUsed(row.id);
        }
        return { row, isNew: true, expired };
      });
    } catch (error) {
      if (!(error instanceof KeyAlreadyUsed) || key === undefined) throw error;
      const first = await replay(deps.db, user, key, hash);
      if (!first) throw new AppError('CONFLICT', { cause: error });
      return { row: first, isNew: false, expired: [] };
    }
  }

  async function createCar(user: UserRow, key: string | undefined, input: CarRequest & CreateInput): Promise<Created> {
    let locked: CarForReserve | null = null;
    return create(
      user,
      key,
      { call: 'create-car-reserve', input },
      {
        // The lock first (ADR 0016's lock order), then the requests that only waited for the sweep.
        lock: async (tx) => {
          locked = await createReserveCalendarRepository(tx).car(input.carId, true);
          return expireListingRequests(tx, { carId: input.carId }, deps.now());
        },
        quote: async (tx) => {
          const { car, quote, occupied } = await booking.car(tx, user.id, input, locked);
          return { quote, occupied, hostUserId: car.ownerUserId, target: { kind: car.serviceType, carId: car.id }, needsLicence: true };
        },
      },
      { ...input, people: 1 },
    );
  }

  async function createSpot(user: UserRow, key: string | undefined, input: SpotRequest & CreateInput): Promise<Created> {
    let locked: SpotForReserve | null = null;
    return create(
      user,
      key,
      { call: 'create-spot-reserve', input },
      {
        lock: async (tx) => {
          locked = await createReserveCalendarRepository(tx).spot(input.spotId, true);
          return expireListingRequests(tx, { spotId: input.spotId }, deps.now());
        },
        quote: async (tx) => {
          const { spot, plan, quote, occupied } = await booking.spot(tx, user.id, input, locked);
          return {
            quote,
            occupied,
            hostUserId: spot.ownerUserId,
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

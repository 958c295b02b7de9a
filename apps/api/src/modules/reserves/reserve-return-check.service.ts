import { maskContactDetails, reviewOpensFor, type ReturnDispute, type ReturnDisputeQueue } from '@kurumatabi/contract';
import type { Db } from '../../db/client.js';
import type { ReserveRow, UserRow } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { Tx } from '../listings/listings.repository.js';
import type { Notify } from '../notifications/notifier.js';
import { createOperatorAuditRepository } from '../operator-audit/operator-audit.repository.js';
import { createReviewPeople } from '../reviews/review-people.js';
import { createReserveFactsRepository } from './reserve-facts.repository.js';
import { reserveMessages } from './reserve-messages.js';
import { returnCheckOpen } from './reserve-return-check.js';
import { inReserveTransaction } from './reserve-transaction.js';
import { viewerRoleOf } from './reserve-view.js';
import { createReservesRepository } from './reserves.repository.js';

/**
 * The guest's check of a host's return and the operators' handling of a dispute (ADR 0046). Each write
 * holds the reservation's lock; the other side's notice commits with it (ADR 0026). A stranger's id is 404,
 * the host or an operator confirming or disputing is 403, a check already done or past its day is 409.
 */
export function createReserveReturnChecks(deps: { db: Db; now: () => Date; notify: Notify }) {
  /** The guest's reservation, locked; 404 for anyone who is not a party (or an operator), 403 for the host and operators. */
  async function lockAsGuest(tx: Tx, user: UserRow, reserveId: string): Promise<ReserveRow> {
    const row = await createReservesRepository(tx).lockById(reserveId);
    const role = row ? viewerRoleOf(row, user) : null;
    if (!row || !role) throw new AppError('RESERVE_NOT_FOUND');
    if (role !== 'Guest') throw new AppError('RESERVE_ACTION_FORBIDDEN');
    if (!returnCheckOpen(row, deps.now())) throw new AppError('RESERVE_RETURN_CHECK_CLOSED');
    return row;
  }

  async function confirm(user: UserRow, reserveId: string): Promise<ReserveRow> {
    return inReserveTransaction(deps.db, async (tx) => {
      const row = await lockAsGuest(tx, user, reserveId);
      const now = deps.now();
      const updated = await createReservesRepository(tx).setReturnCheck(row.id, {
        returnConfirmedAt: now,
        reviewOpensAt: reviewOpensFor(row.endDate, now),
      });
      const title = await createReserveFactsRepository(tx).listingTitle(updated);
      await deps.notify(updated.hostUserId, reserveMessages.returnConfirmed(updated, title), { tx });
      return updated;
    });
  }

  async function dispute(user: UserRow, reserveId: string, reason: string): Promise<ReserveRow> {
    // The host reads the reason: contact details are masked as in every reason (ADR 0043).
    const stated = maskContactDetails(reason);
    return inReserveTransaction(deps.db, async (tx) => {
      const row = await lockAsGuest(tx, user, reserveId);
      const updated = await createReservesRepository(tx).setReturnCheck(row.id, {
        returnDisputedAt: deps.now(),
        returnDisputeReason: stated.text,
        returnDisputeReasonMasked: stated.masked,
        // Not reviewable until an operator resolves it.
        reviewOpensAt: null,
      });
      const title = await createReserveFactsRepository(tx).listingTitle(updated);
      await deps.notify(updated.hostUserId, reserveMessages.returnDisputed(updated, title), { tx });
      return updated;
    });
  }

  async function disputesOf(rows: readonly ReserveRow[]): Promise<ReturnDispute[]> {
    const people = createReviewPeople(deps.db);
    const [names, titles] = await Promise.all([
      people.names(rows.flatMap((r) => [r.guestUserId, r.hostUserId])),
      people.listingTitles(rows),
    ]);
    return rows.map((r) => ({
      reserveId: r.id,
      targetKind: r.carId ? 'Car' : 'Spot',
      listingTitle: titles.get(r.carId ?? r.spotId ?? '') ?? '',
      guest: { id: r.guestUserId, name: names.get(r.guestUserId) ?? '' },
      host: { id: r.hostUserId, name: names.get(r.hostUserId) ?? '' },
      startDate: r.startDate,
      endDate: r.endDate,
      returnedAt: r.returnedAt!.toISOString(),
      disputedAt: r.returnDisputedAt!.toISOString(),
      reason: r.returnDisputeReason ?? '',
      reasonMasked: r.returnDisputeReasonMasked,
      resolvedAt: r.returnDisputeResolvedAt ? r.returnDisputeResolvedAt.toISOString() : null,
      resolution: r.returnDisputeResolution,
    }));
  }

  async function listDisputes(queue: ReturnDisputeQueue, limit: number, offset: number) {
    const page = await createReservesRepository(deps.db).returnDisputes(queue, limit, offset);
    return { items: await disputesOf(page.items), total: page.total, limit, offset };
  }

  /** An operator closes an open dispute (never one of their own reservations), audited; both sides are told. */
  async function resolve(user: UserRow, reserveId: string, resolution: string): Promise<ReturnDispute> {
    const row = await inReserveTransaction(deps.db, async (tx) => {
      const current = await createReservesRepository(tx).lockById(reserveId);
      if (!current || current.status !== 'Returned' || !current.returnDisputedAt || current.returnDisputeResolvedAt) {
        throw new AppError('RETURN_DISPUTE_NOT_FOUND');
      }
      if (current.guestUserId === user.id || current.hostUserId === user.id) throw new AppError('OPERATOR_OWN_ACCOUNT');
      const now = deps.now();
      const updated = await createReservesRepository(tx).setReturnCheck(current.id, {
        returnDisputeResolvedAt: now,
        returnDisputeResolvedBy: user.id,
        returnDisputeResolution: resolution,
        reviewOpensAt: reviewOpensFor(current.endDate, now),
      });
      await createOperatorAuditRepository(tx).record({
        operatorUserId: user.id,
        action: 'reserve.resolve-return-dispute',
        targetKind: 'reserve',
        targetId: current.id,
        reason: resolution,
        details: { guestUserId: current.guestUserId, hostUserId: current.hostUserId },
        at: now,
      });
      const title = await createReserveFactsRepository(tx).listingTitle(updated);
      for (const userId of [updated.guestUserId, updated.hostUserId]) {
        await deps.notify(userId, reserveMessages.returnDisputeResolved(updated, title), { tx });
      }
      return updated;
    });
    const [dispute] = await disputesOf([row]);
    return dispute!;
  }

  return { confirm, dispute, listDisputes, resolve };
}

export type ReserveReturnChecks = ReturnType<typeof createReserveReturnChecks>;

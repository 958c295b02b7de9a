import {
  ACCIDENT_REPORT_STATUSES,
  cancellationPreview,
  japanDay,
  maskContactDetails,
  PHOTO_OF_ANOTHER_RECORD_MESSAGE,
  reportTimeProblem,
  reserveTransitions,
  RETURN_CHECK_HOURS,
  returnOdometerProblem,
  reviewOpensFor,
  type ActorRole,
  type FuelLevel,
  type TransitionAction,
  type ViewerRole,
} from '@kurumatabi/contract';
import type { ReserveStatus } from '@kurumatabi/contract/enums';
import type { Db } from '../../db/client.js';
import type { ReserveRow, UserRow } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { Tx } from '../listings/listings.repository.js';
import { createOperatorAuditRepository } from '../operator-audit/operator-audit.repository.js';
import type { CaptureRefusal, ReserveMoney } from '../payments/reserve-money.js';
import { applyTransition, lockListingOf } from './reserve-lifecycle.js';
import { createReserveFactsRepository } from './reserve-facts.repository.js';
import { inReserveTransaction } from './reserve-transaction.js';
import { viewerRoleOf } from './reserve-view.js';
import { createReservesRepository } from './reserves.repository.js';

/**
 * The transitions people fire (approve, cancel, rent, return) and accident reports, by the table
 * of the contract (ADR 0016). Each runs in one transaction: the listing's lock, the reservation's
 * lock, the guarded transition with its side effects and history. A stranger's id is 404; a party
 * the table does not allow is 403; a reservation no longer in the state the action starts from is
 * 409.
 */

export interface Handover {
  kind: 'car' | 'spot';
  odometerKm?: number;
  fuelLevel?: FuelLevel;
  photoIds: string[];
  note: string;
}

/**
 * A cancellation's reason as it is stored (the original is never kept, ADR 0043). A guest's or a host's
 * reason is read by the other side, and a cancelled reservation has no trip left to arrange (ADR 0025
 * masks its thread again), so it is masked whatever the state the cancellation started from. Staff
 * write to both people as the marketplace (a reason may name the support desk's address): theirs is kept.
 */
function statedReason(reason: string | undefined, role: ViewerRole): { text: string | null; masked: boolean } {
  if (!reason) return { text: null, masked: false };
  return role === 'Operator' ? { text: reason, masked: false } : maskContactDetails(reason);
}

/** When a stay the host returns at `now` can be reviewed if the guest does nothing (ADR 0046). */
export function hostReturnOpensReview(row: Pick<ReserveRow, 'endDate'>, now: Date): Date {
  return reviewOpensFor(row.endDate, new Date(now.getTime() + RETURN_CHECK_HOURS * 3_600_000));
}

/** The approval's capture was refused: the approval rolls back, and the refusal is recorded after it. */
class CaptureRefused extends Error {
  constructor(readonly refusal: CaptureRefusal) {
    super(refusal.message);
  }
}

export function createReserveTransitions(deps: {
  db: Db;
  now: () => Date;
  money: ReserveMoney;
  /** A release or a refund the processor could not take now (the money sweep sends it again). */
  onMoneyError?: (error: unknown) => void;
  /** Runs in the transition's transaction after it (the counterpart's notices and their mail jobs, ADR 0026). */
  onTransition?: (tx: Tx, row: ReserveRow, role: ViewerRole) => Promise<void>;
  /** Before an approval's transaction: the listing's imported calendars older than 5 minutes are read again (ADR 0057). */
  beforeApprove?: (row: ReserveRow) => Promise<void>;
}) {
  const after = async (tx: Tx, row: ReserveRow, role: ViewerRole): Promise<ReserveRow> => {
    await deps.onTransition?.(tx, row, role);
    return row;
  };

  /** The reservation and the viewer's role in it; 404 for anyone who is not a party or an operator. */
  async function visible(db: Db | Tx, user: UserRow, reserveId: string): Promise<{ row: ReserveRow; role: ViewerRole }> {
    const row = await createReservesRepository(db).findById(reserveId);
    const role = row ? viewerRoleOf(row, user) : null;
    if (!row || !role) throw new AppError('RESERVE_NOT_FOUND');
    return { row, role };
  }

  /** 403 when no row of the table lets this role fire the action, whatever the state. */
  function checkRole(action: TransitionAction, role: ActorRole): void {
    if (!reserveTransitions.some((t) => t.action === action && t.who.includes(role))) throw new AppError('RESERVE_ACTION_FORBIDDEN');
  }

  /**
   * The photos of a record are the caller's own private images (all of them, or 404 IMAGE_NOT_FOUND) taken
   * for this stay: one already on another reservation's record or on a licence is 422 (ADR 0024).
   */
  async function checkPhotosOfStay(db: Db | Tx, userId: string, reserveId: string, ids: readonly string[]): Promise<void> {
    const facts = createReserveFactsRepository(db);
    const rows = await facts.imageRows(ids);
    const own = [...rows.values()].filter((r) => r.ownerUserId === userId && r.visibility === 'Private');
    if (own.length !== ids.length) throw new AppError('IMAGE_NOT_FOUND');
    const usedOutside = await facts.photosUsedOutside(reserveId, userId, ids);
    if (usedOutside.size > 0) {
      throw new AppError('RESERVE_CONDITIONS_INVALID', {
        message: PHOTO_OF_ANOTHER_RECORD_MESSAGE,
        details: ids.flatMap((id, i) => (usedOutside.has(id) ? [{ path: `photoIds.${i}`, message: PHOTO_OF_ANOTHER_RECORD_MESSAGE }] : [])),
      });
    }
  }

  /** A fact that cannot be true of the stay: 422 with the fact's own message (ADR 0024). */
  function implausible(problem: { path: string; message: string }): AppError {
    return new AppError('RESERVE_CONDITIONS_INVALID', { message: problem.message, details: [problem] });
  }

  /**
   * Locks the listing then the reservation, and re-reads it: what the transition starts from is the
   * state under the locks, not the one read before.
   */
  async function lockForTransition(tx: Tx, row: ReserveRow): Promise<ReserveRow> {
    await lockListingOf(tx, row);
    const current = await createReservesRepository(tx).lockById(row.id);
    if (!current) throw new AppError('RESERVE_NOT_FOUND');
    return current;
  }

  async function approve(user: UserRow, reserveId: string): Promise<{ row: ReserveRow; role: ViewerRole; from: ReserveStatus }> {
    const { row, role } = await visible(deps.db, user, reserveId);
    checkRole('approve', role);
    await deps.beforeApprove?.(row);
    let updated: ReserveRow;
    try {
      updated = await inReserveTransaction(deps.db, async (tx) => {
        const current = await lockForTransition(tx, row);
        const now = deps.now();
        // A request past its deadline waits only for the sweep: it can no longer be approved.
        if (current.status === 'Request' && current.approveDeadline <= now) {
          throw new AppError('RESERVE_STATUS_CONFLICT', { message: '承認期限を過ぎたため、この予約リクエストは承認できません。' });
        }
        if (current.status !== 'Request') throw new AppError('RESERVE_STATUS_CONFLICT');
        // The card is charged under the reservation's lock: a cancellation waits for this approval, or wins before it.
        const refused = await deps.money.capture(tx, current);
        if (refused) throw new CaptureRefused(refused);
        const next = await applyTransition(tx, {
          row: current,
          action: 'approve',
          actor: { userId: user.id, role },
          set: { approvedAt: now },
          at: now,
          money: deps.money.onTransition,
        });
        return after(tx, next, role);
      });
    } catch (error) {
      if (!(error instanceof CaptureRefused)) throw error;
      await deps.money.recordCaptureFailure(row.id, error.refusal);
      throw new AppError('PAYMENT_CAPTURE_FAILED', { cause: error });
    }
    return { row: updated, role, from: 'Request' };
  }

  /**
   * The reservation as staff act on it (ADR 0033): any reservation but one the operator is a party
   * to (the four-eyes rule: their own booking or listing is cancelled as guest or host, or by a colleague).
   */
  async function asStaff(user: UserRow, reserveId: string): Promise<{ row: ReserveRow; role: ViewerRole }> {
    if (!user.isOperator) throw new AppError('FORBIDDEN');
    const row = await createReservesRepository(deps.db).findById(reserveId);
    if (!row) throw new AppError('RESERVE_NOT_FOUND');
    if (row.guestUserId === user.id || row.hostUserId === user.id) throw new AppError('OPERATOR_OWN_ACCOUNT');
    return { row, role: 'Operator' };
  }

  /**
   * Cancels as the viewer's role, or with `asStaff` as an operator of the console. An operator's
   * cancellation (either way) needs a reason, and writes its audit row in the transition's transaction.
   */
  async function cancel(user: UserRow, reserveId: string, reason: string | undefined, options: { asStaff?: boolean } = {}) {
    const { row, role } = options.asStaff ? await asStaff(user, reserveId) : await visible(deps.db, user, reserveId);
    checkRole('cancel', role);
    if (role === 'Operator' && !reason?.trim()) {
      const message = '運営が予約を取り消すときは理由を入力してください。';
      throw new AppError('VALIDATION_FAILED', { message, details: [{ path: 'reason', message }] });
    }
    const stated = statedReason(reason, role);
    let from: ReserveStatus = row.status;
    const updated = await inReserveTransaction(deps.db, async (tx) => {
      const current = await lockForTransition(tx, row);
      from = current.status;
      const now = deps.now();
      // The policy's fee, as show-reserve previewed it to this viewer (0 for a request, a host or an operator).
      const preview = cancellationPreview({
        status: current.status,
        role,
        startDate: current.startDate,
        today: japanDay(now),
        total: current.total,
      });
      const next = await applyTransition(tx, {
        row: current,
        action: 'cancel',
        actor: { userId: user.id, role },
        set: {
          canceledAt: now,
          canceledByRole: role,
          cancelReason: stated.text,
          cancelReasonMasked: stated.masked,
          cancelFee: preview?.fee ?? 0,
        },
        reason: stated.text,
        at: now,
        money: deps.money.onTransition,
      });
      if (role === 'Operator') {
        await createOperatorAuditRepository(tx).record({
          operatorUserId: user.id,
          action: 'reserve.cancel',
          targetKind: 'reserve',
          targetId: current.id,
          reason: reason ?? null,
          details: { from: current.status, guestUserId: current.guestUserId, hostUserId: current.hostUserId },
          at: now,
        });
      }
      return after(tx, next, role);
    });
    // The release or the refund it decided goes to the processor now (and with the sweep if it fails now).
    await deps.money.settleSoon(updated.id, deps.onMoneyError ?? (() => undefined));
    return { row: updated, role, from };
  }

  /** Check-in (rent) or check-out (return), with what the host records. */
  async function handover(user: UserRow, reserveId: string, action: 'rent' | 'return', record: Handover) {
    const { row, role } = await visible(deps.db, user, reserveId);
    checkRole(action, role);
    if ((record.kind === 'car') !== (row.carId !== null)) {
      throw new AppError('RESERVE_CONDITIONS_INVALID', {
        message: record.kind === 'car' ? 'この予約は車両の予約ではありません。' : 'この予約はスポットの予約ではありません。',
      });
    }
    await checkPhotosOfStay(deps.db, user.id, row.id, record.photoIds);
    const updated = await inReserveTransaction(deps.db, async (tx) => {
      const current = await lockForTransition(tx, row);
      const now = deps.now();
      if (action === 'rent' && current.status === 'Approved' && japanDay(now) < current.startDate) {
        throw new AppError('RESERVE_CONDITIONS_INVALID', { message: '貸出は利用開始日から開始できます。' });
      }
      // The odometer is checked against the check-in under the reservation's lock (no return races a check-in).
      if (action === 'return' && record.odometerKm !== undefined && current.status === 'Renting') {
        const checkIn = (await createReservesRepository(tx).handovers(current.id)).find((h) => h.kind === 'CheckIn');
        const problem = checkIn && returnOdometerProblem({ checkIn, returnOdometerKm: record.odometerKm, returnedAt: now });
        if (problem) throw implausible(problem);
      }
      const next = await applyTransition(tx, {
        row: current,
        action,
        actor: { userId: user.id, role },
        // A host's return settles a day later unless the guest disputes it (ADR 0046).
        set:
          action === 'rent'
            ? { rentingAt: now }
            : { returnedAt: now, returnedByRole: 'Host', reviewOpensAt: hostReturnOpensReview(current, now) },
        at: now,
        money: deps.money.onTransition,
      });
      await createReservesRepository(tx).insertHandover({
        reserveId: row.id,
        kind: action === 'rent' ? 'CheckIn' : 'CheckOut',
        recordedBy: user.id,
        recordedAt: now,
        odometerKm: record.odometerKm ?? null,
        fuelLevel: record.fuelLevel ?? null,
        photoIds: record.photoIds,
        note: record.note,
      });
      return after(tx, next, role);
    });
    return { row: updated, role, from: action === 'rent' ? ('Approved' as const) : ('Renting' as const) };
  }

  async function reportAccident(
    user: UserRow,
    input: {
      reserveId: string;
      kind: 'Accident' | 'Defect';
      occurredAt: string;
      place: string;
      description: string;
      policeCalled: boolean;
      photoIds: string[];
    },
    /** The other party's notice, in the report's transaction. */
    alsoInTransaction: (tx: Tx, row: ReserveRow, role: 'Guest' | 'Host') => Promise<void>,
  ) {
    const { row, role } = await visible(deps.db, user, input.reserveId);
    // Operators read reports; the parties write them.
    if (role === 'Operator') throw new AppError('RESERVE_ACTION_FORBIDDEN');
    if (!(ACCIDENT_REPORT_STATUSES as readonly ReserveStatus[]).includes(row.status)) throw new AppError('RESERVE_STATUS_CONFLICT');
    const occurredAt = new Date(input.occurredAt);
    const timeProblem = reportTimeProblem({ occurredAt, startDate: row.startDate, returnedAt: row.returnedAt, now: deps.now() });
    if (timeProblem) throw implausible(timeProblem);
    await checkPhotosOfStay(deps.db, user.id, row.id, input.photoIds);
    const report = await deps.db.transaction(async (tx) => {
      const inserted = await createReservesRepository(tx).insertAccidentReport({
        reserveId: row.id,
        reporterUserId: user.id,
        reporterRole: role,
        kind: input.kind,
        occurredAt,
        place: input.place,
        description: input.description,
        policeCalled: input.policeCalled,
        photoIds: input.photoIds,
        createdAt: deps.now(),
      });
      await alsoInTransaction(tx, row, role);
      return inserted;
    });
    return { row, role, report };
  }

  return { visible, approve, cancel, handover, reportAccident };
}

export type ReserveTransitions = ReturnType<typeof createReserveTransitions>;

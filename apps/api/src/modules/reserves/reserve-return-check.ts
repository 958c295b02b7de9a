import { RETURN_CHECK_HOURS, type ReturnCheck, type ReturnCheckState, type ViewerRole } from '@kurumatabi/contract';
import type { ReserveRow } from '../../db/schema/index.js';

/**
 * The guest's check of a return (ADR 0046): within RETURN_CHECK_HOURS of the host's return the guest
 * confirms it or disputes it; without either it settles at the deadline. A system return is settled at once.
 */

const CHECK_MS = RETURN_CHECK_HOURS * 3_600_000;

type CheckedRow = Pick<
  ReserveRow,
  | 'status'
  | 'returnedAt'
  | 'returnedByRole'
  | 'reviewOpensAt'
  | 'returnConfirmedAt'
  | 'returnDisputedAt'
  | 'returnDisputeReason'
  | 'returnDisputeReasonMasked'
  | 'returnDisputeResolvedAt'
  | 'returnDisputeResolution'
>;

/** The end of the guest's check of a host's return; null for a system return or before the return. */
export function returnCheckDeadline(row: CheckedRow): Date | null {
  if (row.status !== 'Returned' || row.returnedAt === null || row.returnedByRole === 'System') return null;
  return new Date(row.returnedAt.getTime() + CHECK_MS);
}

/** Whether the guest may still confirm or dispute the return at `now`. */
export function returnCheckOpen(row: CheckedRow, now: Date): boolean {
  const deadline = returnCheckDeadline(row);
  return deadline !== null && now < deadline && row.returnConfirmedAt === null && row.returnDisputedAt === null;
}

export function returnCheckState(row: CheckedRow, now: Date): ReturnCheckState {
  if (row.returnedByRole === 'System') return 'SystemReturned';
  if (row.returnDisputeResolvedAt) return 'Resolved';
  if (row.returnDisputedAt) return 'Disputed';
  if (row.returnConfirmedAt) return 'Confirmed';
  return returnCheckOpen(row, now) ? 'Awaiting' : 'Settled';
}

/** The return's check as a side of the reservation (or an operator) sees it; null before the return. */
export function returnCheckOf(row: CheckedRow, role: ViewerRole, now: Date): ReturnCheck | null {
  if (row.status !== 'Returned') return null;
  const open = role === 'Guest' && returnCheckOpen(row, now);
  const deadline = returnCheckDeadline(row);
  return {
    state: returnCheckState(row, now),
    canConfirm: open,
    canDispute: open,
    until: deadline ? deadline.toISOString() : null,
    disputedAt: row.returnDisputedAt ? row.returnDisputedAt.toISOString() : null,
    disputeReason: row.returnDisputeReason,
    disputeReasonMasked: row.returnDisputeReasonMasked,
    resolvedAt: row.returnDisputeResolvedAt ? row.returnDisputeResolvedAt.toISOString() : null,
    resolution: row.returnDisputeResolution,
    reviewOpensAt: row.reviewOpensAt ? row.reviewOpensAt.toISOString() : null,
  };
}

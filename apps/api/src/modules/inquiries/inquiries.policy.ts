import { isActiveStatus, type InquirySide } from '@kurumatabi/contract';
import type { ReserveStatus } from '@kurumatabi/contract/enums';

/**
 * Who may do what in a thread (ADR 0025). Only its two people read and write it through these
 * calls; operators read through their own audited call and never write.
 */

/** The caller's side of a thread, or null for anyone else (an operator included). */
export function sideOf(thread: { guestUserId: string; hostUserId: string }, userId: string): InquirySide | null {
  if (thread.guestUserId === userId) return 'Guest';
  if (thread.hostUserId === userId) return 'Host';
  return null;
}

const APPROVED_STATUSES: readonly ReserveStatus[] = ['Approved', 'Renting', 'Returned'];

/**
 * Phone numbers and email addresses are hidden until a reservation of the thread is approved (and
 * again once it is cancelled: there is no trip left to arrange). A question before booking is
 * always masked.
 */
export function contactsMasked(reserveStatus: ReserveStatus | null): boolean {
  return reserveStatus === null || !APPROVED_STATUSES.includes(reserveStatus);
}

/** A thread of an active reservation stays open: the two people need it until the stay is over. */
export function mayClose(thread: { state: 'Open' | 'Closed' }, reserveStatus: ReserveStatus | null): boolean {
  return thread.state === 'Open' && (reserveStatus === null || !isActiveStatus(reserveStatus));
}

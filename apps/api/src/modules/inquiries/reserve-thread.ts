import type { ActorRole } from '@kurumatabi/contract';
import type { SQL } from 'drizzle-orm';
import type { ReserveStatus } from '@kurumatabi/contract/enums';
import type { ReserveRow } from '../../db/schema/index.js';
import type { Tx } from '../listings/listings.repository.js';
import { systemEventOf, systemMessageOf } from './inquiry-texts.js';
import { createInquiriesRepository, reserveThreadCtes, type NewMessage, type ThreadTarget } from './inquiries.repository.js';

/**
 * Every reservation has a thread, where its events appear as System messages (ADR 0025). The
 * reservations' writes call these inside their own transaction, after the reservation's row is
 * written, so the message exists exactly when the event committed. The thread's row is locked
 * after the listing's and the reservation's (the reservations' lock order, extended).
 */

function targetOf(row: ReserveRow): ThreadTarget {
  return row.carId ? { kind: 'Car', carId: row.carId, spotId: null } : { kind: 'Spot', carId: null, spotId: row.spotId ?? null };
}

/**
 * A new request's thread (the guest's open question about the same listing becomes it, or a new
 * thread starts) and the request's System message, as CTEs of the request's own statement.
 */
export function reserveThreadOpening(row: ReserveRow, at: Date): SQL {
  const event = systemEventOf(null, 'Request', 'Guest');
  return reserveThreadCtes(
    { target: targetOf(row), guestUserId: row.guestUserId, hostUserId: row.hostUserId, reserveId: row.id },
    { body: systemMessageOf(event, row, 'Guest', null), masked: false, systemEvent: event, clientKey: null, at },
  );
}

/**
 * A transition's System message in the reservation's thread. A reservation made before threads
 * existed (or written by the seed) gets its thread now, starting with this event.
 */
export async function recordReserveEvent(tx: Tx, row: ReserveRow, from: ReserveStatus, role: ActorRole, at: Date): Promise<void> {
  const event = systemEventOf(from, row.status, role);
  // A cancellation's message quotes its reason, stored masked (ADR 0043): the message shows the notice too.
  const masked = (event === 'Declined' || event === 'Canceled') && row.cancelReasonMasked;
  const message = { sender: null, body: systemMessageOf(event, row, role, from), masked, systemEvent: event, clientKey: null, at };
  // One statement when the thread exists (every reservation made since migration 0009).
  if (await createInquiriesRepository(tx).appendToReserve(row.id, message)) return;
  await appendToReserveThread(tx, row, message);
}

/**
 * Appends to the reservation's thread, starting it when it has none; when a first message of its
 * people starts it at the same moment (create-inquiry with the reservation), joins that one.
 */
export async function appendToReserveThread(tx: Tx, row: ReserveRow, message: Omit<NewMessage, 'inquiryId'>) {
  const repository = createInquiriesRepository(tx);
  for (let attempt = 0; attempt < 2; attempt++) {
    const thread = await repository.lockByReserve(row.id);
    if (thread) return { inquiryId: thread.id, message: await repository.append({ ...message, inquiryId: thread.id }) };
    const created = await repository.insertThread(
      { target: targetOf(row), guestUserId: row.guestUserId, hostUserId: row.hostUserId, reserveId: row.id },
      message,
    );
    if (created) return created;
  }
  throw new Error(`reservation ${row.id}: its thread could be neither found nor started`);
}

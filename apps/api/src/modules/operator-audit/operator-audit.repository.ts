import { operatorAuditLog } from '../../db/schema/index.js';
import type { DbOrTx } from '../listings/listings.repository.js';

/**
 * The operators' audit log (ADR 0025): what staff read or did that a user may later ask about. One
 * row per act, written before the act's answer leaves (a read that cannot be logged is not served).
 */
export interface AuditEntry {
  operatorUserId: string;
  /** `<target kind>.<verb>`, e.g. `inquiry.read`. */
  action: string;
  targetKind: string;
  targetId: string;
  /** Why (the operator's words), for the acts that require one. */
  reason?: string | null;
  details?: Record<string, unknown>;
  at: Date;
}

export function createOperatorAuditRepository(db: DbOrTx) {
  async function record(entry: AuditEntry): Promise<void> {
    await db.insert(operatorAuditLog).values({ ...entry, reason: entry.reason ?? null, details: entry.details ?? {} });
  }
  return { record };
}

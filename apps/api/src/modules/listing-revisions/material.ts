import type { OwnedRevision } from '@kurumatabi/contract';
import type { ListingRevisionRow } from '../../db/schema/index.js';

/** How a save of a verified listing splits (ADR 0023): what goes live now, and what waits for verification. */

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The row to write now (the desired row with every material column kept at its approved value)
 * and the material columns whose desired value differs (null when none: nothing to verify).
 */
export function splitMaterial<R extends object>(
  columns: readonly (keyof R & string)[],
  approved: R,
  desired: R,
): { live: R; changes: Record<string, unknown> | null } {
  const live = { ...desired };
  const changes: Record<string, unknown> = {};
  for (const column of columns) {
    if (same(desired[column], approved[column])) continue;
    changes[column] = desired[column];
    live[column] = approved[column];
  }
  return { live, changes: Object.keys(changes).length > 0 ? changes : null };
}

/**
 * The owner's view of a revision: its fields in the contract's order (`fields`); `fieldOf` names
 * the contract field a stored column belongs to.
 */
export function toOwnedRevision(
  row: ListingRevisionRow | null,
  fieldOf: (column: string) => string | null,
  order: readonly string[],
): OwnedRevision | null {
  if (!row || (row.status !== 'Pending' && row.status !== 'Rejected')) return null;
  const named = new Set(Object.keys(row.changes).map(fieldOf));
  const fields = order.filter((field) => named.has(field));
  return {
    id: row.id,
    status: row.status,
    fields,
    submittedAt: row.submittedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    rejectionReason: row.rejectionReason,
  };
}

/** The pending values over the approved row: what the owner's form shows and edits. */
export function withPending<R extends object>(row: R, revision: ListingRevisionRow | null): R {
  return revision?.status === 'Pending' ? { ...row, ...(revision.changes as Partial<R>) } : row;
}

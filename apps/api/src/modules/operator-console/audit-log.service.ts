import type { Output, ParsedInput, searchAuditLog } from '@kurumatabi/contract';
import type { Db } from '../../db/client.js';
import { createOperatorAuditRepository } from '../operator-audit/operator-audit.repository.js';
import { toAuditEntry } from './staff-views.js';

/** The audit log as staff search it (ADR 0033): read-only, newest first. */
export function createAuditLogService(db: Db) {
  const repository = createOperatorAuditRepository(db);
  async function search(input: ParsedInput<typeof searchAuditLog>): Promise<Output<typeof searchAuditLog>> {
    const page = await repository.search(input, input.limit, input.offset);
    return { items: page.items.map(toAuditEntry), total: page.total, limit: input.limit, offset: input.offset };
  }
  return { search };
}

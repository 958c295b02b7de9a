import * as c from '@kurumatabi/contract';
import type { AuditEntry } from '@kurumatabi/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { injectAs, type Caller, type TestUser } from '../../../test/helpers.js';
import { ok } from '../reserves/reserves-fixtures.js';

/** What the operator console's tests share. */

export async function idOf(user: TestUser): Promise<string> {
  return ok<{ id: string }>(await injectAs(user, c.showCurrentUser, {}), 'show-current-user').id;
}

/** Every audit row of a target, oldest first, straight from the table (what the API's search could hide). */
export async function auditRowsOf(app: FastifyInstance, targetId: string) {
  const result = await app.db.execute<{
    operator_user_id: string;
    action: string;
    target_kind: string;
    reason: string | null;
    details: Record<string, unknown>;
    /** As the driver gives a timestamptz read by raw SQL: a string. */
    at: string;
  }>(
    sql`select operator_user_id, action, target_kind, reason, details, at from operator_audit_log where target_id = ${targetId} order by at, id`,
  );
  return result.rows;
}

export async function notificationsOf(user: Caller): Promise<{ title: string; body: string; link: string | null }[]> {
  return ok<{ items: { title: string; body: string; link: string | null }[] }>(
    await injectAs(user, c.showNotifications, {}),
    'show-notifications',
  ).items;
}

export type { AuditEntry };

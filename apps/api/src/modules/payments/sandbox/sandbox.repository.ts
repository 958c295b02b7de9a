import { and, asc, eq, gt, gte, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import {
  sandboxEvents,
  sandboxIdempotencyKeys,
  sandboxPaymentIntents,
  sandboxPaymentMethods,
  sandboxRefunds,
  sandboxTransfers,
} from '../../../db/schema/index.js';

/** The sandbox processor's tables (migration 0018); the only file of the sandbox that knows SQL. */

export type MethodRow = typeof sandboxPaymentMethods.$inferSelect;
export type IntentRow = typeof sandboxPaymentIntents.$inferSelect;
export type RefundRow = typeof sandboxRefunds.$inferSelect;
export type TransferRow = typeof sandboxTransfers.$inferSelect;
export type EventRow = Omit<typeof sandboxEvents.$inferSelect, 'seq'>;
export type IntentWithMethod = { intent: IntentRow; method: MethodRow };

type Runner = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

function repositoryOn(db: Runner) {
  const intentById = async (id: string): Promise<IntentWithMethod | null> => {
    const rows = await db
      .select({ intent: sandboxPaymentIntents, method: sandboxPaymentMethods })
      .from(sandboxPaymentIntents)
      .innerJoin(sandboxPaymentMethods, eq(sandboxPaymentMethods.id, sandboxPaymentIntents.paymentMethodId))
      .where(eq(sandboxPaymentIntents.id, id));
    return rows[0] ?? null;
  };
  /** Updates an intent when `condition` still holds (a compare-and-set: two racing calls cannot both pass). */
  const updateIntentWhere = async (id: string, condition: ReturnType<typeof and>, patch: Partial<IntentRow>): Promise<boolean> => {
    const rows = await db
      .update(sandboxPaymentIntents)
      .set(patch)
      .where(and(eq(sandboxPaymentIntents.id, id), condition))
      .returning({ id: sandboxPaymentIntents.id });
    return rows.length === 1;
  };
  return {
    insertMethod: async (row: MethodRow) => {
      await db.insert(sandboxPaymentMethods).values(row);
    },
    insertMethodIfAbsent: async (row: MethodRow) => {
      await db.insert(sandboxPaymentMethods).values(row).onConflictDoNothing();
    },
    methodById: async (id: string): Promise<MethodRow | null> =>
      (await db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, id)))[0] ?? null,
    insertIntent: async (row: IntentRow) => {
      await db.insert(sandboxPaymentIntents).values(row);
    },
    intentById,
    intentIdBySecret: async (clientSecret: string): Promise<string | null> =>
      (
        await db
          .select({ id: sandboxPaymentIntents.id })
          .from(sandboxPaymentIntents)
          .where(eq(sandboxPaymentIntents.clientSecret, clientSecret))
      )[0]?.id ?? null,
    /** The hold becomes the charge, while it is still held. */
    capture: (id: string, now: Date) =>
      updateIntentWhere(id, and(eq(sandboxPaymentIntents.status, 'requires_capture'), gt(sandboxPaymentIntents.captureBefore, now)), {
        status: 'succeeded',
        amountCaptured: sql`${sandboxPaymentIntents.amount}` as unknown as number,
        updatedAt: now,
      }),
    /** Stripe's cancel: from the states that hold or await money (a lapsed hold is already canceled). */
    cancel: (id: string, now: Date, reason: string) =>
      updateIntentWhere(
        id,
        or(
          inArray(sandboxPaymentIntents.status, ['requires_payment_method', 'requires_action']),
          and(eq(sandboxPaymentIntents.status, 'requires_capture'), gt(sandboxPaymentIntents.captureBefore, now)),
        ),
        { status: 'canceled', cancellationReason: reason, updatedAt: now },
      ),
    /** The outcome of a 3-D Secure challenge, while the intent still waits for it. */
    settleChallenge: (id: string, patch: Partial<IntentRow>) =>
      updateIntentWhere(id, eq(sandboxPaymentIntents.status, 'requires_action'), patch),
    /** Adds a refund to the captured intent, within what remains of the capture. */
    addRefunded: (id: string, amount: number, now: Date) =>
      updateIntentWhere(
        id,
        and(
          eq(sandboxPaymentIntents.status, 'succeeded'),
          gte(sql`${sandboxPaymentIntents.amountCaptured} - ${sandboxPaymentIntents.amountRefunded}`, amount),
        ),
        { amountRefunded: sql`${sandboxPaymentIntents.amountRefunded} + ${amount}` as unknown as number, updatedAt: now },
      ),
    insertRefund: async (row: RefundRow) => {
      await db.insert(sandboxRefunds).values(row);
    },
    insertTransfer: async (row: TransferRow) => {
      await db.insert(sandboxTransfers).values(row);
    },
    insertEvent: async (row: EventRow) => {
      await db.insert(sandboxEvents).values(row);
    },
    events: (filter: { intentId?: string; limit: number }): Promise<EventRow[]> =>
      db
        .select({
          id: sandboxEvents.id,
          type: sandboxEvents.type,
          intentId: sandboxEvents.intentId,
          payload: sandboxEvents.payload,
          createdAt: sandboxEvents.createdAt,
        })
        .from(sandboxEvents)
        .where(filter.intentId ? eq(sandboxEvents.intentId, filter.intentId) : undefined)
        .orderBy(asc(sandboxEvents.seq))
        .limit(filter.limit),
    /**
     * Serialises the calls that carry the same idempotency key until the transaction ends, so the
     * second one finds the first one's answer instead of acting again.
     */
    lockKey: async (key: string) => {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sandbox-idempotency:${key}`}, 0))`);
    },
    storedAnswer: async (key: string): Promise<{ requestHash: string; response: unknown } | null> =>
      (
        await db
          .select({ requestHash: sandboxIdempotencyKeys.requestHash, response: sandboxIdempotencyKeys.response })
          .from(sandboxIdempotencyKeys)
          .where(eq(sandboxIdempotencyKeys.key, key))
      )[0] ?? null,
    storeAnswer: async (row: { key: string; requestHash: string; response: unknown; createdAt: Date }) => {
      await db.insert(sandboxIdempotencyKeys).values(row);
    },
  };
}

export type SandboxRepository = ReturnType<typeof repositoryOn> & {
  /** Runs `work` in one transaction, with the repository bound to it. */
  inTransaction<T>(work: (repository: ReturnType<typeof repositoryOn>) => Promise<T>): Promise<T>;
};

export function createSandboxRepository(db: Db): SandboxRepository {
  return { ...repositoryOn(db), inTransaction: (work) => db.transaction((tx) => work(repositoryOn(tx))) };
}

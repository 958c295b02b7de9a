import type { Db } from './client.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The hooks of the transactions opened through `inTransaction`, by their transaction object. */
const pending = new WeakMap<object, (() => void)[]>();

/**
 * Runs `work` in one transaction and, once it has committed, the hooks it registered with
 * `afterCommit` (none if it rolled back). ADR 0050: the writing replica drops its cached answers
 * after the commit, at once, rather than when its own notification comes back.
 */
export async function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  const hooks: (() => void)[] = [];
  const result = await db.transaction(async (tx) => {
    pending.set(tx, hooks);
    return work(tx);
  });
  for (const hook of hooks) hook();
  return result;
}

/**
 * Runs `hook` after the commit of `tx` when `tx` was opened by `inTransaction`; otherwise not at all
 * (the write's `NOTIFY` still reaches this process after the commit).
 */
export function afterCommit(tx: object, hook: () => void): void {
  pending.get(tx)?.push(hook);
}

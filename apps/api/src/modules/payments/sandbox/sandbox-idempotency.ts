import { createHash } from 'node:crypto';
import { ProviderRefusedError, type DeclineReason } from '../payment-port.js';
import type { SandboxRepository } from './sandbox.repository.js';

type Repository = Parameters<Parameters<SandboxRepository['inTransaction']>[0]>[0];

/** What a keyed call answered: a value, or a card decline (which, as at Stripe, is an answer too and is replayed). */
export type Answer<T> = { ok: T } | { declined: { reason: DeclineReason; message: string; intentId: string | null } };

function hashOf(operation: string, params: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([operation, params]))
    .digest('hex');
}

/**
 * Stripe's idempotency keys: the first call with a key acts and its answer is kept with a hash of
 * the request; the same key with the same request answers the kept answer without acting again;
 * with another request it is refused (`idempotency_key_in_use`). The work and the kept answer are
 * one transaction, and calls with one key wait for each other, so no replica acts twice. A refusal
 * (ProviderRefusedError) rolls the work back and keeps nothing: the same call may be made again.
 */
export async function keyed<T>(
  repository: SandboxRepository,
  call: { operation: string; key: string; params: unknown; now: Date },
  work: (repository: Repository) => Promise<Answer<T>>,
): Promise<Answer<T>> {
  if (!/^[\x21-\x7e]{1,255}$/.test(call.key)) throw new ProviderRefusedError('idempotency_key_invalid', 'The idempotency key is invalid.');
  const requestHash = hashOf(call.operation, call.params);
  return repository.inTransaction(async (tx) => {
    await tx.lockKey(call.key);
    const stored = await tx.storedAnswer(call.key);
    if (stored) {
      if (stored.requestHash !== requestHash)
        throw new ProviderRefusedError(
          'idempotency_key_in_use',
          'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        );
      return stored.response as Answer<T>;
    }
    const answer = await work(tx);
    await tx.storeAnswer({ key: call.key, requestHash, response: answer, createdAt: call.now });
    return answer;
  });
}

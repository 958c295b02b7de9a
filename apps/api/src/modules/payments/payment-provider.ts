import type { Config } from '../../config.js';
import { createDb, createPool } from '../../db/client.js';
import type { PaymentProvider } from './payment-port.js';
import { createSandboxProvider, type SandboxProvider } from './sandbox/sandbox-provider.js';

/**
 * The processor the config names (ADR 0036): the embedded sandbox by default (refused in production by
 * the config itself), or Stripe through its SDK (ADR 0037).
 */
export async function createPaymentProvider(
  config: Config,
  now?: () => Date,
): Promise<{ provider: PaymentProvider; sandbox: SandboxProvider | null; close: () => Promise<void> }> {
  const payments = config.payments;
  if (payments.provider === 'sandbox') {
    // The processor's own connections, as Stripe's servers are not ours: an approval holding the reservation's locks
    // (and its connection) while it captures never waits for a connection the other waiting approvals hold.
    const pool = createPool(config.databaseUrl, { max: 4 });
    const sandbox = createSandboxProvider(createDb(pool), { now, webhookSecret: payments.sandboxWebhookSecret });
    return { provider: sandbox, sandbox, close: () => pool.end() };
  }
  // Loaded only in Stripe mode: the sandbox's processes never load the SDK.
  const { createStripeProvider } = await import('./stripe-provider.js');
  const base = payments.apiBase ? new URL(payments.apiBase) : null;
  const provider = createStripeProvider({
    secretKey: payments.secretKey,
    webhookSecret: payments.webhookSecret,
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
  return { provider, sandbox: null, close: async () => {} };
}

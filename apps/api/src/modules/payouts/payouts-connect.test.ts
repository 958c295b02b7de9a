import { randomUUID } from 'node:crypto';
import { loadConfig } from '../../config.js';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../../../test/fake-stripe/server.js';
import { testEnv } from '../../../test/helpers.js';
import { createHost } from '../../../test/listings-fixtures.js';
import { payouts } from '../../db/schema/index.js';
import { buildReservesTestApp, servicesOf } from '../reserves/reserves-fixtures.js';
import type { PaymentProvider } from '../payments/payment-port.js';
import { createStripeProvider } from '../payments/stripe-provider.js';
import { createPayoutsService } from './payouts.service.js';

/**
 * A Connect payout (ADR 0039) against the loopback Stripe of stripe-provider.test.ts: on its pay day the sweep transfers
 * the amount to the host's connected account with the payout as transfer_group and a key of the payout, marks it
 * Sent with its journal, and a second run transfers nothing.
 */

let fake: FakeStripe;
let stripe: PaymentProvider;
let app: FastifyInstance;

beforeAll(async () => {
  fake = await startFakeStripe();
  stripe = createStripeProvider({
    secretKey: fake.secretKey,
    webhookSecret: fake.webhookSecret,
    host: fake.host,
    port: fake.port,
    protocol: fake.protocol,
    timeoutMs: 2_000,
    maxNetworkRetries: 0,
  });
  app = await buildReservesTestApp();
});
afterAll(async () => {
  await app.close();
  await fake.close();
});

describe('a Connect payout', () => {
  it('is a transfer to the connected account on its pay day, booked once', async () => {
    // The platform's balance: a captured charge the transfer is paid from.
    const held = await stripe.authorize({
      amount: 50_000,
      paymentMethodId: 'pm_card_visa',
      reserveId: randomUUID(),
      description: 'くるま旅 予約',
      returnUrl: 'https://kurumatabi.test/return',
      idempotencyKey: `authorize:${randomUUID()}`,
    });
    await stripe.capture(held.id, { idempotencyKey: `capture:${held.id}` });

    const host = await createHost('コネクト オーナー');
    const account = `acct_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const [user] = (
      await app.db.execute<{ id: string }>(
        sql`update users set stripe_connect_account_id = ${account} where firebase_uid = ${host.uid} returning id`,
      )
    ).rows;
    const id = randomUUID();
    await app.db.insert(payouts).values({
      id,
      hostUserId: user!.id,
      period: '2021-03',
      amount: 27_000,
      sales: 30_000,
      fee: 3_000,
      status: 'Scheduled',
      method: 'connect',
      scheduledPayDate: '2021-04-30',
    });
    const now = () => new Date('2021-04-30T03:00:00Z');
    const service = createPayoutsService({
      db: app.db,
      config: loadConfig(testEnv({})).payouts,
      provider: stripe,
      providerName: 'stripe',
      notify: servicesOf(app, now).notify,
      now,
    });

    expect(await service.sendConnectPayouts()).toBeGreaterThanOrEqual(1);
    const transfers = [...fake.state.transfers.values()].filter((t) => t.transfer_group === `payout:${id}`);
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({ amount: 27_000, destination: account, currency: 'jpy' });
    expect(fake.requests.find((r) => r.path === '/v1/transfers' && r.idempotencyKey === `payout:${id}:transfer`)).toBeDefined();
    const [row] = (
      await app.db.execute<{ status: string; transfer_id: string }>(sql`select status, transfer_id from payouts where id = ${id}`)
    ).rows;
    expect(row).toEqual({ status: 'Sent', transfer_id: transfers[0]!.id });
    const journal = await app.db.execute<{ account: string; amount: number }>(
      sql`select account, amount from ledger_entries where journal_key = ${`payout:${id}:sent`} order by amount`,
    );
    expect(journal.rows).toEqual([
      { account: 'bank', amount: -27_000 },
      { account: 'payouts_in_transit', amount: 27_000 },
    ]);

    await service.sendConnectPayouts();
    expect([...fake.state.transfers.values()].filter((t) => t.transfer_group === `payout:${id}`)).toHaveLength(1);
  });
});

import { demoAccounts } from '@kurumatabi/api/seed/demo-accounts';
import { startFakeStripe } from '@kurumatabi/api/test/fake-stripe';
import pg from 'pg';
import { signInToEmulator } from '../lib/emulator-accounts.js';
import { emptyFigures, expectThat, type Figures } from './figures.js';
import { call, faultGuests, reserveBodies, type Answer } from './load.js';
import type { FaultStack } from './stack.js';

const APPROVE = '/v1/approve-reserve-request';

interface Money {
  status: string;
  payment: string | null;
  captured: number | null;
  total: number;
  captureJournals: number;
}

/**
 * The card processor down while a host approves (issue 33): the API runs on the `stripe` adapter
 * against the loopback Stripe, which answers 500 to everything while "down". The approval is the
 * envelope's 503 PAYMENT_PROVIDER_UNAVAILABLE and approves nothing (the request and its hold stay);
 * once the processor is back, the approval asked again captures exactly once (the capture's
 * idempotency key is the same: `reserve:<id>:capture:<attempt>`), and a third approval is refused.
 */
export async function providerDownDuringApproval(stack: FaultStack, log: (line: string) => void): Promise<Figures> {
  const figures = emptyFigures('e. card processor down during approval');
  const stripe = await startFakeStripe();
  const db = new pg.Client({ connectionString: stack.databaseUrl });
  await db.connect();
  try {
    await stack.restartApi({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_faults',
      STRIPE_API_BASE: `${stripe.protocol}://${stripe.host}:${stripe.port}`,
    });
    log('  the API runs on the stripe adapter against the loopback Stripe');
    const [guest] = await faultGuests(stack.databaseUrl, stack.authEmulatorHost, 1, 'processor');
    // The first free period of the listed cars (the seed's own reservations take some).
    let created: Answer | null = null;
    for (const body of await reserveBodies(stack.databaseUrl, 40)) {
      created = await call(stack.base, '/v1/create-car-reserve', body, guest!.token);
      if (created.status === 200) break;
    }
    if (created?.status !== 200 || !created.id)
      throw new Error(`no request could be made (last answer ${created?.status} ${created?.code})`);
    const reserveId = created.id;
    const host = await hostOf(db, reserveId);
    const account = demoAccounts.find((demo) => demo.email === host);
    if (!account) throw new Error(`the car's host ${host} is not a demo account`);
    const hostToken = await signInToEmulator(stack.authEmulatorHost, account.email, account.password, 'faults');
    const approve = () => call(stack.base, APPROVE, JSON.stringify({ reserveId }), hostToken);

    const capturesBefore = stripe.state.applied.captures;
    stripe.failNext({ kind: 'server_error' }, 1_000);
    const down = await approve();
    const whileDown = await moneyOf(db, reserveId);
    stripe.clearFaults();
    const backAt = Date.now();
    const retried = await approve();
    const recoveryMs = Date.now() - backAt;
    const third = await approve();
    const after = await moneyOf(db, reserveId);
    const captures = stripe.state.applied.captures - capturesBefore;
    const refused = stripe.requests.filter((request) => request.path.endsWith('/capture') && request.status === 500).length;

    const answers = [down, retried, third];
    figures.requests = answers.length;
    figures.ok = answers.filter((answer) => answer.status === 200).length;
    figures.unavailable = answers.filter((answer) => answer.status === 503).length;
    figures.serverErrors = answers.filter((answer) => answer.status >= 500 && answer.status !== 503).length;
    figures.rows = 1;
    figures.mismatches = Math.abs(captures - 1) + Math.abs(after.captureJournals - 1);
    figures.recoveryMs = recoveryMs;
    figures.notes.push(
      `approval while down: ${down.status} ${down.code ?? '(no envelope)'} after ${refused} refused capture calls; the request ${whileDown.status}, its payment ${whileDown.payment}, ${whileDown.captureJournals} capture journals`,
      `approval once back: ${retried.status}, then again: ${third.status} ${third.code ?? ''}; the processor applied ${captures} capture(s); ` +
        `the payment ${after.payment} for ${after.captured} of ${after.total} yen, ${after.captureJournals} capture journal(s)`,
    );
    expectThat(
      figures,
      down.status === 503 && down.code === 'PAYMENT_PROVIDER_UNAVAILABLE',
      `the approval while down was ${down.status} ${down.code}`,
    );
    expectThat(
      figures,
      whileDown.status === 'Request' && whileDown.payment === 'Authorized' && whileDown.captureJournals === 0,
      `the approval while down changed the request (${whileDown.status}, ${whileDown.payment}, ${whileDown.captureJournals} capture journals)`,
    );
    expectThat(figures, retried.status === 200, `the approval once the processor was back was ${retried.status} ${retried.code}`);
    expectThat(figures, third.status === 409, `a third approval was ${third.status} (expected 409)`);
    expectThat(figures, captures === 1, `the processor applied ${captures} captures (expected exactly 1)`);
    expectThat(
      figures,
      after.status === 'Approved' && after.payment === 'Captured' && after.captured === after.total && after.captureJournals === 1,
      `after the retry: ${after.status}, ${after.payment}, ${after.captured} of ${after.total} yen, ${after.captureJournals} capture journals`,
    );
  } finally {
    await db.end();
    // The faults after this one run on the sandbox again.
    await stack.restartApi({});
    await stripe.close();
  }
  return figures;
}

async function hostOf(db: pg.Client, reserveId: string): Promise<string> {
  const rows = await db.query<{ email: string }>('select u.email from reserves r join users u on u.id = r.host_user_id where r.id = $1', [
    reserveId,
  ]);
  return rows.rows[0]?.email ?? '';
}

async function moneyOf(db: pg.Client, reserveId: string): Promise<Money> {
  const rows = await db.query<Money>(
    `select r.status, p.status as payment, p.amount_captured as captured, r.total,
       (select count(*)::int from ledger_journals j where j.reserve_id = r.id and j.kind = 'capture') as "captureJournals"
     from reserves r left join reserve_payments p on p.reserve_id = r.id where r.id = $1`,
    [reserveId],
  );
  const row = rows.rows[0];
  if (!row) throw new Error(`reservation ${reserveId} is not stored`);
  return row;
}

import { Writable } from 'node:stream';
import { completeChallenge, createPaymentMethod, type ErrorEnvelope } from '@kurumatabi/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createRegisteredUser, injectAs, injectRaw, type TestUser } from '../../../../test/helpers.js';
import { authorizeInput } from './sandbox-fixtures.js';
import { createSandboxProvider } from './sandbox-provider.js';

const SECRET_NUMBER = '4000002760003184';
const SECRET_CVC = '9731';

function memorySink() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, lines };
}

const errorOf = (body: string) => (JSON.parse(body) as ErrorEnvelope).error;

describe('the sandbox endpoints (PAYMENT_PROVIDER=sandbox, the tests’ default)', () => {
  const sink = memorySink();
  let app: FastifyInstance;
  let user: TestUser;
  beforeAll(async () => {
    // The most talkative level: whatever Fastify or the app logs, no card number may be in it.
    app = await buildTestApp({ LOG_LEVEL: 'trace' }, { logStream: sink.stream });
    user = await createRegisteredUser('サンドボックス 決済');
  });
  afterAll(() => app.close());

  it('makes a payment method of a test card, as Stripe.js does', async () => {
    const response = await injectAs(user, createPaymentMethod, { number: '4242 4242 4242 4242', expMonth: 4, expYear: 2099, cvc: '123' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      paymentMethodId: expect.stringMatching(/^pm_sbx_/),
      card: { brand: 'visa', last4: '4242', expMonth: 4, expYear: 2099 },
    });
    expect(response.body).not.toContain('4242424242424242');
  });

  it('answers bad cards with the 400 envelope, in Japanese, per field', async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ number: '4242 4242 4242 4241', expMonth: 4, expYear: 2099, cvc: '123' }, 'number', /カード番号が正しくありません/],
      [{ number: '4242424242424242', expMonth: 1, expYear: 2021, cvc: '123' }, 'expYear', /有効期限が切れています/],
      [{ number: '4242424242424242', expMonth: 13, expYear: 2099, cvc: '123' }, 'expMonth', /有効期限の月/],
      [{ number: '4242424242424242', expMonth: 4, expYear: 2099, cvc: '12' }, 'cvc', /セキュリティコード/],
    ];
    for (const [body, path, message] of cases) {
      const response = await injectRaw(user, createPaymentMethod, { payload: JSON.stringify(body) });
      expect(response.statusCode, response.body).toBe(400);
      const error = errorOf(response.body);
      expect(error).toMatchObject({ code: 'VALIDATION_FAILED', message: '入力内容に誤りがあります。' });
      expect(error.details, JSON.stringify(body)).toEqual(expect.arrayContaining([{ path, message: expect.stringMatching(message) }]));
    }
    expect((await injectRaw(null, createPaymentMethod, { payload: '{}' })).statusCode).toBe(401);
  });

  it('completes and fails the 3-D Secure challenge of an intent the port made (the state is the database’s)', async () => {
    const made = await injectAs(user, createPaymentMethod, { number: SECRET_NUMBER, expMonth: 12, expYear: 2099, cvc: SECRET_CVC });
    const { paymentMethodId } = made.json() as { paymentMethodId: string };
    // Another instance on the same database, as another replica (or the reservation service) would hold.
    const sandbox = createSandboxProvider(app.db);
    const first = await sandbox.authorize(authorizeInput(paymentMethodId));
    expect(first.status).toBe('requires_action');
    const succeed = await injectAs(user, completeChallenge, { clientSecret: first.clientSecret!, outcome: 'succeed' });
    expect([succeed.statusCode, succeed.json()]).toEqual([200, { status: 'requires_capture' }]);
    expect((await sandbox.retrieve(first.id)).status).toBe('requires_capture');
    const again = await injectAs(user, completeChallenge, { clientSecret: first.clientSecret!, outcome: 'fail' });
    expect([again.statusCode, errorOf(again.body).code]).toEqual([409, 'SANDBOX_CHALLENGE_NOT_PENDING']);

    const second = await sandbox.authorize(authorizeInput(paymentMethodId));
    const fail = await injectAs(user, completeChallenge, { clientSecret: second.clientSecret!, outcome: 'fail' });
    expect([fail.statusCode, fail.json()]).toEqual([200, { status: 'requires_payment_method' }]);
    expect((await sandbox.retrieve(second.id)).lastError?.reason).toBe('authentication_failed');

    const unknown = await injectAs(user, completeChallenge, { clientSecret: 'pi_sbx_x_secret_y', outcome: 'succeed' });
    expect([unknown.statusCode, errorOf(unknown.body).code]).toEqual([404, 'SANDBOX_CHALLENGE_NOT_FOUND']);
    expect(errorOf(unknown.body).message).toMatch(/認証する支払いが見つかりません/);
    for (const clientSecret of ['🈘', '富士山 温泉A', '688c8d13-81d3-649d-b9f6-4bbcbf39c1c6']) {
      const odd = await injectAs(user, completeChallenge, { clientSecret, outcome: 'fail' });
      expect([odd.statusCode, errorOf(odd.body).code], clientSecret).toEqual([404, 'SANDBOX_CHALLENGE_NOT_FOUND']);
    }
    // Blank (trimmed away) or with a control character: the contract's 400, before any lookup.
    for (const clientSecret of [' ', 'pi_sbx_x\u0000_secret'])
      expect((await injectAs(user, completeChallenge, { clientSecret, outcome: 'fail' })).statusCode, JSON.stringify(clientSecret)).toBe(
        400,
      );
    const bad = await injectRaw(user, completeChallenge, { payload: JSON.stringify({ clientSecret: 'x', outcome: 'maybe' }) });
    expect([bad.statusCode, errorOf(bad.body).code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('never writes a card number or CVC to the log, nor to any table', async () => {
    // A refused body too: the error path must not echo it either.
    await injectRaw(user, createPaymentMethod, {
      payload: JSON.stringify({ number: SECRET_NUMBER, expMonth: 99, expYear: 2099, cvc: SECRET_CVC }),
    });
    await injectRaw(user, createPaymentMethod, { payload: `{"number":"${SECRET_NUMBER}","cvc":"${SECRET_CVC}",` });
    expect(sink.lines.length).toBeGreaterThan(0);
    const log = sink.lines.join('\n');
    expect(log).toContain(createPaymentMethod.path);
    expect(log).not.toContain(SECRET_NUMBER);
    expect(log).not.toContain(SECRET_NUMBER.slice(0, 12));
    expect(log).not.toContain(SECRET_CVC);

    const tables = await app.db.execute<{ schema: string; name: string }>(
      sql`select table_schema as schema, table_name as name from information_schema.tables
          where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
    );
    expect(tables.rows.map((t) => t.name)).toContain('sandbox_payment_methods');
    for (const table of tables.rows) {
      const found = await app.db.execute<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(table.schema)}.${sql.identifier(table.name)} t
            where t::text like ${`%${SECRET_NUMBER}%`}`,
      );
      expect(found.rows[0]!.n, `${table.schema}.${table.name}`).toBe(0);
    }
    const columns = await app.db.execute<{ name: string }>(
      sql`select column_name as name from information_schema.columns where table_name = 'sandbox_payment_methods'`,
    );
    expect(columns.rows.map((c) => c.name).sort()).toEqual(['behaviour', 'brand', 'created_at', 'exp_month', 'exp_year', 'id', 'last4']);
    // The CVC is four digits (any id may hold them by chance): looked for in the payment method's own row, its id aside.
    const made = await injectAs(user, createPaymentMethod, { number: SECRET_NUMBER, expMonth: 12, expYear: 2099, cvc: SECRET_CVC });
    const { paymentMethodId } = made.json() as { paymentMethodId: string };
    const kept = await app.db.execute<{ row: string }>(
      sql`select (to_jsonb(t) - 'id')::text as row from sandbox_payment_methods t where id = ${paymentMethodId}`,
    );
    expect(kept.rows).toHaveLength(1);
    expect(kept.rows[0]!.row).toContain('"last4": "3184"');
    expect(kept.rows[0]!.row).not.toContain(SECRET_CVC);
    expect(sink.lines.join('\n')).not.toContain(SECRET_NUMBER);
  });
});

describe('with PAYMENT_PROVIDER=stripe', () => {
  let app: FastifyInstance;
  let user: TestUser;
  beforeAll(async () => {
    app = await buildTestApp({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_sandbox_routes',
      STRIPE_WEBHOOK_SECRET: 'whsec_sandbox_routes',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_sandbox_routes',
    });
    user = await createRegisteredUser('ストライプ 利用');
  });
  afterAll(() => app.close());

  it('has no sandbox endpoints: not mounted, not in the reference', async () => {
    for (const endpoint of [createPaymentMethod, completeChallenge]) {
      const response = await injectRaw(
        user,
        endpoint,
        { payload: JSON.stringify({ number: '4242424242424242', expMonth: 4, expYear: 2099, cvc: '123' }) },
        app,
      );
      expect([response.statusCode, errorOf(response.body).code], endpoint.path).toEqual([404, 'NOT_FOUND']);
    }
    const reference = await app.inject({ method: 'GET', url: '/v1/openapi.json' });
    const paths = Object.keys((reference.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toContain('/v1/show-current-user');
    expect(paths.filter((path) => path.startsWith('/v1/sandbox/'))).toEqual([]);
  });
});

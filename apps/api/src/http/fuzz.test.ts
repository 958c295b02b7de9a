/**
 * The contract fuzzer (ADR 0021): random and hostile bodies for every endpoint of the registry,
 * derived from its zod input schema (test/fuzz/), sent through app.inject to the real app and
 * database by an anonymous visitor, a signed-in user without a registration, a registered host
 * (car owner and facility provider), a licensed guest and an operator. The properties:
 *  - no answer is a 5xx;
 *  - every 4xx is the envelope: a known code with its status and a Japanese message;
 *  - no answer takes longer than FUZZ_MAX_MS (1 s).
 *
 * Deterministic by default (the seed is printed); FUZZ_SEED and FUZZ_RUNS change it
 * (`FUZZ_RUNS=100000 FUZZ_SEED=42 vitest run --project api src/http/fuzz.test.ts`).
 */
import { performance } from 'node:perf_hooks';
import { endpoints, errorTable, isMultipart, type Endpoint, type ErrorCode } from '@kurumatabi/contract';
import * as c from '@kurumatabi/contract';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccountsTestApp } from '../../test/accounts-app.js';
import { uploadPrivate } from '../../test/accounts-fixtures.js';
import { jsonBodies, multipartBodies, type FuzzBody } from '../../test/fuzz/hostile.js';
import type { FuzzPools } from '../../test/fuzz/zod-arbitrary.js';
import { createRegisteredUser, createTestUser, injectAs, type TestUser } from '../../test/helpers.js';
import { jpeg } from '../../test/images.js';
import { createHost, createLocation, createOperator, japanDay, uploadPublic } from '../../test/listings-fixtures.js';
import { carRequest, licensedGuest, reservableCar, reservableSpot } from '../modules/reserves/reserves-fixtures.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
const MAX_MS = Number(process.env.FUZZ_MAX_MS ?? 1_000);
/** Requests in flight at once: enough to keep the database busy, few enough not to queue in the event loop. */
const CONCURRENCY = 4;

const callerNames = ['anonymous', 'unregistered', 'host', 'guest', 'operator'] as const;
type CallerName = (typeof callerNames)[number];
/** Calls that end or change the caller's account: a throw-away user makes them, so the others keep theirs. */
const altersAccount = new Set(['/v1/user/deactivate-user', '/v1/update-email']);

interface FuzzCase {
  endpoint: Endpoint;
  caller: CallerName;
  body: FuzzBody;
}

interface Answer {
  fuzzCase: FuzzCase;
  status: number;
  ms: number;
  body: string;
  contentType: string | undefined;
}

let app: FastifyInstance;
const tokens = new Map<CallerName | 'throwaway', string>();
let pools: FuzzPools;
let realJpeg: Buffer;

/** Ids of what the callers own and share, and the master ids in use, so bodies name real things. */
async function collectPools(host: TestUser, guest: TestUser, operator: TestUser): Promise<FuzzPools> {
  const carId = await reservableCar(host, operator);
  const { spotId, planId } = await reservableSpot(host, operator);
  const reserve = await injectAs(guest, c.createCarReserve, carRequest(carId, japanDay(20), japanDay(22)));
  const uuids = [
    carId,
    spotId,
    planId,
    reserve.json<{ id?: string }>().id,
    await uploadPublic(host),
    await uploadPrivate(guest),
    await createLocation(host),
  ].filter((id): id is string => typeof id === 'string');
  const notifications = await injectAs(host, c.showNotifications, {});
  for (const item of notifications.json<{ items?: { id: string }[] }>().items ?? []) uuids.push(item.id);
  const masterIds = new Set<string>();
  for (const endpoint of endpoints.filter((e) => e.path.includes('/show-active-'))) {
    const response = await injectAs(host, endpoint, {});
    for (const item of response.json<{ items?: { id?: string }[] }>().items ?? []) if (item.id) masterIds.add(item.id);
  }
  return { uuids, masterIds: [...masterIds], today: japanDay(0) };
}

beforeAll(async () => {
  ({ app } = await buildAccountsTestApp());
  const operator = await createOperator();
  const host = await createHost('ファズ 掲載者');
  const guest = await licensedGuest(operator, 'ファズ ゲスト');
  tokens.set('host', host.idToken);
  tokens.set('guest', guest.idToken);
  tokens.set('operator', operator.idToken);
  tokens.set('unregistered', (await createTestUser()).idToken);
  tokens.set('throwaway', (await createRegisteredUser('ファズ 使い捨て')).idToken);
  pools = await collectPools(host, guest, operator);
  realJpeg = await jpeg(64, 48);
}, 120_000);
afterAll(() => app.close());

/** The cases, all drawn from one seed: endpoints spread evenly, callers and bodies at random. */
function fuzzCases(): FuzzCase[] {
  // One arbitrary per endpoint, built once (building them is the slow part, not drawing from them).
  const perEndpoint = endpoints.map((endpoint) =>
    fc.record({
      endpoint: fc.constant(endpoint),
      caller: fc.constantFrom(...callerNames),
      body: isMultipart(endpoint) ? multipartBodies(pools, realJpeg) : jsonBodies(endpoint, pools),
    }),
  );
  const arbitrary = fc.nat({ max: perEndpoint.length - 1 }).chain((i) => perEndpoint[i]!);
  return fc.sample(arbitrary, { seed: SEED, numRuns: RUNS });
}

async function send(fuzzCase: FuzzCase): Promise<Answer> {
  const { endpoint, caller, body } = fuzzCase;
  const token = caller === 'anonymous' ? undefined : altersAccount.has(endpoint.path) ? tokens.get('throwaway') : tokens.get(caller);
  const started = performance.now();
  const response = await app.inject({
    method: 'POST',
    url: endpoint.path,
    headers: {
      ...(body.contentType !== null ? { 'content-type': body.contentType } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: body.payload,
  });
  const ms = performance.now() - started;
  return {
    fuzzCase,
    status: response.statusCode,
    ms,
    body: response.body,
    contentType: response.headers['content-type'] as string | undefined,
  };
}

async function runAll(cases: FuzzCase[]): Promise<Answer[]> {
  const answers: Answer[] = [];
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const fuzzCase = cases[next++]!;
      answers.push(await send(fuzzCase));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return answers;
}

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;
/** spec §7 fixes this one message in English. */
const ENGLISH_BY_SPEC = new Set<ErrorCode>(['NO_TOKEN']);

/** Why an error answer is not the envelope, or null when it is. */
function envelopeProblem(answer: Answer): string | null {
  if (!answer.contentType?.startsWith('application/json')) return `content-type ${answer.contentType}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.body);
  } catch {
    return 'body is not JSON';
  }
  const error = (parsed as { error?: { code?: unknown; message?: unknown } }).error;
  if (!error || typeof error.code !== 'string' || !(error.code in errorTable)) return `unknown code ${String(error?.code)}`;
  const code = error.code as ErrorCode;
  if (errorTable[code].status !== answer.status) return `${code} answered with ${answer.status}`;
  if (typeof error.message !== 'string' || (!ENGLISH_BY_SPEC.has(code) && !JAPANESE.test(error.message)))
    return `message not Japanese: ${String(error.message)}`;
  return null;
}

function describeCase(answer: Answer): string {
  const { endpoint, caller, body } = answer.fuzzCase;
  const payload = typeof body.payload === 'string' ? body.payload : `<${body.payload.length} bytes of ${body.contentType}>`;
  return `${answer.status} ${Math.round(answer.ms)}ms ${endpoint.path} as ${caller} [${body.kind}] ${payload.slice(0, 300)} -> ${answer.body.slice(0, 300)}`;
}

describe('the contract fuzzer', () => {
  it(`sends ${RUNS} random and hostile bodies over every endpoint: no 5xx, every error in the envelope, none slower than ${MAX_MS} ms`, async () => {
    const cases = fuzzCases();
    const started = performance.now();
    const answers = await runAll(cases);
    const seconds = (performance.now() - started) / 1000;

    const byStatus = new Map<number, number>();
    const byKind = new Map<string, number>();
    for (const answer of answers) {
      byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
      byKind.set(answer.fuzzCase.body.kind, (byKind.get(answer.fuzzCase.body.kind) ?? 0) + 1);
    }
    const slowest = answers.reduce((a, b) => (b.ms > a.ms ? b : a));
    const reached = new Set(answers.map((a) => a.fuzzCase.endpoint.path));
    // The figures ADR 0021 and the issue note quote.
    console.log(
      [
        `fuzz: seed ${SEED}, ${answers.length} requests over ${reached.size} endpoints in ${seconds.toFixed(1)} s`,
        `  by status: ${[...byStatus]
          .sort(([a], [b]) => a - b)
          .map(([s, n]) => `${s}×${n}`)
          .join(', ')}`,
        `  by kind: ${[...byKind]
          .sort()
          .map(([k, n]) => `${k} ${n}`)
          .join(', ')}`,
        `  slowest: ${describeCase(slowest).slice(0, 200)}`,
      ].join('\n'),
    );

    expect(reached.size).toBe(endpoints.length);
    const serverErrors = answers.filter((a) => a.status >= 500).map(describeCase);
    expect(serverErrors, 'answers with 5xx').toEqual([]);
    const outsideEnvelope = answers
      .filter((a) => a.status >= 400)
      .map((a) => [envelopeProblem(a), a] as const)
      .filter(([problem]) => problem !== null)
      .map(([problem, a]) => `${problem}: ${describeCase(a)}`);
    expect(outsideEnvelope, 'errors outside the envelope').toEqual([]);
    const slow = answers.filter((a) => a.ms > MAX_MS).map(describeCase);
    expect(slow, `answers slower than ${MAX_MS} ms`).toEqual([]);
  }, 240_000);
});

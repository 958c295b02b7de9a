/**
 * The security matrix, generated from the registry (ADR 0020), so that a new endpoint is covered
 * without anyone remembering it:
 *  - every endpoint × {anonymous, guest, car owner, facility provider, operator, deactivated user}
 *    gets exactly what its `access` declares: 401 NO_TOKEN for anonymous on a non-public call, 403
 *    FORBIDDEN for a role the caller lacks (ROLE_REQUIRED for the host calls), 401 INVALID_TOKEN for a deactivated user's token, and for
 *    an allowed caller with a valid body never 401/403 (nor 5xx); no caller but an operator ever
 *    reads user A's data;
 *  - every id field the contract ties to the caller (`owner`, `visible`, `participant`, `filter`),
 *    called by user B with user A's object in that field and B's own everywhere else, is refused
 *    with 404 and the kind's not-found code, as if it did not exist (a `filter` gives an empty
 *    list), and shows none of A's data;
 *  - afterwards every database row that mentions A is exactly as it was.
 */
import {
  declarationProblems,
  endpoints,
  userScopedRules,
  type Access,
  type Endpoint,
  type ErrorEnvelope,
  type IdRuleName,
} from '@kurumatabi/contract';
import * as c from '@kurumatabi/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccountsTestApp } from '../../test/accounts-app.js';
import { createRegisteredUser, grantRoles, injectAs, injectUpload, type Caller, type TestUser } from '../../test/helpers.js';
import { jpeg } from '../../test/images.js';
import { rowsMentioning } from '../../test/matrix/rows-snapshot.js';
import { sampleBody, withField } from '../../test/matrix/sample-bodies.js';
import { buildWorlds, nobodysWorld, victimObject, type Victim, type World } from '../../test/matrix/world.js';

const callers = ['anonymous', 'guest', 'carOwner', 'facilityProvider', 'operator', 'deactivated'] as const;
type CallerName = (typeof callers)[number];
type Roles = { carOwner: boolean; facilityProvider: boolean; operator: boolean };
/** Their display names (plain words: the marketplace's own words and its staff's names are reserved). */
const namesOf: Record<Exclude<CallerName, 'anonymous'>, string> = {
  guest: 'マトリクス ゲスト',
  carOwner: 'マトリクス 車両オーナー',
  facilityProvider: 'マトリクス 掲載者',
  operator: 'マトリクス 審査係',
  deactivated: 'マトリクス 去る人',
};
const rolesOf: Record<Exclude<CallerName, 'anonymous'>, Roles> = {
  guest: { carOwner: false, facilityProvider: false, operator: false },
  carOwner: { carOwner: true, facilityProvider: false, operator: false },
  facilityProvider: { carOwner: false, facilityProvider: true, operator: false },
  operator: { carOwner: false, facilityProvider: false, operator: true },
  deactivated: { carOwner: true, facilityProvider: true, operator: true },
};
/** Calls that change the caller's own standing (roles, the account itself): each allowed caller gets a fresh twin for them. */
const altersCaller = new Set(['/v1/user/deactivate-user', '/v1/make-car-owner', '/v1/make-facility-provider']);

type Outcome = { allowed: true } | { allowed: false; status: number; code: c.ErrorCode };

/** What the declaration says a caller gets from an endpoint of this access level. */
function declaredOutcome(access: Access, caller: CallerName): Outcome {
  if (access === 'public') return { allowed: true };
  if (caller === 'anonymous') return { allowed: false, status: 401, code: 'NO_TOKEN' };
  if (caller === 'deactivated') return { allowed: false, status: 401, code: 'INVALID_TOKEN' };
  const roles = rolesOf[caller];
  if (access === 'host')
    return roles.carOwner || roles.facilityProvider ? { allowed: true } : { allowed: false, status: 403, code: 'ROLE_REQUIRED' };
  if (access === 'user' || roles[access]) return { allowed: true };
  return { allowed: false, status: 403, code: 'FORBIDDEN' };
}

let app: FastifyInstance;
let a: Victim;
let b: { user: TestUser; world: World };
let nobody: World;
const roleUsers = {} as Record<Exclude<CallerName, 'anonymous'>, TestUser>;
let aRowsBefore: string[];
/** The fresh twins' count, for their names (an operator's name is reserved for everyone else once it is staff's). */
let twins = 0;
let aRowIds: string[];
const counts = {
  cells: 0,
  allowedCells: 0,
  refusedCells: 0,
  idChecks: 0,
  idEndpoints: new Set<string>(),
  idAnswers: {} as Record<string, number>,
};

const errorOf = (response: LightMyRequestResponse) => (JSON.parse(response.body) as ErrorEnvelope).error;

async function call(caller: Caller, endpoint: Endpoint, body: unknown): Promise<LightMyRequestResponse> {
  if (endpoint.body === 'multipart') {
    return injectUpload(caller, endpoint, { data: await jpeg(64, 64), filename: 'x.jpg', contentType: 'image/jpeg' });
  }
  return injectAs(caller, endpoint, body as never);
}

async function userWithRoles(name: string, roles: Roles): Promise<TestUser> {
  const user = await createRegisteredUser(name);
  await grantRoles(user, roles);
  return user;
}

/** A's rows once the mails of the set-up have settled (a sent mail marks its notification). */
async function settledRowsOfA(): Promise<string[]> {
  let previous = await rowsMentioning(app, aRowIds);
  for (let i = 0; i < 20; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const next = await rowsMentioning(app, aRowIds);
    if (JSON.stringify(next) === JSON.stringify(previous)) return next;
    previous = next;
  }
  return previous;
}

function expectNoneOfA(response: LightMyRequestResponse, what: string): void {
  for (const secret of a.secrets) expect(response.body, `${what}: ${secret}`).not.toContain(secret);
}

beforeAll(async () => {
  ({ app } = await buildAccountsTestApp());
  ({ a, b } = await buildWorlds());
  nobody = nobodysWorld(a.world.shareContractVersion, a.tag);
  for (const name of ['guest', 'carOwner', 'facilityProvider', 'operator', 'deactivated'] as const) {
    roleUsers[name] = await userWithRoles(namesOf[name], rolesOf[name]);
  }
  expect((await injectAs(roleUsers.deactivated, c.deactivateUser, { confirm: true })).statusCode).toBe(200);
  const aUser = await app.db.execute<{ id: string }>(sql`select id from users where firebase_uid = ${a.user.uid}`);
  aRowIds = [aUser.rows[0]!.id, ...a.rowIds];
  aRowsBefore = await settledRowsOfA();
});
afterAll(() => app.close());

const endpointCases = endpoints.map((e) => [e.path, e.access, e] as const);
const idCases = endpoints.flatMap((e) =>
  Object.entries(e.ids)
    .filter(([, rule]) => userScopedRules.includes(rule.rule))
    .map(([field, rule]) => [e.path, field, rule.rule, e, rule] as const),
);

describe(`the role matrix: ${endpoints.length} endpoints × ${callers.length} callers = ${endpoints.length * callers.length} cells`, () => {
  it('has a declaration that fits and a sample body valid by the contract for every endpoint', () => {
    for (const endpoint of endpoints) expect(declarationProblems(endpoint), endpoint.path).toEqual([]);
    for (const endpoint of endpoints.filter((e) => e.body === 'json')) {
      const body = sampleBody(endpoint, nobody);
      expect(body, `${endpoint.path}: add its row to apps/api/test/matrix/sample-bodies.ts`).not.toBeNull();
      const parsed = endpoint.input.safeParse(body);
      expect(parsed.success, `${endpoint.path}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
  });

  it.each(endpointCases)('%s (%s) answers each caller as declared', async (path, access, endpoint) => {
    for (const name of callers) {
      const outcome = declaredOutcome(access, name);
      let caller: Caller = name === 'anonymous' ? null : roleUsers[name];
      if (outcome.allowed && name !== 'anonymous' && altersCaller.has(path))
        caller = await userWithRoles(`マトリクス 複製${(twins += 1)}`, rolesOf[name]);
      const response = await call(caller, endpoint, sampleBody(endpoint, nobody));
      const what = `${path} as ${name}`;
      if (outcome.allowed) {
        // Not refused by access: the body may still be refused (400), the object missing (404) or a rule unmet (409/422).
        expect([401, 403], `${what}: ${response.body}`).not.toContain(response.statusCode);
        expect(response.statusCode, `${what}: ${response.body}`).toBeLessThan(500);
        counts.allowedCells += 1;
      } else {
        expect([response.statusCode, errorOf(response).code], what).toEqual([outcome.status, outcome.code]);
        counts.refusedCells += 1;
      }
      // Operators read what they verify (A's licence request, for one); nobody else reads anything of A's.
      if (name !== 'operator') expectNoneOfA(response, what);
      counts.cells += 1;
    }
  });
});

describe(`other users' ids: ${idCases.length} id fields of ${new Set(idCases.map(([path]) => path)).size} endpoints, called by user B with user A's objects`, () => {
  it.each(idCases)('%s %s (%s)', async (path, field, ruleName: IdRuleName, endpoint, rule) => {
    const victim = victimObject(a.world, rule);
    expect(victim, `${path} ${field}: no object of A's stands for ${rule.kind}`).not.toBeNull();
    const body = withField(sampleBody(endpoint, b.world), field, victim!);
    expect(endpoint.input.safeParse(body).success, `${path}: the body must be valid so that the id is what is refused`).toBe(true);
    const response = await call(b.user, endpoint, body);
    if (ruleName === 'filter') {
      expect(response.statusCode, response.body).toBe(200);
      expect((response.json() as { items: unknown[] }).items).toEqual([]);
    } else {
      // The declared refusal: 404 with the kind's code, as for an id that does not exist.
      expect([response.statusCode, errorOf(response).code], `${path} ${field}: ${response.body}`).toEqual([
        404,
        expect.toBeOneOf([...c.notFoundCodes[rule.kind]]),
      ]);
    }
    expectNoneOfA(response, `${path} ${field}`);
    const answer = response.statusCode === 200 ? '200 (empty list)' : `${response.statusCode} ${errorOf(response).code}`;
    counts.idAnswers[answer] = (counts.idAnswers[answer] ?? 0) + 1;
    counts.idChecks += 1;
    counts.idEndpoints.add(path);
  });
});

describe('what names a user without an id', () => {
  it('lets nobody claim A’s email address (ADR 0009)', async () => {
    const response = await injectAs(b.user, c.updateEmail, { email: a.user.email });
    expect([response.statusCode, errorOf(response).code]).toEqual([409, 'EMAIL_CHANGE_NOT_CONFIRMED']);
    expectNoneOfA(response, 'update-email');
  });
});

describe('after every call of the matrix', () => {
  it('left every row that mentions A exactly as it was, and A still reads all of it', async () => {
    expect(await rowsMentioning(app, aRowIds)).toEqual(aRowsBefore);
    const reserve = await injectAs(a.user, c.showReserve, { reserveId: a.reserveId });
    expect([reserve.statusCode, reserve.json().status]).toEqual([200, 'Request']);
    const license = (await injectAs(a.user, c.showDriverLicense, { view: 'edit' })).json().driverLicense;
    expect(license).toMatchObject({ number: a.licenseNumber, status: 'Verified' });
    expect((await injectAs(a.user, c.showOwnedUserCar, { carId: a.world.carId })).json()).toMatchObject({
      title: `エーの下書き車両 ${a.tag}`,
    });
  });

  it('ran every cell and every id check (the figures ADR 0020 quotes)', () => {
    expect(counts.cells).toBe(endpoints.length * callers.length);
    expect(counts.idChecks).toBe(idCases.length);
    const figures = {
      endpoints: endpoints.length,
      callers: callers.length,
      cells: counts.cells,
      allowedCells: counts.allowedCells,
      refusedCells: counts.refusedCells,
      idChecks: counts.idChecks,
      idEndpoints: counts.idEndpoints.size,
      idAnswers: counts.idAnswers,
    };
    console.info(`security matrix: ${JSON.stringify(figures)}`);
  });
});

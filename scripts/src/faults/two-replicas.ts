import { createCarReserve, showCar, showCurrentUser, showNotifications, suspendUser, unsuspendUser, updateCar } from '@kurumatabi/contract';
import { demoAccounts } from '@kurumatabi/api/seed/demo-accounts';
import pg from 'pg';
import { signInToEmulator } from '../lib/emulator-accounts.js';
import { checkReservations } from './checks.js';
import { emptyFigures, expectThat, type Figures } from './figures.js';
import { call, faultGuests, reserveBodies, sleep, tally } from './load.js';
import type { FaultStack } from './stack.js';

/** ADR 0050's promise: what one replica wrote, every other shows (or refuses) within this. */
const AGREE_WITHIN_MS = 2_000;
const PRICE_ROUNDS = 5;
const RACERS = 60;

/** A call's status and parsed body. */
async function post(base: string, path: string, body: unknown, token?: string): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // Not JSON: the status says enough.
  }
  return { status: response.status, json };
}

/** Milliseconds until `seen()` holds, polled every 20 ms; Infinity past `limitMs`. */
async function msUntil(seen: () => Promise<boolean>, limitMs = 10_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if (await seen()) return Date.now() - started;
    await sleep(20);
  }
  return Number.POSITIVE_INFINITY;
}

/** Waits until the clock's second is past the token's sign-in second. */
async function untilNextSecondAfter(idToken: string): Promise<void> {
  const { auth_time: authTime } = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    auth_time: number;
  };
  while (Math.floor(Date.now() / 1000) <= authTime) await sleep(50);
}

const shown = (ms: number) => (Number.isFinite(ms) ? `${ms} ms` : 'never (10 s)');

/**
 * Two API processes over one PostgreSQL (ADR 0050), measured from outside: a price the host saves
 * through replica A shows on replica B's show-car (which had it cached) within 2 s, five times; a
 * member suspended through A is refused by B within 2 s with the envelope A gives, and once lifted the
 * token the suspension revoked is refused by B within 2 s (B had remembered it); 60 guests asking for the same car and days
 * at once, half through each replica, get exactly one reservation.
 */
export async function twoReplicas(stack: FaultStack, replicaPort: number, log: (line: string) => void): Promise<Figures> {
  const figures = emptyFigures('f. two replicas, one database');
  const replica = await stack.startReplica(replicaPort);
  log(`  replica B on :${replicaPort} beside A on ${stack.base}`);
  const db = new pg.Client({ connectionString: stack.databaseUrl });
  await db.connect();
  try {
    // 1. A price saved through A, read through B (whose cache holds the detail).
    const owner = demoAccounts.find((demo) => demo.key === 'carOwner')!;
    const [car] = (
      await db.query<{ id: string }>(
        `select c.id from cars c join users u on u.id = c.owner_user_id where c.listed and u.email = $1 order by c.created_at limit 1`,
        [owner.email],
      )
    ).rows;
    if (!car) throw new Error(`no listed car of ${owner.email}`);
    const ownerToken = await signInToEmulator(stack.authEmulatorHost, owner.email, owner.password, 'faults');
    const priceOnB = async () => (await post(replica.base, showCar.path, { carId: car.id })).json.pricePerDay;
    const priceMs: number[] = [];
    for (let round = 0; round < PRICE_ROUNDS; round++) {
      const before = await priceOnB();
      if (typeof before !== 'number') throw new Error(`show-car on B answered no price for ${car.id}`);
      await priceOnB(); // from B's memory now
      const next = before + 100;
      const saved = await post(stack.base, updateCar.path, { carId: car.id, pricePerDay: next }, ownerToken);
      figures.requests += 1;
      if (saved.status !== 200) throw new Error(`update-car on A answered ${saved.status}`);
      figures.ok += 1;
      priceMs.push(await msUntil(async () => (await priceOnB()) === next));
    }
    const slowestPrice = Math.max(...priceMs);
    figures.notes.push(`price saved on A, shown on B after: ${priceMs.map(shown).join(', ')} (slowest ${shown(slowestPrice)})`);
    expectThat(figures, slowestPrice <= AGREE_WITHIN_MS, `a price saved on A showed on B only after ${shown(slowestPrice)}`);

    // 2. A member suspended through A, refused by B with A's own envelope; lifted through A, the token the
    //    suspension revoked is forgotten by B (it had verified and remembered it for a minute, ADR 0008).
    const [member] = await faultGuests(stack.databaseUrl, stack.authEmulatorHost, 1, 'replica-suspend');
    const notificationsOn = (base: string) => post(base, showNotifications.path, {}, member!.token);
    const warm = await notificationsOn(replica.base);
    if (warm.status !== 200) throw new Error(`show-notifications on B answered ${warm.status} before the suspension`);
    const memberId = (await post(stack.base, showCurrentUser.path, {}, member!.token)).json.id;
    const operator = demoAccounts.find((demo) => demo.key === 'operator')!;
    const operatorToken = await signInToEmulator(stack.authEmulatorHost, operator.email, operator.password, 'faults');
    // The identity service counts revocation in whole seconds: only a token signed in during an earlier second is revoked.
    await untilNextSecondAfter(member!.token);
    const suspended = await post(
      stack.base,
      suspendUser.path,
      { userId: memberId, reason: '障害テスト: レプリカ間の利用停止' },
      operatorToken,
    );
    if (suspended.status !== 200) throw new Error(`suspend-user on A answered ${suspended.status}`);
    const refusedMs = await msUntil(async () => (await notificationsOn(replica.base)).status === 403);
    const [onA, onB] = [await notificationsOn(stack.base), await notificationsOn(replica.base)];
    const sameEnvelope = JSON.stringify(onA.json) === JSON.stringify(onB.json) && onB.status === 403;
    figures.notes.push(
      `member suspended on A, refused by B after ${shown(refusedMs)} (${(onB.json.error as { code?: string } | undefined)?.code ?? onB.status}${sameEnvelope ? ', the envelope A gives' : ', NOT the envelope A gives'})`,
    );
    expectThat(figures, refusedMs <= AGREE_WITHIN_MS, `a member suspended on A was refused by B only after ${shown(refusedMs)}`);
    expectThat(
      figures,
      sameEnvelope,
      `B refused the suspended member with ${onB.status} ${JSON.stringify(onB.json)}, A with ${onA.status}`,
    );
    const lifted = await post(stack.base, unsuspendUser.path, { userId: memberId, reason: '障害テスト: 確認が取れたため' }, operatorToken);
    if (lifted.status !== 200) throw new Error(`unsuspend-user on A answered ${lifted.status}`);
    const forgottenMs = await msUntil(async () => (await notificationsOn(replica.base)).status === 401);
    figures.notes.push(`suspension lifted on A, the revoked token forgotten by B after ${shown(forgottenMs)}`);
    expectThat(
      figures,
      forgottenMs <= AGREE_WITHIN_MS,
      `B accepted the token the suspension revoked for ${shown(forgottenMs)} after the lift`,
    );
    figures.requests += 2;
    figures.ok += 2;

    // 3. Sixty identical reservations at once, half through each replica.
    const guests = await faultGuests(stack.databaseUrl, stack.authEmulatorHost, RACERS, 'replica-race');
    const bases = [stack.base, replica.base];
    // Every token verified once on both replicas, so that the race is the reservations' own.
    await Promise.all(guests.flatMap((guest) => bases.map((base) => post(base, showCurrentUser.path, {}, guest.token))));
    // The latest period the bodies offer: no seeded reservation reaches that far.
    const body = (await reserveBodies(stack.databaseUrl, 400))
      .map((text) => ({ text, start: (JSON.parse(text) as { startDate: string }).startDate }))
      .sort((a, b) => b.start.localeCompare(a.start))[0]!.text;
    const answers = await Promise.all(guests.map((guest, i) => call(bases[i % 2]!, createCarReserve.path, body, guest.token)));
    const ok = answers.filter((answer) => answer.status === 200);
    const checks = await checkReservations(
      stack.databaseUrl,
      guests.map((guest) => guest.email),
      ok.map((answer) => answer.id).filter((id): id is string => id !== null),
    );
    figures.requests += answers.length;
    figures.ok += ok.length;
    figures.rows = checks.rows;
    figures.mismatches = checks.withoutHistory + checks.withoutCalendar + checks.strayCalendar + checks.busyMismatch + checks.overlaps;
    figures.unavailable = answers.filter((answer) => answer.status === 503).length;
    figures.serverErrors = answers.filter((answer) => answer.status >= 500 && answer.status !== 503).length;
    const byReplica = bases.map((_, side) => ok.filter((answer) => answers.indexOf(answer) % 2 === side).length);
    figures.notes.push(
      `${RACERS} identical reservations (${RACERS / 2} through each replica): ${tally(answers)}; won through A ${byReplica[0]}, through B ${byReplica[1]}; stored ${checks.rows}, overlaps ${checks.overlaps}`,
    );
    expectThat(figures, ok.length === 1, `${ok.length} of ${RACERS} identical reservations succeeded (exactly one must)`);
    expectThat(figures, checks.rows === 1 && checks.stored === 1, `${checks.rows} reservations stored for the racers`);
    expectThat(figures, figures.mismatches === 0, `${figures.mismatches} half-written reservations or calendar mismatches`);
    expectThat(figures, figures.serverErrors === 0, `${figures.serverErrors} answers 5xx`);

    const lines = replica.logLines();
    figures.logLines = { warn: lines.filter((line) => line.level >= 40).length, error: lines.filter((line) => line.level >= 50).length };
  } finally {
    await db.end();
    await replica.stop();
  }
  return figures;
}

import { checkReservations } from './checks.js';
import { emptyFigures, expectThat, type Figures } from './figures.js';
import { call, faultGuests, reserveBodies, runLoad, sleep, tally, type Answer } from './load.js';
import type { FaultStack } from './stack.js';

const CONNECTIONS = 32;
const LOAD_MS = 3_000;
const CREATE = '/v1/create-car-reserve';

/**
 * kill -9 of the API while 32 connections create reservations, then a restart: every 2xx answered
 * is a stored reservation, and no reservation is half written (its history, calendar row and the
 * car's busy agree, no two active ones overlap).
 */
export async function killApiDuringReservations(stack: FaultStack, log: (line: string) => void): Promise<Figures> {
  const figures = emptyFigures('a. kill -9 API during reservations');
  const guests = await faultGuests(stack.databaseUrl, stack.authEmulatorHost, CONNECTIONS, 'kill');
  const bodies = await reserveBodies(stack.databaseUrl, 4_000);
  const body = (loop: number, i: number) => bodies[(loop * 997 + i * 31) % bodies.length]!;
  // Every guest's token verified once, so the load does not start with 32 revocation lookups.
  await Promise.all(guests.map((g) => call(stack.base, '/v1/show-current-user', '{}', g.token)));

  let killed = false;
  const load = runLoad(
    CONNECTIONS,
    (loop, i) => call(stack.base, CREATE, body(loop, i), guests[loop]!.token),
    () => killed,
  );
  await sleep(LOAD_MS);
  log(`  kill -9 の API (pid ${stack.apiPid}) under ${CONNECTIONS} connections creating reservations`);
  await stack.killApi();
  killed = true;
  const before = await load;

  const restarted = Date.now();
  await stack.startApi();
  figures.recoveryMs = Date.now() - restarted;
  // After the restart the same guests create again: the API works on what the kill left.
  let round = 0;
  const after = await runLoad(
    CONNECTIONS,
    (loop, i) => call(stack.base, CREATE, body(loop, i + 5_000), guests[loop]!.token),
    () => round++ >= CONNECTIONS * 3,
  );
  const answers: Answer[] = [...before, ...after];

  const ok = answers.filter((a) => a.status >= 200 && a.status < 300);
  const checks = await checkReservations(
    stack.databaseUrl,
    guests.map((g) => g.email),
    ok.map((a) => a.id).filter((id): id is string => id !== null),
  );
  figures.requests = answers.length;
  figures.ok = ok.length;
  figures.rows = checks.rows;
  figures.mismatches =
    checks.withoutHistory +
    checks.withoutCalendar +
    checks.strayCalendar +
    checks.busyMismatch +
    checks.overlaps +
    checks.withoutNotice +
    checks.withoutMail;
  figures.unavailable = answers.filter((a) => a.status === 503).length;
  figures.serverErrors = answers.filter((a) => a.status >= 500 && a.status !== 503).length;
  const cut = before.filter((a) => a.status === 0).length;
  figures.notes.push(
    `answers: ${tally(answers)} (${before.length} before the kill, ${after.length} after the restart)`,
    `${checks.stored} of ${ok.length} answered reservations stored; ${checks.rows} stored for the run's guests (requests cut by the kill may have committed unanswered)`,
    `without history ${checks.withoutHistory}, without calendar row ${checks.withoutCalendar}, stray calendar rows ${checks.strayCalendar}, cars whose busy differs from their calendar ${checks.busyMismatch}, overlaps ${checks.overlaps}, without the host's notice ${checks.withoutNotice}, notices without their mail ${checks.withoutMail}`,
    `API restarted and ready in ${((figures.recoveryMs ?? 0) / 1000).toFixed(1)} s; ${cut} requests cut by the kill`,
  );
  expectThat(figures, checks.stored === ok.length, `${ok.length - checks.stored} reservations answered 2xx are not stored`);
  expectThat(
    figures,
    checks.rows >= ok.length && checks.rows <= ok.length + cut,
    'stored reservations differ from the answered ones by more than the cut requests',
  );
  expectThat(figures, figures.mismatches === 0, `${figures.mismatches} half-written reservations or calendar mismatches`);
  expectThat(figures, figures.serverErrors === 0, `${figures.serverErrors} answers 5xx`);
  expectThat(
    figures,
    after.some((a) => a.status === 200),
    'no reservation created after the restart',
  );
  expectThat(figures, cut > 0, 'the kill cut no request (the load did not run through it)');
  return figures;
}

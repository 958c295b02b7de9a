import { emptyFigures, expectThat, type Figures } from './figures.js';
import { call, faultGuests, reserveBodies, runLoad, sleep, tally, type Answer } from './load.js';
import type { FaultStack } from './stack.js';

const CONNECTIONS = 16;
const DOWN_MS = 8_000;
const RECOVERY_LIMIT_MS = 30_000;

/**
 * PostgreSQL stopped and started again under load: meanwhile the API answers 503 in the envelope
 * with Retry-After (never 500), /readyz says not ready, and it recovers by itself, the same process.
 */
/** From the stop to the first 2xx asked after the first 503: how long callers saw the database away. */
function outageMs(answers: Answer[], downAt: number): number | null {
  const sorted = answers.filter((a) => a.at >= downAt).sort((x, y) => x.at - y.at);
  const firstDown = sorted.find((a) => a.status === 503);
  const back = firstDown && sorted.find((a) => a.at > firstDown.at && a.status >= 200 && a.status < 300);
  return back ? back.at - downAt : null;
}

export async function restartPostgresUnderLoad(stack: FaultStack, log: (line: string) => void): Promise<Figures> {
  const figures = emptyFigures('b. PostgreSQL restart under load');
  const guests = await faultGuests(stack.databaseUrl, stack.authEmulatorHost, CONNECTIONS, 'pg');
  const bodies = await reserveBodies(stack.databaseUrl, 2_000);
  await Promise.all(guests.map((g) => call(stack.base, '/v1/show-current-user', '{}', g.token)));
  const pid = stack.apiPid;

  let stopped = false;
  // Calls that need the database on every request: the signed-in user, a new reservation, the guest's reservations.
  const next = async (loop: number, i: number): Promise<Answer> => {
    const token = guests[loop]!.token;
    const kind = i % 3;
    const answer =
      kind === 0
        ? await call(stack.base, '/v1/show-current-user', '{}', token)
        : kind === 1
          ? await call(stack.base, '/v1/create-car-reserve', bodies[(loop * 131 + i) % bodies.length]!, token)
          : await call(stack.base, '/v1/show-reserves', '{}', token);
    // A client that is told to wait does not spin (the run is not a flood).
    if (answer.status === 503 || answer.status === 0) await sleep(100);
    return answer;
  };
  const ready: { at: number; status: number }[] = [];
  const probe = (async () => {
    while (!stopped) {
      const at = Date.now();
      const status = await fetch(`${stack.base}/readyz`)
        .then((r) => r.status)
        .catch(() => 0);
      ready.push({ at, status });
      await sleep(250);
    }
  })();
  const load = runLoad(CONNECTIONS, next, () => stopped);

  await sleep(2_000);
  const downAt = Date.now();
  log('  PostgreSQL を停止します (stopping PostgreSQL under load)');
  await stack.stopPostgres();
  const stoppedAt = Date.now();
  await sleep(DOWN_MS);
  log('  PostgreSQL を再起動します (starting it again)');
  const restartAt = Date.now();
  await stack.restartPostgres();
  const upAt = Date.now();
  // Recovered: a call that needs the database answers 2xx again, and /readyz says ready.
  let recoveredAt: number | null = null;
  while (recoveredAt === null && Date.now() - upAt < RECOVERY_LIMIT_MS) {
    const probeAnswer = await call(stack.base, '/v1/show-current-user', '{}', guests[0]!.token);
    const readyNow = await fetch(`${stack.base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (probeAnswer.status === 200 && readyNow) recoveredAt = Date.now();
    else await sleep(100);
  }
  await sleep(2_000);
  stopped = true;
  const [answers] = await Promise.all([load, probe]);

  const during = answers.filter((a) => a.at >= downAt);
  const unavailable = answers.filter((a) => a.status === 503);
  figures.requests = answers.length;
  figures.ok = answers.filter((a) => a.status >= 200 && a.status < 300).length;
  figures.unavailable = unavailable.length;
  figures.serverErrors = answers.filter((a) => a.status >= 500 && a.status !== 503).length;
  figures.recoveryMs = recoveredAt === null ? null : recoveredAt - upAt;
  const outsideEnvelope = answers.filter((a) => a.status >= 400 && a.code === null).length;
  const wrong503 = unavailable.filter((a) => a.code !== 'SERVICE_UNAVAILABLE' || !a.retryAfter).length;
  const cut = answers.filter((a) => a.status === 0).length;
  // From the moment PostgreSQL was stopped (a fast shutdown took up to 2 s on a busy machine: a probe before that
  // rightly said ready) to the moment its start began (a probe while the start was being awaited, once PostgreSQL
  // accepted connections, rightly said ready: 200 at +8.2 s in a run on 2026-11-29).
  const readyWhileDown = ready.filter((r) => r.at >= stoppedAt && r.at < restartAt);
  const lines = stack.logLines().filter((l) => l.time >= downAt);
  figures.logLines = { warn: lines.filter((l) => l.level >= 40).length, error: lines.filter((l) => l.level >= 50).length };
  figures.mismatches = outsideEnvelope + wrong503;
  figures.notes.push(
    `from the stop on: ${tally(during)}; callers saw it away for ${((outageMs(during, downAt) ?? NaN) / 1000).toFixed(1)} s (the stop to the first 2xx, PostgreSQL down ${((upAt - downAt) / 1000).toFixed(1)} s)`,
    `/readyz while down: ${readyWhileDown.filter((r) => r.status === 503).length} × 503 of ${readyWhileDown.length} probes` +
      ` (PostgreSQL stopped ${((stoppedAt - downAt) / 1000).toFixed(1)} s after the stop began${readyWhileDown
        .filter((r) => r.status !== 503)
        .map((r) => `; ${r.status} at +${((r.at - downAt) / 1000).toFixed(1)} s`)
        .join('')})`,
    `503 without the envelope's SERVICE_UNAVAILABLE or Retry-After: ${wrong503}; answers outside the envelope: ${outsideEnvelope}; connections cut: ${cut}`,
    `API log from the stop on: ${lines.length} lines, ${figures.logLines.warn} warn or worse, ${figures.logLines.error} error or worse` +
      (figures.logLines.warn > 0 ? `: ${[...new Set(lines.filter((l) => l.level >= 40).map((l) => l.msg))].slice(0, 4).join(' | ')}` : ''),
    `recovered (a signed-in call 2xx and /readyz ready) ${figures.recoveryMs === null ? 'NOT within 30 s' : `${(figures.recoveryMs / 1000).toFixed(1)} s`} after PostgreSQL was started again, same API process`,
  );
  expectThat(figures, figures.serverErrors === 0, `${figures.serverErrors} answers 5xx other than 503`);
  expectThat(figures, figures.mismatches === 0, `${figures.mismatches} error answers outside the envelope or 503 without Retry-After`);
  expectThat(figures, figures.unavailable > 0, 'no 503 while PostgreSQL was down (the load did not reach it)');
  expectThat(
    figures,
    readyWhileDown.length > 0 && readyWhileDown.every((r) => r.status === 503),
    '/readyz did not say 503 while PostgreSQL was down',
  );
  expectThat(figures, recoveredAt !== null, 'not recovered within 30 s of PostgreSQL starting again');
  expectThat(figures, (await stack.apiAlive()) && stack.apiPid === pid, 'the API process did not survive');
  expectThat(figures, figures.logLines.error <= 2, `${figures.logLines.error} error lines logged (a stack per request is the defect)`);
  expectThat(figures, figures.logLines.warn <= 20, `${figures.logLines.warn} warning lines logged (the throttle did not hold)`);
  return figures;
}

import pg from 'pg';
import { emptyFigures, expectThat, type Figures } from './figures.js';
import { call, faultGuests, sleep, type Answer } from './load.js';
import type { FaultStack } from './stack.js';

const USERS = 6;
const DOWN_MS = 3_000;
const DELIVERY_LIMIT_MS = 30_000;

/**
 * SMTP down (connection refused) while users do something that mails them (becoming a car owner):
 * the action succeeds at once; the mail waits as a pg-boss job (retried with backoff, ADR 0026) and
 * is sent, once, after SMTP is back.
 */
export async function smtpDown(stack: FaultStack): Promise<Figures> {
  const figures = emptyFigures('d. SMTP down');
  const users = await faultGuests(stack.databaseUrl, stack.authEmulatorHost, USERS, 'smtp');
  const emails = users.map((u) => u.email);
  const version = (
    (await (
      await fetch(`${stack.base}/v1/public/show-share-contract`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
    ).json()) as { version: string }
  ).version;
  await stack.smtp.setMode('down');
  const answers: Answer[] = [];
  // Each action's own time: the six run one after the other, so it is taken as each answer arrives.
  const durations: number[] = [];
  for (const user of users) {
    const answer = await call(
      stack.base,
      '/v1/make-car-owner',
      JSON.stringify({ shareContractVersion: version, agreed: true }),
      user.token,
    );
    durations.push(Date.now() - answer.at);
    answers.push(answer);
  }
  const slowest = Math.max(...durations);
  await sleep(DOWN_MS);

  const db = new pg.Client({ connectionString: stack.databaseUrl });
  await db.connect();
  // The mail jobs of the production queue: `tried` once an attempt failed (pg-boss keeps its error as the output).
  const outbox = async () =>
    (
      await db.query<{ state: string; retries: number; tried: boolean }>(
        `select state, retry_count as retries, output is not null as tried from pgboss.job where name = 'mail' and data ->> 'to' = any($1::text[])`,
        [emails],
      )
    ).rows;
  try {
    const whileDown = await outbox();
    await stack.smtp.setMode('up');
    const upAt = Date.now();
    let sentAt: number | null = null;
    let rows = whileDown;
    while (Date.now() - upAt < DELIVERY_LIMIT_MS) {
      rows = await outbox();
      if (rows.length === USERS && rows.every((r) => r.state === 'completed')) {
        sentAt = Date.now();
        break;
      }
      await sleep(100);
    }
    const received = stack.smtp.mails.flatMap((m) => m.to).filter((to) => emails.includes(to));
    figures.requests = answers.length;
    figures.ok = answers.filter((a) => a.status === 200).length;
    figures.rows = rows.length;
    figures.unavailable = answers.filter((a) => a.status === 503).length;
    figures.serverErrors = answers.filter((a) => a.status >= 500 && a.status !== 503).length;
    figures.recoveryMs = sentAt === null ? null : sentAt - upAt;
    figures.mismatches = received.length - new Set(received).size;
    figures.notes.push(
      `actions: ${answers.map((a) => a.status).join(', ')}, the slowest in ${slowest} ms while SMTP refused connections`,
      `mail jobs while down: ${whileDown.map((r) => `${r.state} after ${r.retries + (r.tried ? 1 : 0)} failed attempts`).join(', ')}`,
      `after SMTP came back: ${rows.filter((r) => r.state === 'completed').length} of ${USERS} sent ${sentAt === null ? 'NOT within 30 s' : `in ${((sentAt - upAt) / 1000).toFixed(1)} s`}; the SMTP server received ${received.length} (${figures.mismatches} duplicates)`,
    );
    expectThat(figures, figures.ok === USERS, `${USERS - figures.ok} actions failed while SMTP was down`);
    expectThat(figures, slowest < 2_000, `an action waited ${slowest} ms for SMTP`);
    expectThat(
      figures,
      whileDown.length === USERS && whileDown.every((r) => ['created', 'retry', 'active'].includes(r.state) && r.tried),
      'the mails were not waiting (and tried) while SMTP was down',
    );
    expectThat(figures, sentAt !== null, 'not every mail was sent within 30 s of SMTP coming back');
    expectThat(
      figures,
      received.length === USERS && figures.mismatches === 0,
      `the SMTP server received ${received.length} mails for ${USERS} (duplicates or losses)`,
    );
  } finally {
    await db.end();
    await stack.smtp.setMode('up');
  }
  return figures;
}

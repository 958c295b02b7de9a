/**
 * Issue 36's quote with rules: verify-car-reserve (what the reserve form asks before the guest books) of a
 * 28-night stay on scale cars that have host rules (seasons, Friday–Saturday and 休前日 prices, week and
 * month discounts, notice, buffers, weekdays: apps/api/src/seed/scale-rules.ts). The mix keeps only the
 * bodies the API quotes (a start the rules refuse, or a taken day, is left out), so every measured
 * request is a full quote; its CPU per request is the API process's, as the other targets'.
 */
import { addDays, japanDay } from '@kurumatabi/contract';
import pg from 'pg';

export const QUOTE_NIGHTS = 28;

/** A verify-car-reserve body for a stay of `nights` nights from `startDate` (a car's days count both ends). */
export function stayBody(carId: string, startDate: string, nights: number): string {
  if (!Number.isInteger(nights) || nights < 1) throw new Error(`a stay has at least one night, not ${nights}`);
  return JSON.stringify({ carId, startDate, endDate: addDays(startDate, nights), options: [] });
}

/** A start 30–359 days ahead for the i-th body (spread over the seasons of the year). */
export const stayStart = (today: string, i: number) => addDays(today, 30 + ((i * 7919) % 330));

/** verify-car-reserve of `body` as the guest `token`: the quote's total, or the refusal as `<status> <code>`. */
export async function verifyCar(
  base: string,
  token: string,
  body: string,
): Promise<{ ok: true; total: number } | { ok: false; refusal: string }> {
  const response = await fetch(`${base}/v1/verify-car-reserve`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body,
  });
  const json = (await response.json()) as { total?: number; error?: { code: string } };
  if (response.status === 200 && typeof json.total === 'number') return { ok: true, total: json.total };
  return { ok: false, refusal: `${response.status} ${json.error?.code ?? ''}` };
}

/** `items` mapped by `fn` with at most `limit` calls at once, in order. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R> | R): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        out[index] = await fn(items[index]!, index);
      }
    }),
  );
  return out;
}

/** Bodies of 28-night quotes on cars with rules, each checked once against the API (only its 200s are kept). */
export async function ruleQuoteMix(options: {
  databaseUrl: string;
  base: string;
  token: string;
  count: number;
  log: (line: string) => void;
}): Promise<string[]> {
  const db = new pg.Client({ connectionString: options.databaseUrl });
  await db.connect();
  let ids: string[];
  try {
    ids = (
      await db.query<{ id: string }>(
        `select c.id from cars c join listing_rules r on r.car_id = c.id
         where c.listed and c.max_days > $1 order by c.id limit $2`,
        [QUOTE_NIGHTS, options.count],
      )
    ).rows.map((r) => r.id);
  } finally {
    await db.end();
  }
  const today = japanDay(new Date());
  const candidates = ids.map((id, i) => stayBody(id, stayStart(today, i), QUOTE_NIGHTS));
  const answers = await mapLimit(candidates, 16, (body) => verifyCar(options.base, options.token, body));
  const kept = candidates.filter((_, i) => answers[i]!.ok);
  const refused = new Map<string, number>();
  for (const answer of answers) if (!answer.ok) refused.set(answer.refusal, (refused.get(answer.refusal) ?? 0) + 1);
  options.log(
    `verify-car-28n: ${kept.length} of ${candidates.length} 28-night quotes on cars with host rules answer 200` +
      (refused.size ? ` (left out: ${[...refused].map(([k, n]) => `${n} × ${k}`).join(', ')})` : ''),
  );
  // Sorted: the mix does not depend on the order the answers came in.
  return kept.sort();
}

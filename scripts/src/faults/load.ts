import { randomUUID } from 'node:crypto';
import { addDays, japanDay, quoteCarReserve } from '@kurumatabi/contract';
import pg from 'pg';
import { signUpInEmulator } from '../lib/emulator-accounts.js';

/** One answer as the load saw it: the status (0 for a cut connection), the envelope's code, Retry-After, the body's id. */
export interface Answer {
  call: string;
  status: number;
  code: string | null;
  retryAfter: string | null;
  id: string | null;
  at: number;
}

export interface Guest {
  uid: string;
  email: string;
  token: string;
}

/** Guests signed up in the emulator, registered with a verified licence in SQL (as the bench makes them). */
export async function faultGuests(databaseUrl: string, authEmulatorHost: string, count: number, tag: string): Promise<Guest[]> {
  const guests: Guest[] = [];
  for (let i = 0; i < count; i += 16) {
    const batch = Array.from({ length: Math.min(16, count - i) }, async (_, j) => {
      const email = `fault-${tag}-${i + j}-${randomUUID().slice(0, 6)}@faults.kurumatabi.jp`;
      const { uid, idToken } = await signUpInEmulator(authEmulatorHost, email, `faults-${tag}-password`, 'faults');
      return { uid, email, token: idToken };
    });
    guests.push(...(await Promise.all(batch)));
  }
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(
      `with guests as (
         insert into users (firebase_uid, email, name)
         select uid, email, '障害 ゲスト' || n from unnest($1::text[], $2::text[]) with ordinality as a(uid, email, n)
         returning id)
       insert into driver_licenses (user_id, number, color, expires_on, status, submitted_at, reviewed_at)
       select id, '400000000000', 'Gold', current_date + 1500, 'Verified', now(), now() from guests`,
      [guests.map((g) => g.uid), guests.map((g) => g.email)],
    );
  } finally {
    await db.end();
  }
  return guests;
}

interface CarRow {
  id: string;
  price_per_day: number;
  insurance_price_per_day: number;
  cleaning_fee: number;
  min_days: number;
  max_days: number;
}

/** create-car-reserve bodies over the listed cars: random starts in the next 350 days (a request may be at most 365 days ahead), 1–7 days, the quoted total. */
export async function reserveBodies(databaseUrl: string, count: number): Promise<string[]> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  let cars: CarRow[];
  try {
    cars = (
      await db.query<CarRow>(
        `select id, price_per_day, insurance_price_per_day, cleaning_fee, min_days, max_days from cars
         where listed and price_per_day is not null`,
      )
    ).rows;
  } finally {
    await db.end();
  }
  if (cars.length === 0) throw new Error('no listed car to reserve (the demo seed lists some)');
  const today = japanDay(new Date());
  return Array.from({ length: count }, (_, i) => {
    const car = cars[i % cars.length]!;
    const days = Math.min(car.max_days, Math.max(car.min_days, 1 + ((i * 7919) % 7)));
    const startDate = addDays(today, 2 + ((i * 104_729) % 350));
    const endDate = addDays(startDate, days - 1);
    const quote = quoteCarReserve({
      car: {
        pricePerDay: car.price_per_day,
        insurancePricePerDay: car.insurance_price_per_day,
        cleaningFee: car.cleaning_fee,
        minDays: car.min_days,
        maxDays: car.max_days,
        options: [],
      },
      startDate,
      endDate,
      options: [],
    });
    if (!quote.ok) throw new Error(`car ${car.id} does not quote`);
    return JSON.stringify({
      carId: car.id,
      startDate,
      endDate,
      options: [],
      paymentMethod: 'CreditCard',
      paymentToken: 'pm_card_visa',
      quotedTotal: quote.quote.total,
      agreeToShareContract: true,
    });
  });
}

/** POSTs a call and reads its answer; a cut connection is status 0. */
export async function call(base: string, path: string, body: string, token?: string, timeoutMs = 15_000): Promise<Answer> {
  const at = Date.now();
  try {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let parsed: { id?: unknown; error?: { code?: unknown; message?: unknown } } = {};
    try {
      parsed = JSON.parse(text) as typeof parsed;
    } catch {
      // Not JSON: outside the envelope, counted by the checks (code stays null).
    }
    const code = typeof parsed.error?.code === 'string' && typeof parsed.error.message === 'string' ? parsed.error.code : null;
    return {
      call: path,
      status: response.status,
      code,
      retryAfter: response.headers.get('retry-after'),
      id: typeof parsed.id === 'string' ? parsed.id : null,
      at,
    };
  } catch {
    return { call: path, status: 0, code: null, retryAfter: null, id: null, at };
  }
}

/** `connections` loops calling `next()` until `stop()` says so; answers every answer. */
export async function runLoad(
  connections: number,
  next: (loop: number, i: number) => Promise<Answer>,
  stop: () => boolean,
): Promise<Answer[]> {
  const answers: Answer[] = [];
  await Promise.all(
    Array.from({ length: connections }, async (_, loop) => {
      for (let i = 0; !stop(); i++) answers.push(await next(loop, i));
    }),
  );
  return answers;
}

/** "200 × 406, 409 RESERVE_PERIOD_UNAVAILABLE × 450, cut × 55": the answers counted by status and code. */
export function tally(answers: Answer[]): string {
  const counts = new Map<string, number>();
  for (const a of answers) {
    const key = a.status === 0 ? 'cut' : `${a.status}${a.code ? ` ${a.code}` : ''}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, n]) => `${key} × ${n}`).join(', ');
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

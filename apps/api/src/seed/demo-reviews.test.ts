import * as c from '@kurumatabi/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, injectAs, signIn } from '../../test/helpers.js';
import { demoAccounts } from './demo-accounts.js';
import { ensureDemoReviews } from './demo-reviews.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const demo = (key: string) => demoAccounts.find((a) => a.key === key)!;

describe('the demo reviews', () => {
  it('fill the demo listings’ pages: published reviews in Japanese, hosts’ answers, ratings on the cards', async () => {
    const page = (await injectAs(null, c.listReview, { limit: 50 })).json() as { items: c.Review[]; total: number };
    expect(page.total).toBeGreaterThanOrEqual(30);
    expect(page.items.some((r) => r.reply !== null)).toBe(true);
    expect(page.items.every((r) => /[ぁ-んァ-ヶ一-龠]/.test(r.text))).toBe(true);
    const spots = (await injectAs(null, c.listReview, { targetKind: 'Spot', region: 'Chubu' })).json() as { items: c.Review[] };
    expect(spots.items.length).toBeGreaterThan(0);
    expect(spots.items.every((r) => r.listing.targetKind === 'Spot' && r.listing.region === 'Chubu')).toBe(true);

    const cards = (await injectAs(null, c.listCar, { serviceType: 'CarShare', sort: 'rating', limit: 50 })).json() as {
      items: { rating: { average: number; count: number } | null }[];
    };
    const rated = cards.items.filter((card) => card.rating !== null);
    expect(rated.length).toBeGreaterThanOrEqual(5);
    // Best rated first.
    const averages = rated.map((card) => card.rating!.average);
    expect(averages).toEqual([...averages].sort((a, b) => b - a));
  });

  it('keep every listing’s aggregates equal to a recount of its published guest reviews', async () => {
    const mismatches = await app.db.execute(sql`
      select l.id from (select id, rating_count, rating_sum from cars union all select id, rating_count, rating_sum from spots) l
      left join lateral (select count(*)::int as n, coalesce(sum(overall), 0)::int as s from reviews r
        where (r.car_id = l.id or r.spot_id = l.id) and r.status = 'Accepted' and r.author_role = 'Guest') counted on true
      where l.rating_count <> counted.n or l.rating_sum <> counted.s`);
    expect(mismatches.rows).toEqual([]);
  });

  it('leave the demo owner one review to write, whose guest has written, and are seeded once', async () => {
    const owner = { token: await signIn(demo('carOwner')) };
    const prompts = (await injectAs(owner, c.listReviewPrompts, {})).json() as { items: c.ReviewPrompt[] };
    expect(prompts.items).toEqual(expect.arrayContaining([expect.objectContaining({ role: 'Host', counterpartWritten: true })]));
    const state = (await injectAs(owner, c.showReserveReview, { reserveId: prompts.items[0]!.reserveId })).json();
    expect(state).toMatchObject({ canWrite: true, counterpart: { status: 'Pending', review: null } });
    await expect(ensureDemoReviews(app.db)).resolves.toBe(0);
  });
});

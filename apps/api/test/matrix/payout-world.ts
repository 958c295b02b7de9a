import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { payouts, users } from '../../src/db/schema/index.js';
import { currentTestApp, type TestUser } from '../helpers.js';

/**
 * A closed payout of the user's for a long-past month (no endpoint writes one: the monthly close does), so the
 * matrix can ask for its documents as its host and as another host.
 */
export async function closedPayoutOf(user: TestUser): Promise<string> {
  const db = currentTestApp().db;
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.firebaseUid, user.uid)).limit(1);
  const id = randomUUID();
  await db.insert(payouts).values({
    id,
    hostUserId: row!.id,
    period: '2020-01',
    amount: 9_000,
    sales: 10_000,
    fee: 1_000,
    status: 'Scheduled',
    method: 'zengin',
    scheduledPayDate: '2020-02-29',
    bankCode: '0001',
    branchCode: '001',
    bankName: 'みずほ銀行',
    branchName: '東京営業部',
    accountKind: 'Ordinary',
    accountNumber: '1234567',
    holderKana: 'マトリクス',
  });
  return id;
}

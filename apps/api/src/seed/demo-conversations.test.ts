import * as c from '@kurumatabi/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, injectAs, signIn } from '../../test/helpers.js';
import { demoAccounts } from './demo-accounts.js';
import { ensureDemoConversations } from './demo-conversations.js';

/** The demo conversations the test stack's seed wrote (global setup), read as the demo accounts read them. */

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const demo = (key: string) => demoAccounts.find((a) => a.key === key)!;
const as = async (key: string) => ({ token: await signIn(demo(key)) });

describe('the demo conversations', () => {
  it('give every demo reservation one thread whose System messages follow its history', async () => {
    const mismatched = await app.db.execute(sql`
      select r.id from reserves r join users u on u.id = r.host_user_id
      where u.firebase_uid in (${demo('carOwner').uid}, ${demo('facilityProvider').uid})
        and ((select count(*) from inquiries i where i.reserve_id = r.id) <> 1
          or (select count(*) from reserve_status_history h where h.reserve_id = r.id)
            <> (select count(*) from inquiry_messages m join inquiries i on i.id = m.inquiry_id where i.reserve_id = r.id and m.kind = 'System'))`);
    expect(mismatched.rows).toEqual([]);
  });

  it('show the demo guest live threads with words of both people, unread ones first, and a closed question', async () => {
    const guest = await as('guest');
    const list = (await injectAs(guest, c.showInquiries, { as: 'Guest', limit: 50 })).json() as c.Output<typeof c.showInquiries>;
    expect(list.total).toBeGreaterThanOrEqual(10);
    const unread = list.items.map((i) => i.unreadCount > 0);
    expect(unread).toEqual([...unread].sort((a, b) => Number(b) - Number(a)));
    expect(list.unread.asGuest).toBeGreaterThan(0);
    const question = list.items.find((i) => i.reserve === null && i.state === 'Open')!;
    expect(question.lastMessage).toMatchObject({ kind: 'Normal', senderRole: 'Host' });
    const closed = list.items.find((i) => i.reserve === null && i.state === 'Closed')!;
    const messages = (await injectAs(guest, c.showInquiryMessages, { inquiryId: closed.id })).json() as c.InquiryMessagesPage;
    // The address written before any booking is stored hidden, as the service would have stored it.
    expect(messages.items.some((m) => m.masked && m.body.includes(c.MASKED_EMAIL))).toBe(true);
    const owner = await as('carOwner');
    const hosted = (await injectAs(owner, c.showInquiries, { as: 'Host', targetKind: 'Car' })).json() as c.Output<typeof c.showInquiries>;
    expect(hosted.items.some((i) => i.lastMessage?.senderRole === 'Guest')).toBe(true);
  });

  it('fill the operators’ contact inbox in every state, and are seeded once', async () => {
    const operator = await as('operator');
    const inbox = (await injectAs(operator, c.listContactMessages, { limit: 100 })).json() as c.Output<typeof c.listContactMessages>;
    for (const state of ['New', 'Answered', 'Done'] as const) expect(inbox.counts[state]).toBeGreaterThanOrEqual(1);
    expect(inbox.items.some((i) => i.reference.startsWith('C-DEMO'))).toBe(true);
    await expect(ensureDemoConversations(app.db)).resolves.toBe(0);
  });
});

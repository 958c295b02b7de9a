import * as c from '@kurumatabi/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccountsTestApp } from '../../../test/accounts-app.js';
import { createRegisteredUser, injectAs, type TestUser } from '../../../test/helpers.js';
import { createOperator, uniqueWord } from '../../../test/listings-fixtures.js';
import { errorOf, ok } from '../reserves/reserves-fixtures.js';

/** The contact form (visitors and users), its anti-spam, and the operators' inbox with the answer by mail. */

let app: FastifyInstance;
let mails: () => Promise<string[]>;
let operator: TestUser;

beforeAll(async () => {
  ({ app, mails } = await buildAccountsTestApp());
  operator = await createOperator();
});
afterAll(() => app.close());

const form = (overrides: Partial<c.ContactFormInput> = {}): c.ContactFormInput => ({
  name: '問合 太郎',
  email: `visitor-${uniqueWord()}@example.test`,
  category: 'Reservation',
  body: '予約の変更はできますか？',
  ...overrides,
});

/** The text of a mail file (.eml): the body decoded from quoted-printable or base64. */
function textOf(eml: string): string {
  const [head, ...rest] = eml.split('\n\n');
  const body = rest.join('\n\n');
  if (/Content-Transfer-Encoding: base64/i.test(head!)) return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(head!)) {
    const bytes = body.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  }
  return body;
}

async function storedByEmail(email: string) {
  const result = await app.db.execute<{ reference: string; user_id: string | null; state: string }>(
    sql`select reference, user_id, state from contact_messages where email = ${email}`,
  );
  return result.rows;
}

describe('send-contact', () => {
  it('takes a visitor’s message without sign-in and answers a reference for the thank-you screen', async () => {
    const input = form();
    const receipt = ok<c.ContactReceipt>(await injectAs(null, c.publicSendContact, input), 'public-send-contact');
    expect(receipt.reference).toMatch(/^C-[2-9A-HJ-NP-Z]{8}$/);
    expect(await storedByEmail(input.email)).toEqual([{ reference: receipt.reference, user_id: null, state: 'New' }]);
  });

  it('keeps a signed-in user’s account with their message', async () => {
    const user = await createRegisteredUser('ログイン 問合');
    const input = form();
    ok(await injectAs(user, c.sendContact, input), 'send-contact');
    const [row] = await storedByEmail(input.email);
    expect(row?.user_id).not.toBeNull();
    // The signed-in path needs a token; visitors have their own path (spec §6).
    const anonymous = await injectAs(null, c.sendContact, form());
    expect([anonymous.statusCode, errorOf(anonymous).code]).toEqual([401, 'NO_TOKEN']);
  });

  it('answers a filled honeypot like any message and stores nothing', async () => {
    const input = form({ website: 'http://spam.example' });
    const receipt = ok<c.ContactReceipt>(await injectAs(null, c.publicSendContact, input), 'honeypot');
    expect(receipt.reference).toMatch(/^C-[2-9A-HJ-NP-Z]{8}$/);
    expect(await storedByEmail(input.email)).toEqual([]);
  });

  it('refuses a form without an email, with a bad one, or without a body, in Japanese, storing nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: undefined }, 'email', 'メールアドレスを入力してください。'],
      [{ email: '' }, 'email', 'メールアドレスを入力してください。'],
      [{ email: 'not-an-address' }, 'email', 'メールアドレスの形式が正しくありません。'],
      [{ body: '   ' }, 'body', 'お問い合わせ内容を入力してください。'],
      [{ name: '' }, 'name', 'お名前を入力してください。'],
      [{ category: 'Spam' }, 'category', 'お問い合わせの種類を選んでください。'],
    ];
    for (const [overrides, path, message] of cases) {
      const body = { ...form({ name: `検証 ${uniqueWord()}` }), ...overrides };
      const response = await injectAs(null, c.publicSendContact, body as never);
      expect([response.statusCode, errorOf(response).code], JSON.stringify(overrides)).toEqual([400, 'VALIDATION_FAILED']);
      expect(errorOf(response).details).toContainEqual({ path, message });
      const stored = await app.db.execute(sql`select 1 from contact_messages where name = ${body.name as string}`);
      expect(stored.rows).toEqual([]);
    }
  });
});

describe('the operators’ contact inbox', () => {
  it('lists, shows, answers by mail to the sender’s address (once) and marks done; nobody else reaches it', async () => {
    const input = form({ body: '犬を連れて泊まれるスポットはありますか？\n2匹です。' });
    ok(await injectAs(null, c.publicSendContact, input), 'public-send-contact');
    const list = ok<c.Output<typeof c.listContactMessages>>(
      await injectAs(operator, c.listContactMessages, { state: 'New', limit: 100 }),
      'list-contact-messages',
    );
    const row = list.items.find((i) => i.email === input.email)!;
    expect(row).toMatchObject({
      state: 'New',
      category: 'Reservation',
      name: '問合 太郎',
      user: null,
      excerpt: '犬を連れて泊まれるスポットはありますか？ 2匹です。',
    });
    expect(list.counts.New).toBeGreaterThanOrEqual(1);
    const before = (await mails()).length;
    const answered = ok<c.ContactMessageDetail>(
      await injectAs(operator, c.answerContactMessage, {
        contactMessageId: row.id,
        answer: '小型犬・中型犬の同伴ができるスポットを検索条件で絞り込めます。',
      }),
      'answer-contact-message',
    );
    expect(answered).toMatchObject({ state: 'Answered', answer: '小型犬・中型犬の同伴ができるスポットを検索条件で絞り込めます。' });
    expect(answered.answeredBy?.name).toMatch(/^審査 担当/);
    const sent = (await mails()).slice(before).filter((m) => m.includes(input.email));
    expect(sent).toHaveLength(1);
    const text = textOf(sent[0]!);
    expect(text).toContain('問合 太郎 様');
    expect(text).toContain(row.reference);
    expect(text).toContain('小型犬・中型犬の同伴ができるスポットを検索条件で絞り込めます。');
    expect(text).toContain('> 犬を連れて泊まれるスポットはありますか？');
    const again = await injectAs(operator, c.answerContactMessage, { contactMessageId: row.id, answer: '二度目の回答' });
    expect([again.statusCode, errorOf(again).code]).toEqual([409, 'CONTACT_MESSAGE_NOT_ANSWERABLE']);
    const done = ok<c.ContactMessageDetail>(await injectAs(operator, c.markContactMessageDone, { contactMessageId: row.id }), 'mark done');
    expect(done).toMatchObject({ state: 'Done', answer: '小型犬・中型犬の同伴ができるスポットを検索条件で絞り込めます。' });
    expect((await injectAs(operator, c.markContactMessageDone, { contactMessageId: row.id })).statusCode).toBe(200);
    const audit = await app.db.execute<{ action: string }>(
      sql`select action from operator_audit_log where target_id = ${row.id} order by at, action`,
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['contactMessage.answer', 'contactMessage.done']);
    const user = await createRegisteredUser('一般 利用者');
    const refused = await injectAs(user, c.showContactMessage, { contactMessageId: row.id });
    expect([refused.statusCode, errorOf(refused).code]).toEqual([403, 'FORBIDDEN']);
    expect(refused.body).not.toContain(input.email);
  });

  it('lists the unanswered first, oldest first, and filters by state and category', async () => {
    const word = uniqueWord();
    for (const category of ['Payment', 'Trouble'] as const) {
      ok(await injectAs(null, c.publicSendContact, form({ category, body: `${category} ${word}` })), 'send');
    }
    const all = ok<c.Output<typeof c.listContactMessages>>(await injectAs(operator, c.listContactMessages, { limit: 100 }), 'list');
    const states = all.items.map((i) => i.state);
    expect(states.indexOf('New')).toBe(0);
    expect(states.lastIndexOf('New')).toBeLessThan(
      states.findIndex((s) => s !== 'New') === -1 ? Infinity : states.findIndex((s) => s !== 'New'),
    );
    const news = all.items.filter((i) => i.state === 'New').map((i) => i.createdAt);
    expect(news).toEqual([...news].sort());
    const trouble = ok<c.Output<typeof c.listContactMessages>>(
      await injectAs(operator, c.listContactMessages, { category: 'Trouble', limit: 100 }),
      'list trouble',
    );
    expect(trouble.items.every((i) => i.category === 'Trouble')).toBe(true);
    expect(trouble.items.some((i) => i.excerpt === `Trouble ${word}`)).toBe(true);
    const missing = await injectAs(operator, c.showContactMessage, { contactMessageId: crypto.randomUUID() });
    expect([missing.statusCode, errorOf(missing).code]).toEqual([404, 'CONTACT_MESSAGE_NOT_FOUND']);
  });
});

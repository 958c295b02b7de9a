import * as c from '@kurumatabi/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRegisteredUser, injectAs, type TestUser } from '../../../test/helpers.js';
import { createHost, createOperator } from '../../../test/listings-fixtures.js';
import { buildReservesTestApp, errorOf, ok, reservableCar, reservableSpot } from '../reserves/reserves-fixtures.js';
import { ask, messagesOf, say, threadOf } from './inquiries-fixtures.js';

/** Questions before booking through the API: asking, answering, reading marks, closing, who may do what, bad input. */

let app: FastifyInstance;
let host: TestUser;
let operator: TestUser;
let guest: TestUser;
let stranger: TestUser;
let car: { kind: 'Car'; id: string };

beforeAll(async () => {
  app = await buildReservesTestApp();
  host = await createHost('質問 受けるオーナー');
  operator = await createOperator();
  guest = await createRegisteredUser('質問 する花子');
  stranger = await createRegisteredUser('無関係 三郎');
  car = { kind: 'Car', id: await reservableCar(host, operator) };
});
afterAll(() => app.close());

/** The thread's rows as text: equal before and after, nothing of it changed. */
async function rowsOf(inquiryId: string): Promise<string[]> {
  const result = await app.db.execute<{ row: string }>(sql`
    select i::text as row from inquiries i where i.id = ${inquiryId}
    union all select m::text from inquiry_messages m where m.inquiry_id = ${inquiryId} order by 1`);
  return result.rows.map((r) => r.row);
}

async function notificationsOf(user: TestUser): Promise<c.Notification[]> {
  return ok<{ items: c.Notification[] }>(await injectAs(user, c.showNotifications, {}), 'show-notifications').items;
}

describe('create-inquiry about a listing', () => {
  it('starts a thread between the guest and the host with the first message, and tells the host', async () => {
    const guest = await createRegisteredUser('初めて 聞く人');
    const thread = await ask(guest, car, '2泊3日で使いたいのですが、犬を乗せても大丈夫ですか？');
    expect(thread).toMatchObject({
      state: 'Open',
      viewerRole: 'Guest',
      listing: { kind: 'Car', id: car.id },
      reserve: null,
      guest: { name: '初めて 聞く人', deactivated: false },
      host: { name: '質問 受けるオーナー', deactivated: false },
      lastMessage: { kind: 'Normal', senderRole: 'Guest', excerpt: '2泊3日で使いたいのですが、犬を乗せても大丈夫ですか？' },
      unreadCount: 0,
      unread: { guest: 0, host: 1 },
      canSend: true,
      canClose: true,
      contactsMasked: true,
    });
    const notice = (await notificationsOf(host)).find((n) => n.link === `/inquiries/${thread.id}`);
    expect(notice).toMatchObject({ kind: 'Message' });
    expect(notice!.title).toContain('について質問が届きました');
    expect(notice!.body).toContain('犬を乗せても大丈夫ですか？');
    const asHost = await threadOf(host, thread.id);
    expect(asHost).toMatchObject({ viewerRole: 'Host', unreadCount: 1 });
  });

  it('adds a second question to the guest’s open thread about the same listing instead of starting another', async () => {
    const guest = await createRegisteredUser('二度 聞く人');
    const first = await ask(guest, car, '1つ目の質問です。');
    const second = await ask(guest, car, '2つ目の質問です。');
    expect(second.id).toBe(first.id);
    expect((await messagesOf(guest, first.id)).items.map((m) => [m.seq, m.body])).toEqual([
      [1, '1つ目の質問です。'],
      [2, '2つ目の質問です。'],
    ]);
  });

  it('refuses a question about one’s own listing (422) and about a listing that is not published (404), storing nothing', async () => {
    const own = await injectAs(host, c.createInquiry, { targetKind: 'Car', listingId: car.id, body: '自分に質問' });
    expect([own.statusCode, errorOf(own).code, errorOf(own).message]).toEqual([
      422,
      'INQUIRY_OWN_LISTING',
      'ご自身の掲載には問い合わせできません。',
    ]);
    const draft = ok<{ id: string }>(
      await injectAs(host, c.createCar, { serviceType: 'CarShare', carVariantId: 'toyota-hiace-wagon-gl', title: '未公開の車' }),
      'create-car',
    );
    const hidden = await injectAs(guest, c.createInquiry, { targetKind: 'Car', listingId: draft.id, body: 'この車は？' });
    expect([hidden.statusCode, errorOf(hidden).code]).toEqual([404, 'CAR_NOT_FOUND']);
    expect(errorOf(hidden).message).toMatch(/車両が見つかりません/);
    const stored = await app.db.execute(sql`select 1 from inquiries where car_id = ${draft.id}`);
    expect(stored.rows).toEqual([]);
  });

  it('answers an empty, a blank, a too-long or an HTML-only-by-name body with 400 and a Japanese message; 2,000 characters pass', async () => {
    const cases: [unknown, string][] = [
      ['', 'メッセージを入力してください。'],
      ['  \n\t ', 'メッセージを入力してください。'],
      ['あ'.repeat(2001), 'メッセージは2,000文字以内で入力してください。'],
      [42, 'メッセージを入力してください。'],
      ['止め\u0000る', 'メッセージに使用できない文字が含まれています。'],
    ];
    for (const [body, message] of cases) {
      const response = await injectAs(guest, c.createInquiry, { targetKind: 'Car', listingId: car.id, body } as never);
      expect([response.statusCode, errorOf(response).code], JSON.stringify(body)).toEqual([400, 'VALIDATION_FAILED']);
      expect(errorOf(response).details).toEqual([{ path: 'body', message }]);
    }
    const longest = await ask(guest, car, 'い'.repeat(2000));
    expect(longest.lastMessage?.excerpt.length).toBeLessThanOrEqual(c.INQUIRY_EXCERPT_LENGTH);
  });

  it('stores markup as the text it is (the web shows it as text, never as HTML)', async () => {
    const guest = await createRegisteredUser('マークアップ 好き');
    const thread = await ask(guest, car, '<b>太字</b><script>alert(1)</script> & <a href="#x">リンク</a>');
    const [message] = (await messagesOf(host, thread.id)).items;
    expect(message!.body).toBe('<b>太字</b><script>alert(1)</script> & <a href="#x">リンク</a>');
  });
});

describe('send-inquiry-message', () => {
  it('lets both people write, counts the other side’s unread messages and moves the read marks as they read', async () => {
    const guest = await createRegisteredUser('やり取り する人');
    const thread = await ask(guest, car, '受け渡しは何時からできますか？');
    const answer = await say(host, thread.id, '朝9時からお渡しできます。');
    expect(answer).toMatchObject({ kind: 'Normal', senderRole: 'Host', mine: true, seq: 2, readByCounterpart: false, masked: false });
    expect(await threadOf(guest, thread.id)).toMatchObject({ unreadCount: 1, unread: { guest: 1, host: 0 } });
    const noticeOf = async () => (await notificationsOf(guest)).find((n) => n.link === `/inquiries/${thread.id}`);
    expect((await noticeOf())?.readAt).toBeNull();
    // The guest reads: the host's message is read by its counterpart; the guest's unread count is 0.
    const page = await messagesOf(guest, thread.id);
    expect(page.readUpTo).toEqual({ guest: 2, host: 2 });
    expect(page.items.map((m) => [m.senderRole, m.mine, m.readByCounterpart])).toEqual([
      ['Guest', true, true],
      ['Host', false, true],
    ]);
    expect(await threadOf(guest, thread.id)).toMatchObject({ unreadCount: 0, unread: { guest: 0, host: 0 } });
    // Reading the thread reads its notice too: the bell no longer counts the message.
    const notice = await noticeOf();
    expect(notice?.title).toBe('質問 受けるオーナーさんからメッセージが届きました');
    expect(notice?.readAt).not.toBeNull();
  });

  it('stores a retried send (the same clientKey) once', async () => {
    const guest = await createRegisteredUser('再送 する人');
    const thread = await ask(guest, car, '最初の質問');
    const body = { inquiryId: thread.id, body: '電波が悪くて再送します', clientKey: 'retry-key-0001' };
    const first = ok<c.InquiryMessage>(await injectAs(guest, c.sendInquiryMessage, body), 'send');
    const again = ok<c.InquiryMessage>(await injectAs(guest, c.sendInquiryMessage, body), 'send again');
    expect(again.id).toBe(first.id);
    expect((await messagesOf(host, thread.id)).items).toHaveLength(2);
  });

  it('refuses an empty or too-long message with the Japanese message, writing nothing', async () => {
    const guest = await createRegisteredUser('空の 送信者');
    const thread = await ask(guest, car, '空のテスト');
    const before = await rowsOf(thread.id);
    for (const [body, message] of [
      ['', 'メッセージを入力してください。'],
      ['x'.repeat(2001), 'メッセージは2,000文字以内で入力してください。'],
    ] as const) {
      const response = await injectAs(guest, c.sendInquiryMessage, { inquiryId: thread.id, body });
      expect([response.statusCode, errorOf(response).details?.[0]?.message]).toEqual([400, message]);
    }
    expect(await rowsOf(thread.id)).toEqual(before);
  });
});

describe('contact details before a booking', () => {
  it('are hidden in the stored message, its answer, the thread’s excerpt and the host’s notice, with the notice flag', async () => {
    const guest = await createRegisteredUser('連絡先を 書く人');
    const thread = await ask(guest, car, '電話は ０９０－１２３４－５６７８、メールは hanako@example.jp です。');
    const [message] = (await messagesOf(host, thread.id)).items;
    const hidden = `電話は ${c.MASKED_PHONE}、メールは ${c.MASKED_EMAIL} です。`;
    expect(message).toMatchObject({ body: hidden, masked: true });
    expect(thread.lastMessage?.excerpt).toBe(hidden);
    const notice = (await notificationsOf(host)).find((n) => n.link === `/inquiries/${thread.id}`)!;
    expect(notice.body).toContain(hidden);
    expect(notice.body).not.toMatch(/1234|hanako/);
    const stored = await app.db.execute(sql`select 1 from inquiry_messages where inquiry_id = ${thread.id} and body ~ '1234|hanako'`);
    expect(stored.rows).toEqual([]);
    // The host's answer is masked the same way, and a message without contact details is left as it is.
    expect(await say(host, thread.id, '+81 90-8765-4321 へどうぞ')).toMatchObject({ body: `${c.MASKED_PHONE} へどうぞ`, masked: true });
    expect(await say(host, thread.id, '10時から17時まで対応します')).toMatchObject({ body: '10時から17時まで対応します', masked: false });
  });
});

describe('who may read and write a thread', () => {
  it('answers 404 to a third user for every call on the thread and changes nothing of it', async () => {
    const guest = await createRegisteredUser('秘密の 質問者');
    const thread = await ask(guest, car, '第三者に見えてはいけない質問 zqsecret');
    const before = await rowsOf(thread.id);
    for (const [endpoint, body] of [
      [c.showInquiry, { inquiryId: thread.id }],
      [c.showInquiryMessages, { inquiryId: thread.id }],
      [c.sendInquiryMessage, { inquiryId: thread.id, body: '割り込みます' }],
      [c.closeInquiry, { inquiryId: thread.id }],
    ] as const) {
      const response = await injectAs(stranger, endpoint as c.Endpoint, body as never);
      expect([response.statusCode, errorOf(response).code], endpoint.path).toEqual([404, 'INQUIRY_NOT_FOUND']);
      expect(response.body).not.toContain('zqsecret');
    }
    const searched = ok<{ items: unknown[]; total: number }>(
      await injectAs(stranger, c.searchInquiries, { listingId: car.id, text: 'zqsecret' }),
      'search-inquiries',
    );
    expect(searched).toMatchObject({ items: [], total: 0 });
    const mine = ok<{ items: { id: string }[] }>(await injectAs(stranger, c.showInquiries, { as: 'Host' }), 'show-inquiries');
    expect(mine.items.map((i) => i.id)).not.toContain(thread.id);
    expect(await rowsOf(thread.id)).toEqual(before);
  });

  it('lets an operator read a thread through the audited call only: never post, never mark read', async () => {
    const guest = await createRegisteredUser('閲覧 される人');
    const thread = await ask(guest, car, '運営が読むかもしれない質問');
    const before = await rowsOf(thread.id);
    const asUser = await injectAs(operator, c.showInquiry, { inquiryId: thread.id });
    expect([asUser.statusCode, errorOf(asUser).code]).toEqual([404, 'INQUIRY_NOT_FOUND']);
    const post = await injectAs(operator, c.sendInquiryMessage, { inquiryId: thread.id, body: '運営です' });
    expect([post.statusCode, errorOf(post).code]).toEqual([404, 'INQUIRY_NOT_FOUND']);
    const read = ok<c.Output<typeof c.showInquiryThread>>(
      await injectAs(operator, c.showInquiryThread, { inquiryId: thread.id }),
      'show-inquiry-thread',
    );
    expect(read.inquiry).toMatchObject({ id: thread.id, guest: { name: '閲覧 される人' }, host: { name: '質問 受けるオーナー' } });
    expect(read.messages.items.map((m) => [m.body, m.mine])).toEqual([['運営が読むかもしれない質問', false]]);
    expect(await rowsOf(thread.id)).toEqual(before);
    const audit = await app.db.execute<{ action: string; operator: string }>(sql`
      select a.action, u.firebase_uid as operator from operator_audit_log a join users u on u.id = a.operator_user_id
      where a.target_kind = 'inquiry' and a.target_id = ${thread.id}`);
    expect(audit.rows).toEqual([{ action: 'inquiry.read', operator: operator.uid }]);
    // Nobody else reaches the audited call (the security matrix checks every role).
    const refused = await injectAs(guest, c.showInquiryThread, { inquiryId: thread.id });
    expect([refused.statusCode, errorOf(refused).code]).toEqual([403, 'FORBIDDEN']);
  });

  it('gives a host no way to start a thread with a stranger: a reservation of others is 404, and nothing names a guest', async () => {
    const others = await createHost('別の ホスト');
    const spot = await reservableSpot(others, operator);
    const thread = await ask(guest, { kind: 'Spot', id: spot.spotId }, '別ホストへの質問');
    // The host of another thread cannot write into it, nor open one on a reservation id that is not theirs.
    const into = await injectAs(host, c.sendInquiryMessage, { inquiryId: thread.id, body: '営業です' });
    expect([into.statusCode, errorOf(into).code]).toEqual([404, 'INQUIRY_NOT_FOUND']);
    const byReserve = await injectAs(host, c.createInquiry, { reserveId: crypto.randomUUID(), body: 'はじめまして' });
    expect([byReserve.statusCode, errorOf(byReserve).code]).toEqual([404, 'RESERVE_NOT_FOUND']);
    // The input has no field that names a person: a guest id given anyway is refused by the strict body.
    const named = await injectAs(host, c.createInquiry, { guestUserId: crypto.randomUUID(), body: 'はじめまして' } as never);
    expect(named.statusCode).toBe(400);
  });
});

describe('close-inquiry', () => {
  it('closes for both people; a message to a closed thread is 409 with the text kept for a new question', async () => {
    const guest = await createRegisteredUser('終了 させる人');
    const thread = await ask(guest, car, '解決しました、ありがとうございました。');
    const closed = ok<c.InquiryDetail>(await injectAs(host, c.closeInquiry, { inquiryId: thread.id }), 'close-inquiry');
    expect(closed).toMatchObject({ state: 'Closed', closedByRole: 'Host', canSend: false, canClose: false });
    expect(ok<c.InquiryDetail>(await injectAs(guest, c.closeInquiry, { inquiryId: thread.id }), 'close again').state).toBe('Closed');
    const late = await injectAs(guest, c.sendInquiryMessage, { inquiryId: thread.id, body: 'もう一つだけ' });
    expect([late.statusCode, errorOf(late).code, errorOf(late).message]).toEqual([
      409,
      'INQUIRY_CLOSED',
      'このやり取りは終了しています。続けて質問するときは、掲載ページから新しく問い合わせてください。',
    ]);
    // A new question about the listing starts a new thread (the closed one stays closed).
    const again = await ask(guest, car, 'もう一つだけ');
    expect(again.id).not.toBe(thread.id);
    expect((await threadOf(guest, thread.id)).state).toBe('Closed');
  });
});

describe('the lists', () => {
  it('shows unread threads first, then by last activity, with the unread totals of the bell', async () => {
    const busyHost = await createHost('人気の ホスト');
    const busyCar = { kind: 'Car' as const, id: await reservableCar(busyHost, operator) };
    const guests = await Promise.all(['一 さん', '二 さん', '三 さん'].map((n) => createRegisteredUser(n)));
    const [oldest, middle, newest] = [
      await ask(guests[0]!, busyCar, '最初の質問'),
      await ask(guests[1]!, busyCar, '二番目の質問'),
      await ask(guests[2]!, busyCar, '三番目の質問'),
    ];
    // The host reads the two newer threads: the oldest stays unread and comes first.
    await messagesOf(busyHost, middle.id);
    await messagesOf(busyHost, newest.id);
    const list = ok<c.Output<typeof c.showInquiries>>(await injectAs(busyHost, c.showInquiries, { as: 'Host' }), 'show-inquiries');
    expect(list.items.map((i) => i.id)).toEqual([oldest.id, newest.id, middle.id]);
    expect(list.items.map((i) => i.unreadCount)).toEqual([1, 0, 0]);
    expect(list.unread).toEqual({ total: 1, asGuest: 0, asHost: 1, byTargetKind: { Car: 1, Spot: 0 }, threads: 1 });
    const paged = ok<c.Output<typeof c.showInquiries>>(
      await injectAs(busyHost, c.showInquiries, { as: 'Host', limit: 2, offset: 2 }),
      'show-inquiries page 2',
    );
    expect([paged.items.map((i) => i.id), paged.total]).toEqual([[middle.id], 3]);
    const spots = ok<c.Output<typeof c.showInquiries>>(
      await injectAs(busyHost, c.showInquiries, { as: 'Host', targetKind: 'Spot' }),
      'show-inquiries spots',
    );
    expect(spots.items).toEqual([]);
    const unreadOnly = ok<c.Output<typeof c.showInquiries>>(
      await injectAs(busyHost, c.showInquiries, { as: 'Host', unreadOnly: true }),
      'unread only',
    );
    expect(unreadOnly.items.map((i) => i.id)).toEqual([oldest.id]);
  });

  it('pages a thread’s messages newest last: the newest page, older pages with beforeSeq, what arrived with afterSeq', async () => {
    const guest = await createRegisteredUser('長い やり取り');
    const thread = await ask(guest, car, 'メッセージ 1');
    for (let i = 2; i <= 35; i++) await say(i % 2 === 0 ? host : guest, thread.id, `メッセージ ${i}`);
    const newest = await messagesOf(guest, thread.id, { limit: 30 });
    expect(newest.items.map((m) => m.seq)).toEqual(Array.from({ length: 30 }, (_, i) => i + 6));
    expect(newest.hasOlder).toBe(true);
    const older = await messagesOf(guest, thread.id, { beforeSeq: 6, limit: 30 });
    expect([older.items.map((m) => m.body), older.hasOlder]).toEqual([
      ['メッセージ 1', 'メッセージ 2', 'メッセージ 3', 'メッセージ 4', 'メッセージ 5'],
      false,
    ]);
    await say(host, thread.id, 'メッセージ 36');
    const arrived = await messagesOf(guest, thread.id, { afterSeq: 35 });
    expect(arrived.items.map((m) => m.body)).toEqual(['メッセージ 36']);
    const bad = await injectAs(guest, c.showInquiryMessages, { inquiryId: thread.id, beforeSeq: 3, afterSeq: 1 });
    expect(bad.statusCode).toBe(400);
  });

  it('searches one’s own threads by words of the messages, the other person’s name, the listing and the state', async () => {
    const guest = await createRegisteredUser('検索 する人');
    const spotHost = await createHost('スポット 検索ホスト');
    const spot = await reservableSpot(spotHost, operator);
    const carThread = await ask(guest, car, 'ルーフテントの使い方を教えてください');
    const spotThread = await ask(guest, { kind: 'Spot', id: spot.spotId }, '電源は100Vですか？');
    const search = async (input: c.Input<typeof c.searchInquiries>) =>
      ok<{ items: { id: string }[] }>(await injectAs(guest, c.searchInquiries, input), 'search-inquiries').items.map((i) => i.id);
    // Part of a word, in katakana or hiragana (the listings' spelling rule).
    expect(await search({ text: 'テント' })).toEqual([carThread.id]);
    expect(await search({ text: 'るーふ' })).toEqual([carThread.id]);
    expect(await search({ text: '１００Ｖ' })).toEqual([spotThread.id]);
    expect(await search({ counterpart: '検索ホスト' })).toEqual([spotThread.id]);
    expect(await search({ listingId: car.id, as: 'Guest' })).toEqual([carThread.id]);
    await injectAs(guest, c.closeInquiry, { inquiryId: spotThread.id });
    expect(await search({ state: 'Closed' })).toEqual([spotThread.id]);
    expect(await search({ text: 'テント', as: 'Host' })).toEqual([]);
  });
});

describe('a deactivated person’s threads', () => {
  it('stay readable by the other side with the name anonymised, and take no new message', async () => {
    const leaving = await createRegisteredUser('去る 予定の人');
    const thread = await ask(leaving, car, '検討してまた連絡します。');
    expect((await injectAs(leaving, c.deactivateUser, { confirm: true })).statusCode).toBe(200);
    const seen = await threadOf(host, thread.id);
    expect(seen).toMatchObject({ guest: { name: '退会済みユーザー', deactivated: true }, canSend: false });
    expect((await messagesOf(host, thread.id)).items.map((m) => m.body)).toEqual(['検討してまた連絡します。']);
    const reply = await injectAs(host, c.sendInquiryMessage, { inquiryId: thread.id, body: 'お待ちしています' });
    expect([reply.statusCode, errorOf(reply).code]).toEqual([409, 'INQUIRY_COUNTERPART_DEACTIVATED']);
  });
});

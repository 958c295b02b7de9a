import * as c from '@kurumatabi/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRegisteredUser, injectAs, type TestUser } from '../../../test/helpers.js';
import { createHost, createOperator, japanDay } from '../../../test/listings-fixtures.js';
import { buildReservesTestApp, carRequest, licensedGuest, ok, reservableCar } from '../reserves/reserves-fixtures.js';
import { ask, messagesOf, say, threadOfReserve } from './inquiries-fixtures.js';

/** The contact rule of ADR 0042 on the stored messages: the forms issue 34 found unmasked, and numbers split across messages. */

let app: FastifyInstance;
let host: TestUser;
let operator: TestUser;
let car: { kind: 'Car'; id: string };

beforeAll(async () => {
  app = await buildReservesTestApp();
  host = await createHost('連絡先 見張るオーナー');
  operator = await createOperator();
  car = { kind: 'Car', id: await reservableCar(host, operator) };
});
afterAll(() => app.close());

/** What the database holds for the thread: no reader, search or mail can see more. */
async function storedBodies(inquiryId: string): Promise<{ body: string; masked: boolean }[]> {
  const result = await app.db.execute<{ body: string; masked: boolean }>(
    sql`select body, masked from inquiry_messages where inquiry_id = ${inquiryId} and kind = 'Normal' order by seq`,
  );
  return result.rows;
}

describe('send-inquiry-message in a question thread', () => {
  it('stores a number written with no-break spaces masked', async () => {
    const guest = await createRegisteredUser('貼り付け 花子');
    const thread = await ask(guest, car, 'はじめまして。');
    const sent = await say(guest, thread.id, '電話は 090\u00A01234\u00A05678 です');
    expect(sent).toMatchObject({ body: `電話は ${c.MASKED_PHONE} です`, masked: true });
    expect((await storedBodies(thread.id))[1]).toEqual({ body: `電話は ${c.MASKED_PHONE} です`, masked: true });
  });

  it('stores the second half of a number split over two messages masked, across the other side’s reply', async () => {
    const guest = await createRegisteredUser('分けて 書く人');
    const thread = await ask(guest, car, '番号は 090-1234');
    await say(host, thread.id, 'はい？');
    const rest = await say(guest, thread.id, '5678 です');
    expect(rest).toMatchObject({ body: `${c.MASKED_PHONE} です`, masked: true });
    expect(await storedBodies(thread.id)).toEqual([
      { body: '番号は 090-1234', masked: false },
      { body: 'はい？', masked: false },
      { body: `${c.MASKED_PHONE} です`, masked: true },
    ]);
    const stored = await app.db.execute(sql`select 1 from inquiry_messages where inquiry_id = ${thread.id} and body like '%5678%'`);
    expect(stored.rows).toEqual([]);
  });

  it('catches a number written in three messages at the third', async () => {
    const guest = await createRegisteredUser('三回に 分ける人');
    const thread = await ask(guest, car, '090');
    expect(await say(guest, thread.id, '1234')).toMatchObject({ body: '1234', masked: false });
    expect(await say(guest, thread.id, '5678')).toMatchObject({ body: c.MASKED_PHONE, masked: true });
  });

  it('does not join the other person’s numbers to the writer’s', async () => {
    const guest = await createRegisteredUser('日付を 書く人');
    const thread = await ask(guest, car, '12/01 から 2泊できますか？');
    await say(host, thread.id, '090');
    expect(await say(guest, thread.id, '1234-5678 は予約番号です')).toMatchObject({ masked: false });
  });
});

describe('a reservation’s thread', () => {
  it('masks a split number while it is a Request, and not once it is approved', async () => {
    const guest = await licensedGuest(operator, '予約して 分ける人');
    const carId = await reservableCar(host, operator);
    const reserve = ok<c.ReserveDetail>(
      await injectAs(guest, c.createCarReserve, carRequest(carId, japanDay(3), japanDay(4))),
      'create-car-reserve',
    );
    const thread = await threadOfReserve(guest, reserve.id);
    await say(guest, thread.id, '当日の連絡先は 080-2222');
    expect(await say(guest, thread.id, '3333 です')).toMatchObject({ body: `${c.MASKED_PHONE} です`, masked: true });
    ok(await injectAs(host, c.approveReserveRequest, { reserveId: reserve.id }), 'approve');
    expect(await say(guest, thread.id, '改めて 080-2222-3333 です')).toMatchObject({ body: '改めて 080-2222-3333 です', masked: false });
    const bodies = (await messagesOf(host, thread.id, { limit: 100 })).items.filter((m) => m.kind === 'Normal').map((m) => m.masked);
    expect(bodies).toEqual([false, true, false]);
  });
});

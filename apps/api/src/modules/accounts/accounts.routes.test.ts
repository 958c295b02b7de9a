import {
  createUser,
  currentUser,
  deactivateUser,
  makeCarOwner,
  makeFacilityProvider,
  markNotificationAsRead,
  showCurrentUser,
  showNotifications,
  showNotificationSettings,
  updateEmail,
  updateNotificationSettings,
  type ErrorEnvelope,
} from '@kurumatabi/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccountsTestApp } from '../../../test/accounts-app.js';
import { currentShareContractVersion } from '../../../test/accounts-fixtures.js';
import { createRegisteredUser, injectAs, signIn } from '../../../test/helpers.js';

let app: FastifyInstance;
let mails: () => Promise<string[]>;
let version: string;

beforeAll(async () => {
  ({ app, mails } = await buildAccountsTestApp());
  version = await currentShareContractVersion();
});
afterAll(() => app.close());

const errorOf = (body: string) => (JSON.parse(body) as ErrorEnvelope).error;

describe('becoming a car owner or a facility provider', () => {
  it('needs the agreement to the share contract in force', async () => {
    const user = await createRegisteredUser('オーナー 志望');
    for (const body of [
      {},
      { shareContractVersion: version },
      { shareContractVersion: version, agreed: false },
      { shareContractVersion: 1, agreed: true },
    ]) {
      expect((await injectAs(user, makeCarOwner, body as never)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const outdated = await injectAs(user, makeCarOwner, { shareContractVersion: '2000.1.1', agreed: true });
    expect(outdated.statusCode).toBe(422);
    expect(errorOf(outdated.body)).toEqual({ code: 'SHARE_CONTRACT_NOT_AGREED', message: '最新のシェア契約書に同意してください。' });
    expect((await injectAs(user, showCurrentUser, {})).json().roles.carOwner).toBe(false);

    const owner = await injectAs(user, makeCarOwner, { shareContractVersion: version, agreed: true });
    expect(owner.statusCode).toBe(200);
    expect(currentUser.parse(owner.json()).roles).toEqual({ carOwner: true, facilityProvider: false, operator: false });
    // Idempotent, and the other role is separate.
    expect((await injectAs(user, makeCarOwner, { shareContractVersion: version, agreed: true })).statusCode).toBe(200);
    const both = await injectAs(user, makeFacilityProvider, { shareContractVersion: version, agreed: true });
    expect(both.json().roles).toEqual({ carOwner: true, facilityProvider: true, operator: false });
    const inbox = (await injectAs(user, showNotifications, {})).json();
    expect(inbox.items.map((n: { title: string }) => n.title)).toEqual([
      'スポット掲載者登録が完了しました',
      '車両オーナー登録が完了しました',
    ]);
  });
});

describe('notifications and their settings', () => {
  it('defaults to email for everything but news, and saves the settings as a whole', async () => {
    const user = await createRegisteredUser('通知 設定');
    expect((await injectAs(user, showNotificationSettings, {})).json()).toEqual({
      email: { Account: true, Reservation: true, Message: true, Review: true, News: false },
    });
    const off = { email: { Account: false, Reservation: true, Message: false, Review: true, News: true } };
    expect((await injectAs(user, updateNotificationSettings, off)).json()).toEqual(off);
    expect((await injectAs(user, showNotificationSettings, {})).json()).toEqual(off);
    expect((await injectAs(user, updateNotificationSettings, { email: { Account: true } } as never)).statusCode).toBe(400);
    expect((await injectAs(user, updateNotificationSettings, { email: { ...off.email, Account: 'no' } } as never)).statusCode).toBe(400);
  });

  it('mails an Account notice only while the setting allows it, as an .eml file in development', async () => {
    const user = await createRegisteredUser('メール 確認');
    const before = (await mails()).length;
    await injectAs(user, makeCarOwner, { shareContractVersion: version, agreed: true });
    const after = await mails();
    expect(after.length).toBe(before + 1);
    const mail = after.find((m) => m.includes(user.email));
    expect(mail).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(mail).toMatch(/^From: =\?UTF-8\?.*no-reply@kurumatabi\.jp/m);

    await injectAs(user, updateNotificationSettings, {
      email: { Account: false, Reservation: true, Message: true, Review: true, News: false },
    });
    await injectAs(user, makeFacilityProvider, { shareContractVersion: version, agreed: true });
    expect((await mails()).length).toBe(before + 1);
    expect((await injectAs(user, showNotifications, {})).json().total).toBe(2);
  });

  it('pages newest first, counts the unread ones and marks one as read (idempotent)', async () => {
    const user = await createRegisteredUser('受信箱 確認');
    await injectAs(user, makeCarOwner, { shareContractVersion: version, agreed: true });
    await injectAs(user, makeFacilityProvider, { shareContractVersion: version, agreed: true });
    const first = (await injectAs(user, showNotifications, { limit: 1 })).json();
    expect(first).toMatchObject({ total: 2, limit: 1, offset: 0, unreadCount: 2 });
    expect(first.items).toHaveLength(1);
    const id = first.items[0].id as string;
    const read = await injectAs(user, markNotificationAsRead, { id });
    expect(read.statusCode).toBe(200);
    expect(read.json().unreadCount).toBe(1);
    expect(read.json().notification.readAt).not.toBeNull();
    const twice = await injectAs(user, markNotificationAsRead, { id });
    expect(twice.json().notification.readAt).toBe(read.json().notification.readAt);
    const unread = (await injectAs(user, showNotifications, { unreadOnly: true })).json();
    expect(unread).toMatchObject({ total: 1, unreadCount: 1 });
    expect((await injectAs(user, showNotifications, { limit: 101 })).statusCode).toBe(400);
    expect((await injectAs(user, showNotifications, { offset: -1 })).statusCode).toBe(400);
    expect((await injectAs(user, markNotificationAsRead, { id: 'x' })).statusCode).toBe(400);
    const unknown = await injectAs(user, markNotificationAsRead, { id: '00000000-0000-4000-8000-000000000000' });
    expect(errorOf(unknown.body).code).toBe('NOTIFICATION_NOT_FOUND');
  });
});

describe('update-email', () => {
  it('copies the address only once Firebase holds it as verified', async () => {
    const user = await createRegisteredUser('メール 変更');
    const newEmail = `changed-${user.uid.toLowerCase()}@example.test`;
    const pending = await injectAs(user, updateEmail, { email: newEmail });
    expect(pending.statusCode).toBe(409);
    expect(errorOf(pending.body).code).toBe('EMAIL_CHANGE_NOT_CONFIRMED');
    // What verifyBeforeUpdateEmail does once the link is opened: the identity's email changes, verified.
    await app.firebaseAuth.updateUser(user.uid, { email: newEmail, emailVerified: true });
    const token = await signIn({ email: newEmail, password: user.password });
    const synced = await injectAs({ token }, updateEmail, { email: newEmail.toUpperCase() });
    expect(synced.statusCode).toBe(200);
    expect(synced.json().email).toBe(newEmail);
    expect((await injectAs({ token }, updateEmail, { email: 'not-an-email' })).statusCode).toBe(400);
  });

  it('refuses an address that is not verified', async () => {
    const user = await createRegisteredUser('未確認 メール');
    const other = `unverified-${user.uid.toLowerCase()}@example.test`;
    await app.firebaseAuth.updateUser(user.uid, { email: other, emailVerified: false });
    const token = await signIn({ email: other, password: user.password });
    expect(errorOf((await injectAs({ token }, updateEmail, { email: other })).body).code).toBe('EMAIL_CHANGE_NOT_CONFIRMED');
  });
});

describe('deactivate-user', () => {
  it('needs the confirmation, then refuses the old token at once, anonymises the name and disables the identity', async () => {
    const user = await createRegisteredUser('やめる 予定');
    expect((await injectAs(user, deactivateUser, {} as never)).statusCode).toBe(400);
    expect((await injectAs(user, deactivateUser, { confirm: false } as never)).statusCode).toBe(400);
    const row = await app.db.query.users.findFirst({ where: (t, { eq }) => eq(t.firebaseUid, user.uid) });
    const done = await injectAs(user, deactivateUser, { confirm: true, reason: '使わなくなったため' });
    expect(done.statusCode).toBe(200);
    expect(Date.parse(done.json().deactivatedAt)).not.toBeNaN();

    const old = await injectAs(user, showCurrentUser, {});
    expect(old.statusCode).toBe(401);
    expect(errorOf(old.body).code).toBe('INVALID_TOKEN');
    expect((await injectAs(user, createUser, { name: '復活' })).statusCode).toBe(401);

    const after = await app.db.query.users.findFirst({ where: (t, { eq }) => eq(t.id, row!.id) });
    expect(after).toMatchObject({ name: '退会済みユーザー', email: '', isCarOwner: false });
    const identity = await app.firebaseAuth.getUser(user.uid);
    expect(identity.disabled).toBe(true);
    await expect(signIn(user)).rejects.toThrow(/USER_DISABLED/);
  });
});

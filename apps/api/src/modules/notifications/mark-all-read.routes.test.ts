import {
  makeCarOwner,
  makeFacilityProvider,
  markAllNotificationsAsRead,
  markNotificationAsRead,
  showNotifications,
} from '@kurumatabi/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccountsTestApp } from '../../../test/accounts-app.js';
import { currentShareContractVersion } from '../../../test/accounts-fixtures.js';
import { createRegisteredUser, injectAs, type TestUser } from '../../../test/helpers.js';

let app: FastifyInstance;
let version: string;

beforeAll(async () => {
  ({ app } = await buildAccountsTestApp());
  version = await currentShareContractVersion();
});
afterAll(() => app.close());

interface Inbox {
  items: { id: string; readAt: string | null }[];
  unreadCount: number;
}

/** A user with two unread notices (the welcome of each role they take). */
async function userWithTwoNotices(name: string): Promise<TestUser> {
  const user = await createRegisteredUser(name);
  await injectAs(user, makeCarOwner, { shareContractVersion: version, agreed: true });
  await injectAs(user, makeFacilityProvider, { shareContractVersion: version, agreed: true });
  return user;
}

const inboxOf = async (user: TestUser) => (await injectAs(user, showNotifications, {})).json<Inbox>();

describe('mark-all-notifications-as-read', () => {
  it('marks every unread notice of the caller, keeps the time of one already read, and leaves another user’s unread', async () => {
    const [caller, other] = [await userWithTwoNotices('全部 既読'), await userWithTwoNotices('他人 未読')];
    const before = await inboxOf(caller);
    expect(before.unreadCount).toBe(2);
    const readEarlier = (await injectAs(caller, markNotificationAsRead, { id: before.items[1]!.id })).json<{
      notification: { readAt: string };
    }>().notification.readAt;

    const response = await injectAs(caller, markAllNotificationsAsRead, {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ marked: 1, unreadCount: 0 });

    const after = await inboxOf(caller);
    expect(after.unreadCount).toBe(0);
    expect(after.items.every((item) => item.readAt !== null)).toBe(true);
    expect(after.items.find((item) => item.id === before.items[1]!.id)?.readAt).toBe(readEarlier);

    const untouched = await inboxOf(other);
    expect(untouched.unreadCount).toBe(2);
    expect(untouched.items.map((item) => item.readAt)).toEqual([null, null]);
  });

  it('is idempotent: a second call marks none and still answers 0 unread', async () => {
    const user = await userWithTwoNotices('二度 押し');
    expect((await injectAs(user, markAllNotificationsAsRead, {})).json()).toEqual({ marked: 2, unreadCount: 0 });
    const firstTimes = (await inboxOf(user)).items.map((item) => item.readAt);
    expect((await injectAs(user, markAllNotificationsAsRead, {})).json()).toEqual({ marked: 0, unreadCount: 0 });
    expect((await inboxOf(user)).items.map((item) => item.readAt)).toEqual(firstTimes);
  });

  it('takes only an empty body and a signed-in caller', async () => {
    const user = await createRegisteredUser('本文 確認');
    expect((await injectAs(user, markAllNotificationsAsRead, { ids: ['x'] } as never)).statusCode).toBe(400);
    expect((await injectAs(null, markAllNotificationsAsRead, {})).statusCode).toBe(401);
  });
});

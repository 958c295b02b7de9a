import * as c from '@kurumatabi/contract';
import type { ErrorEnvelope, Input } from '@kurumatabi/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccountsTestApp } from '../../../test/accounts-app.js';
import { createRegisteredUser, injectAs, type TestUser } from '../../../test/helpers.js';
import {
  createHost,
  createOperator,
  japanDay,
  landPlan,
  listedSpot,
  setBusy,
  submittedSpot,
  uniqueWord,
  uploadPublic,
} from '../../../test/listings-fixtures.js';

let app: FastifyInstance;
let provider: TestUser;
let operator: TestUser;
let guest: TestUser;

const errorOf = (response: LightMyRequestResponse) => (JSON.parse(response.body) as ErrorEnvelope).error;

const activityPlan = {
  name: 'SUP体験 90分',
  price: 6000,
  priceUnit: 'Oneshot',
  capacityPerDay: 4,
  maxPeople: 3,
  durationMinutes: 90,
} as const;

beforeAll(async () => {
  ({ app } = await buildAccountsTestApp());
  provider = await createHost('スポット 提供者');
  operator = await createOperator();
  guest = await createRegisteredUser('一般 ゲスト');
});
afterAll(() => app.close());

describe('create-spot and update-spot', () => {
  it('starts a draft whose kind comes from its type; refuses unknown types and users without the role', async () => {
    const created = await injectAs(provider, c.createSpot, { spotTypeId: 'marine-activity', title: '湖でSUP体験ができます' });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      spotKind: 'Activity',
      verificationStatus: 'Registered',
      publicationState: 'Unpublished',
      plans: [],
      missingFields: ['description', 'postalCode', 'prefecture', 'city', 'addressLine', 'photoIds', 'plans'],
    });
    const unknown = await injectAs(provider, c.createSpot, { spotTypeId: 'moon-base', title: '月面基地のスポット' });
    expect(unknown.statusCode).toBe(422);
    expect(errorOf(unknown).code).toBe('MASTER_REFERENCE_INVALID');
    expect((await injectAs(guest, c.createSpot, { spotTypeId: 'rv-park', title: '一般ユーザーのスポット' })).statusCode).toBe(403);
    expect((await injectAs(null, c.createSpot, { spotTypeId: 'rv-park', title: 'ゲストのスポット' })).statusCode).toBe(401);
  });

  it('checks plans against the kind, keeps plans by id and withdraws the others', async () => {
    const spotId = (await injectAs(provider, c.createSpot, { spotTypeId: 'rv-park', title: 'プランの確認用RVパーク' })).json().id as string;
    const noTimes = await injectAs(provider, c.updateSpot, { spotId, plans: [{ ...landPlan, checkInTime: null }] });
    expect(noTimes.statusCode).toBe(400);
    expect(errorOf(noTimes).details).toEqual([{ path: 'plans.0.checkInTime', message: 'チェックイン時刻を入力してください。' }]);

    const two = await injectAs(provider, c.updateSpot, {
      spotId,
      plans: [landPlan, { ...landPlan, name: '大型区画 1泊', price: 6500, maxPeople: 8, durationMinutes: 30 }],
    });
    expect(two.statusCode, two.body).toBe(200);
    const [first, second] = two.json().plans;
    expect(second).toMatchObject({ name: '大型区画 1泊', durationMinutes: null, checkInTime: '13:00' });

    const replaced = await injectAs(provider, c.updateSpot, {
      spotId,
      plans: [
        { ...landPlan, id: second.id, name: '大型区画（改）', price: 7000, maxPeople: 8 },
        { ...landPlan, name: 'デイキャンプ', price: 2000 },
      ],
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().plans.map((p: { id: string; name: string }) => p.name)).toEqual(['大型区画（改）', 'デイキャンプ']);
    expect(replaced.json().plans[0].id).toBe(second.id);
    expect(replaced.json().plans.map((p: { id: string }) => p.id)).not.toContain(first.id);

    const stale = await injectAs(provider, c.updateSpot, { spotId, plans: [{ ...landPlan, id: first.id }] });
    expect(stale.statusCode).toBe(404);
    expect(errorOf(stale).code).toBe('SPOT_PLAN_NOT_FOUND');

    const activity = (await injectAs(provider, c.createSpot, { spotTypeId: 'marine-activity', title: 'カヤック体験の確認用' })).json().id;
    const noDuration = await injectAs(provider, c.updateSpot, { spotId: activity, plans: [{ ...activityPlan, durationMinutes: null }] });
    expect(errorOf(noDuration).details?.[0]?.path).toBe('plans.0.durationMinutes');
    const saved = await injectAs(provider, c.updateSpot, { spotId: activity, plans: [{ ...activityPlan, checkInTime: '10:00' }] });
    expect(saved.json().plans[0]).toMatchObject({ durationMinutes: 90, checkInTime: null });
    const kindChange = await injectAs(provider, c.updateSpot, { spotId: activity, spotTypeId: 'rv-park' });
    expect(kindChange.statusCode).toBe(400);
    expect(errorOf(kindChange).details?.[0]?.path).toBe('spotTypeId.0.checkInTime');
  });

  it('refuses another provider’s spot, photos and unknown facilities', async () => {
    const spotId = await submittedSpot(provider, { title: '他人に触らせないスポット' });
    const other = await createHost('別の 提供者');
    for (const response of [
      await injectAs(other, c.updateSpot, { spotId, title: '乗っ取ったスポット' }),
      await injectAs(other, c.showOwnedUserSpot, { spotId }),
      await injectAs(other, c.showSpotPlans, { spotId }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).code).toBe('SPOT_NOT_FOUND');
    }
    const draft = (await injectAs(provider, c.createSpot, { spotTypeId: 'rv-park', title: '写真の確認用スポット' })).json().id;
    const photo = await injectAs(provider, c.updateSpot, { spotId: draft, photoIds: [await uploadPublic(other)] });
    expect(errorOf(photo).code).toBe('IMAGE_NOT_FOUND');
    const facility = await injectAs(provider, c.updateSpot, { spotId: draft, surroundingFacilityIds: ['convenience-store', 'casino'] });
    expect(errorOf(facility)).toMatchObject({ code: 'MASTER_REFERENCE_INVALID', details: [{ path: 'surroundingFacilityIds.1' }] });
    const underVerification = await injectAs(provider, c.updateSpot, { spotId, plans: [] });
    expect(errorOf(underVerification).code).toBe('LISTING_UNDER_VERIFICATION');
  });
});

describe('verification, public spot calls and favourites', () => {
  const word = uniqueWord();
  const ids = { rv: '', sup: '', hidden: '' };

  beforeAll(async () => {
    ids.rv = await listedSpot(provider, operator, {
      title: `${word} 河口湖を望むRVパーク`,
      fields: {
        basicFacilityIds: ['power', 'toilet'],
        surroundingFacilityIds: ['convenience-store'],
        options: [{ additionalFacilityId: 'firewood', price: 800, priceUnit: 'PerUnit' }],
        ruleIds: ['pets-allowed'],
        plans: [landPlan, { ...landPlan, name: 'ソロ区画', price: 3000, maxPeople: 2 }],
      },
    });
    ids.sup = await listedSpot(provider, operator, {
      title: `${word} 朝焼けのSUP体験`,
      spotTypeId: 'marine-activity',
      fields: { prefecture: 'Okinawa', city: '恩納村', postalCode: '904-0411', plans: [activityPlan] },
    });
    ids.hidden = await submittedSpot(provider, { title: `${word} 審査中のスポット` });
  });

  it('shows a verified spot with its plans, cheapest price and largest group', async () => {
    const detail = await injectAs(null, c.showSpot, { spotId: ids.rv });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({
      spotKind: 'Land',
      spotType: { id: 'rv-park', name: 'RVパーク' },
      place: { region: 'Chubu', prefecture: 'Yamanashi', city: '南都留郡富士河口湖町' },
      priceFrom: 3000,
      priceUnit: 'PerDay',
      maxPeople: 6,
      options: [{ id: 'firewood', name: '薪', price: 800 }],
      host: { name: 'スポット 提供者' },
    });
    expect(detail.json().plans.map((p: { name: string }) => p.name)).toEqual(['オートサイト 1泊', 'ソロ区画']);
    expect(detail.body).not.toContain('船津1-2-3');
    expect((await injectAs(null, c.showSpot, { spotId: ids.hidden })).statusCode).toBe(404);
    expect((await injectAs(guest, c.showSpotPlans, { spotId: ids.rv })).json().items).toHaveLength(2);
    expect((await injectAs(guest, c.showSpotPlans, { spotId: ids.hidden })).statusCode).toBe(404);
    expect((await injectAs(provider, c.showSpotPlans, { spotId: ids.hidden })).json().items).toHaveLength(1);
  });

  it('searches spots by kind, place, people, price, type, facilities and keyword', async () => {
    const find = async (filters: Partial<Input<typeof c.listSpot>>) => {
      const response = await injectAs(null, c.listSpot, { keyword: word, ...filters });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().items.map((i: { id: string }) => i.id) as string[];
    };
    expect((await find({})).sort()).toEqual([ids.rv, ids.sup].sort());
    expect(await find({ spotKind: 'Activity' })).toEqual([ids.sup]);
    expect(await find({ prefecture: 'Okinawa' })).toEqual([ids.sup]);
    expect(await find({ region: 'Chubu' })).toEqual([ids.rv]);
    expect(await find({ people: 4 })).toEqual([ids.rv]);
    expect(await find({ priceMax: 3500 })).toEqual([ids.rv]);
    expect(await find({ priceMin: 5000 })).toEqual([ids.sup]);
    expect(await find({ spotTypeIds: ['marine-activity'] })).toEqual([ids.sup]);
    expect(await find({ facilityIds: ['power', 'toilet'] })).toEqual([ids.rv]);
    expect(await find({ keyword: `${word} 湖` })).toEqual([ids.rv]);
    expect(await find({ keyword: `${word} さっぷ` })).toEqual([]);
    expect(await find({ keyword: `${word} sup` })).toEqual([ids.sup]);
    expect(await find({ sort: 'priceAsc' })).toEqual([ids.rv, ids.sup]);
    expect(await find({ sort: 'priceDesc' })).toEqual([ids.sup, ids.rv]);
    await setBusy(app, 'spots', ids.rv, japanDay(5), japanDay(6));
    expect(await find({ from: japanDay(4), to: japanDay(6) })).toEqual([ids.sup]);
    const unknownType = await injectAs(null, c.listSpot, { spotTypeIds: ['moon-base'] });
    expect(unknownType.statusCode).toBe(422);
  });

  it('answers the calendar of a spot and checks the plan', async () => {
    const plans = (await injectAs(guest, c.showSpotPlans, { spotId: ids.rv })).json().items;
    const schedule = await injectAs(null, c.showReserveSchedules, {
      targetKind: 'Spot',
      targetId: ids.rv,
      spotPlanId: plans[0].id,
      from: japanDay(4),
      to: japanDay(6),
    });
    expect(schedule.json().unavailableDates).toEqual([japanDay(5)]);
    const supPlan = (await injectAs(guest, c.showSpotPlans, { spotId: ids.sup })).json().items[0].id;
    const wrong = await injectAs(null, c.showReserveSchedules, {
      targetKind: 'Spot',
      targetId: ids.rv,
      spotPlanId: supPlan,
      from: japanDay(1),
      to: japanDay(2),
    });
    expect(errorOf(wrong).code).toBe('SPOT_PLAN_NOT_FOUND');
    const hidden = await injectAs(null, c.showReserveSchedules, {
      targetKind: 'Spot',
      targetId: ids.hidden,
      from: japanDay(1),
      to: japanDay(2),
    });
    expect(errorOf(hidden).code).toBe('SPOT_NOT_FOUND');
  });

  it('keeps favourites and popularity, and marks the viewer’s facts', async () => {
    const fan = await createRegisteredUser('スポット ファン');
    for (let i = 0; i < 2; i++)
      expect((await injectAs(fan, c.updateSpotFavoriteStatus, { spotId: ids.sup, favorite: true })).statusCode).toBe(200);
    expect((await injectAs(fan, c.listFavoriteSpot, {})).json()).toMatchObject({ total: 1, items: [{ id: ids.sup, isFavorite: true }] });
    const listed = (await injectAs(fan, c.userListSpot, { keyword: word, sort: 'popular' })).json();
    expect(listed.items.map((i: { id: string; isFavorite: boolean }) => [i.id, i.isFavorite])).toEqual([
      [ids.sup, true],
      [ids.rv, false],
    ]);
    const popular = (await injectAs(fan, c.userShowPopularSpots, { spotKind: 'Activity', limit: 20 })).json();
    expect(popular.items.find((i: { id: string }) => i.id === ids.sup)).toMatchObject({ isFavorite: true, isOwner: false });
    expect((await injectAs(null, c.showPopularSpots, { limit: 20 })).json().items.map((i: { id: string }) => i.id)).toContain(ids.sup);
    expect((await injectAs(fan, c.userShowSpot, { spotId: ids.sup })).json()).toMatchObject({ isFavorite: true, listed: true });
    expect((await injectAs(fan, c.updateSpotFavoriteStatus, { spotId: ids.hidden, favorite: true })).statusCode).toBe(404);
    await injectAs(fan, c.updateSpotFavoriteStatus, { spotId: ids.sup, favorite: false });
    expect((await injectAs(fan, c.listFavoriteSpot, {})).json().total).toBe(0);
  });

  it('lets the provider preview and list their spots; rejects with a reason', async () => {
    const preview = await injectAs(provider, c.userShowSpot, { spotId: ids.hidden });
    expect(preview.json()).toMatchObject({ listed: false, isOwner: true });
    expect((await injectAs(guest, c.userShowSpot, { spotId: ids.hidden })).statusCode).toBe(404);
    const owned = (await injectAs(provider, c.showOwnedUserSpots, { limit: 50 })).json();
    expect(owned.items.find((i: { id: string }) => i.id === ids.rv)).toMatchObject({
      planCount: 2,
      spotTypeName: 'RVパーク',
      listed: true,
    });
    const waiting = (await injectAs(operator, c.listSpotVerifications, { limit: 100 })).json();
    expect(waiting.items.map((i: { spot: { id: string } }) => i.spot.id)).toContain(ids.hidden);
    const rejected = await injectAs(operator, c.rejectSpot, { spotId: ids.hidden, reason: '住所が確認できませんでした。' });
    expect(rejected.json().spot).toMatchObject({
      verificationStatus: 'Rejected',
      rejectionReason: '住所が確認できませんでした。',
      listed: false,
    });
    expect(errorOf(await injectAs(operator, c.verifySpot, { spotId: ids.hidden })).code).toBe('LISTING_NOT_PENDING');
    expect((await injectAs(provider, c.verifySpot, { spotId: ids.hidden })).statusCode).toBe(403);
  });
});

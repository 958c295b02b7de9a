import * as c from '@kurumatabi/contract';
import type { ErrorEnvelope, ListingRevision } from '@kurumatabi/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccountsTestApp } from '../../../test/accounts-app.js';
import { locationForm } from '../../../test/accounts-fixtures.js';
import { grantRoles, injectAs, type TestUser } from '../../../test/helpers.js';
import {
  createHost,
  createLocation,
  createOperator,
  landPlan,
  listedCar,
  listedSpot,
  uniqueWord,
  uploadPublic,
} from '../../../test/listings-fixtures.js';

/** Material edits of a verified listing wait for verification; the approved version stays public (ADR 0023). */

let app: FastifyInstance;
let owner: TestUser;
let operator: TestUser;
let guest: TestUser;

const errorOf = (response: LightMyRequestResponse) => (JSON.parse(response.body) as ErrorEnvelope).error;

function ok<T = ReturnType<typeof JSON.parse>>(response: LightMyRequestResponse): T {
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

async function queue(kind: 'car' | 'spot'): Promise<ListingRevision[]> {
  return ok<{ items: ListingRevision[] }>(await injectAs(operator, c.listListingRevisions, { listingKind: kind, limit: 100 })).items;
}

async function inbox(user: TestUser): Promise<{ title: string; body: string; link: string }[]> {
  return ok<{ items: { title: string; body: string; link: string }[] }>(await injectAs(user, c.showNotifications, { limit: 100 })).items;
}

const keywordHits = async (word: string) =>
  ok<{ items: { id: string; title: string }[] }>(await injectAs(null, c.listCar, { serviceType: 'CarShare', keyword: word })).items;

beforeAll(async () => {
  ({ app } = await buildAccountsTestApp());
  owner = await createHost('変更 オーナー');
  operator = await createOperator();
  guest = await createHost('閲覧 ゲスト');
});
afterAll(() => app.close());

describe('a verified car edited by its owner', () => {
  it('keeps the approved title, description and photos public until an operator verifies the change; the price is live at once', async () => {
    const approvedWord = uniqueWord();
    const photoA = await uploadPublic(owner);
    const carId = await listedCar(owner, operator, { title: `承認済みの車両 ${approvedWord}`, photoId: photoA });
    // Warm the public caches: a decision must drop them.
    const before = ok(await injectAs(null, c.showCar, { carId }));
    expect((await keywordHits(approvedWord)).map((i) => i.id)).toEqual([carId]);

    const fraudWord = uniqueWord();
    const photoB = await uploadPublic(owner);
    const edited = ok(
      await injectAs(owner, c.updateCar, {
        carId,
        title: `振込先はこちら ${fraudWord}`,
        description: '事前に下記口座へお振込みください。',
        photoIds: [photoB],
        pricePerDay: 18000,
      }),
    );
    expect(edited).toMatchObject({
      title: `振込先はこちら ${fraudWord}`,
      description: '事前に下記口座へお振込みください。',
      pricePerDay: 18000,
      verificationStatus: 'Verified',
      listed: true,
      revision: { status: 'Pending', fields: ['title', 'description', 'photoIds'], rejectionReason: null },
    });
    expect(edited.photos.map((p: { id: string }) => p.id)).toEqual([photoB]);

    // The public: approved texts and photos, the new price.
    for (const caller of [null, guest]) {
      const shown = ok(await injectAs(caller, caller ? c.userShowCar : c.showCar, { carId }));
      expect(shown).toMatchObject({ title: before.title, description: before.description, pricePerDay: 18000 });
      expect(shown.photos.map((p: { id: string }) => p.id)).toEqual([photoA]);
    }
    expect((await keywordHits(approvedWord)).map((i) => [i.id, i.title])).toEqual([[carId, before.title]]);
    expect(await keywordHits(fraudWord)).toEqual([]);

    // The owner sees and edits the pending values.
    const own = ok(await injectAs(owner, c.showOwnedUserCar, { carId }));
    expect(own).toMatchObject({ title: `振込先はこちら ${fraudWord}`, revision: { status: 'Pending' } });
    expect(own.photos.map((p: { id: string }) => p.id)).toEqual([photoB]);

    // The operator's queue shows old beside new.
    const listed = (await queue('car')).find((r) => r.listingId === carId);
    expect(listed).toMatchObject({
      listingKind: 'car',
      status: 'Pending',
      title: before.title,
      owner: { id: expect.any(String), name: '変更 オーナー', email: owner.email },
      changes: [
        { field: 'title', before: before.title, after: `振込先はこちら ${fraudWord}` },
        { field: 'description', before: before.description, after: '事前に下記口座へお振込みください。' },
      ],
    });
    expect(listed!.photos!.before.map((p) => p.id)).toEqual([photoA]);
    expect(listed!.photos!.after.map((p) => p.id)).toEqual([photoB]);

    // Rejected: the approved version stays, the owner reads why and sees the approved values again.
    const rejected = ok<ListingRevision>(
      await injectAs(operator, c.rejectListingRevision, { revisionId: listed!.id, reason: '口座への振込を求める記載は掲載できません。' }),
    );
    expect(rejected).toMatchObject({ status: 'Rejected', rejectionReason: '口座への振込を求める記載は掲載できません。' });
    expect(ok(await injectAs(null, c.showCar, { carId }))).toMatchObject({ title: before.title, pricePerDay: 18000 });
    const afterReject = ok(await injectAs(owner, c.showOwnedUserCar, { carId }));
    expect(afterReject).toMatchObject({
      title: before.title,
      revision: { status: 'Rejected', rejectionReason: '口座への振込を求める記載は掲載できません。' },
    });
    expect(afterReject.photos.map((p: { id: string }) => p.id)).toEqual([photoA]);
    expect(
      (await inbox(owner)).some(
        (n) => n.body.includes('口座への振込を求める記載は掲載できません。') && n.link === `/mypage/cars/edit/${carId}`,
      ),
    ).toBe(true);
    expect(errorOf(await injectAs(operator, c.verifyListingRevision, { revisionId: listed!.id })).code).toBe('REVISION_NOT_PENDING');

    // A fair change, edited twice: the second supersedes the first, and verification publishes it.
    const newWord = uniqueWord();
    const first = ok(await injectAs(owner, c.updateCar, { carId, title: `週末に使えるハイエース ${newWord}` }));
    const second = ok(
      await injectAs(owner, c.updateCar, { carId, title: `週末も平日も使えるハイエース ${newWord}`, photoIds: [photoB, photoA] }),
    );
    expect(second.revision.id).not.toBe(first.revision.id);
    const superseded = await injectAs(operator, c.verifyListingRevision, { revisionId: first.revision.id });
    expect(superseded.statusCode).toBe(409);
    expect(errorOf(superseded).code).toBe('REVISION_NOT_PENDING');
    const verified = ok<ListingRevision>(await injectAs(operator, c.verifyListingRevision, { revisionId: second.revision.id }));
    expect(verified).toMatchObject({ status: 'Verified', changes: [{ field: 'title', before: before.title }] });
    const published = ok(await injectAs(null, c.showCar, { carId }));
    expect(published).toMatchObject({ title: `週末も平日も使えるハイエース ${newWord}`, pricePerDay: 18000 });
    expect(published.photos.map((p: { id: string }) => p.id)).toEqual([photoB, photoA]);
    expect((await keywordHits(newWord)).map((i) => i.id)).toEqual([carId]);
    expect(await keywordHits(approvedWord)).toEqual([]);
    expect(ok(await injectAs(owner, c.showOwnedUserCar, { carId })).revision).toBeNull();
    expect((await inbox(owner)).some((n) => n.title === '車両の変更内容を掲載に反映しました')).toBe(true);
  });

  it('keeps minor fields immediate with no verification, and withdraws a change the owner takes back', async () => {
    const carId = await listedCar(owner, operator, { title: '料金だけ変える車両' });
    const priced = ok(
      await injectAs(owner, c.updateCar, {
        carId,
        pricePerDay: 9800,
        minDays: 2,
        options: [{ additionalFacilityId: 'child-seat', price: 700, priceUnit: 'PerDay' }],
        ruleIds: ['no-smoking'],
      }),
    );
    expect(priced.revision).toBeNull();
    expect(ok(await injectAs(null, c.showCar, { carId }))).toMatchObject({
      pricePerDay: 9800,
      minDays: 2,
      options: [{ id: 'child-seat', price: 700 }],
      rules: [{ id: 'no-smoking' }],
    });
    expect((await queue('car')).some((r) => r.listingId === carId)).toBe(false);

    const changed = ok(await injectAs(owner, c.updateCar, { carId, seats: 4 }));
    expect(changed.revision).toMatchObject({ status: 'Pending', fields: ['seats'] });
    expect((await queue('car')).some((r) => r.listingId === carId)).toBe(true);
    const back = ok(await injectAs(owner, c.updateCar, { carId, seats: 10 }));
    expect(back).toMatchObject({ seats: 10, revision: null });
    expect((await queue('car')).some((r) => r.listingId === carId)).toBe(false);
  });

  it('holds a move of the pickup place for verification, also when the location itself is edited', async () => {
    const locationId = await createLocation(owner, { prefecture: 'Nagano', city: '松本市' });
    const carId = await listedCar(owner, operator, { title: '受け渡し場所の検査用', locationId });
    const moved = ok(
      await injectAs(owner, c.updateUserLocation, { id: locationId, ...locationForm, prefecture: 'Hokkaido', city: '札幌市' }),
    );
    expect(moved.prefecture).toBe('Hokkaido');
    expect(ok(await injectAs(null, c.showCar, { carId })).place).toMatchObject({ prefecture: 'Nagano', city: '松本市' });
    const pending = (await queue('car')).find((r) => r.listingId === carId);
    expect(pending?.changes).toEqual([{ field: 'locationId', before: '長野県 松本市', after: '北海道 札幌市' }]);
    ok(await injectAs(operator, c.verifyListingRevision, { revisionId: pending!.id }));
    expect(ok(await injectAs(null, c.showCar, { carId })).place).toMatchObject({ prefecture: 'Hokkaido', city: '札幌市' });
  });

  it('refuses the listing’s owner as the one deciding its change (the four-eyes rule), and an unknown revision', async () => {
    const staff = await createHost('審査員 兼 オーナー');
    await grantRoles(staff, { operator: true, carOwner: true, facilityProvider: true });
    const carId = await listedCar(staff, operator, { title: '運営スタッフの車両' });
    const revision = ok(await injectAs(staff, c.updateCar, { carId, title: '運営スタッフの車両（改）' })).revision;
    const own = await injectAs(staff, c.verifyListingRevision, { revisionId: revision.id });
    expect(own.statusCode).toBe(403);
    expect(errorOf(own).code).toBe('OPERATOR_OWN_RECORD');
    expect(errorOf(await injectAs(staff, c.rejectListingRevision, { revisionId: revision.id, reason: '自分で' })).code).toBe(
      'OPERATOR_OWN_RECORD',
    );
    expect(ok(await injectAs(null, c.showCar, { carId })).title).toBe('運営スタッフの車両');
    const missing = await injectAs(operator, c.verifyListingRevision, { revisionId: '00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).code).toBe('REVISION_NOT_FOUND');
    expect((await injectAs(owner, c.listListingRevisions, {})).statusCode).toBe(403);
  });
});

describe('a verified spot edited by its provider', () => {
  it('keeps the approved texts and plan names public, applies plan prices at once, and publishes new plans on verification', async () => {
    const spotId = await listedSpot(owner, operator, { title: '承認済みのRVパーク' });
    const approved = ok(await injectAs(null, c.showSpot, { spotId }));
    const planId = approved.plans[0].id as string;
    const edited = ok(
      await injectAs(owner, c.updateSpot, {
        spotId,
        title: '現金のみ・要事前振込のRVパーク',
        access: '到着前に下記口座へ振り込んでください。',
        plans: [
          { ...landPlan, id: planId, name: 'オートサイト 1泊（電源なし）', price: 5200 },
          { ...landPlan, name: 'フリーサイト', price: 3000 },
        ],
      }),
    );
    expect(edited.revision).toMatchObject({ status: 'Pending', fields: ['title', 'access', 'plans'] });
    expect(edited.plans.map((p: { name: string }) => p.name)).toEqual(['オートサイト 1泊（電源なし）', 'フリーサイト']);
    const reservedId = edited.plans[1].id as string;

    const shown = ok(await injectAs(null, c.showSpot, { spotId }));
    expect(shown).toMatchObject({ title: '承認済みのRVパーク', access: approved.access });
    expect(shown.plans).toEqual([expect.objectContaining({ id: planId, name: landPlan.name, price: 5200 })]);
    expect((await injectAs(null, c.listSpot, { keyword: '要事前振込' })).json().items).toEqual([]);

    // The form sends the list back with the reserved id: the same change, not a new one.
    const again = ok(
      await injectAs(owner, c.updateSpot, {
        spotId,
        plans: edited.plans.map(({ id, ...plan }: { id: string }) => ({ id, ...plan })),
      }),
    );
    expect(again.revision.id).toBe(edited.revision.id);

    const listed = (await queue('spot')).find((r) => r.listingId === spotId);
    expect(listed?.changes.find((ch) => ch.field === 'plans')).toMatchObject({
      before: `${landPlan.name}：${landPlan.description}`,
      after: `オートサイト 1泊（電源なし）：${landPlan.description}\nフリーサイト：${landPlan.description}`,
    });
    ok(await injectAs(operator, c.verifyListingRevision, { revisionId: listed!.id }));
    const published = ok(await injectAs(null, c.showSpot, { spotId }));
    expect(published).toMatchObject({ title: '現金のみ・要事前振込のRVパーク' });
    expect(published.plans.map((p: { id: string; name: string; price: number }) => [p.id, p.name, p.price])).toEqual([
      [planId, 'オートサイト 1泊（電源なし）', 5200],
      [reservedId, 'フリーサイト', 3000],
    ]);
  });

  it('holds every plan change while a change of kind waits, and applies type and plans together', async () => {
    const spotId = await listedSpot(owner, operator, { title: '種類を変えるスポット' });
    const activityPlan = {
      name: 'SUP体験 90分',
      description: '道具一式つき。',
      price: 6000,
      priceUnit: 'Oneshot',
      capacityPerDay: 8,
      maxPeople: 4,
      durationMinutes: 90,
    } as const;
    const edited = ok(await injectAs(owner, c.updateSpot, { spotId, spotTypeId: 'marine-activity', plans: [activityPlan] }));
    expect(edited).toMatchObject({ spotKind: 'Activity', revision: { fields: ['spotTypeId', 'plans'] } });
    expect(ok(await injectAs(null, c.showSpot, { spotId }))).toMatchObject({ spotKind: 'Land', plans: [{ name: landPlan.name }] });
    ok(await injectAs(operator, c.verifyListingRevision, { revisionId: edited.revision.id }));
    expect(ok(await injectAs(null, c.showSpot, { spotId }))).toMatchObject({
      spotKind: 'Activity',
      plans: [{ name: 'SUP体験 90分', durationMinutes: 90, checkInTime: null }],
    });
  });

  it('keeps the approved address after a rejected move', async () => {
    const spotId = await listedSpot(owner, operator, { title: '住所変更の検査用スポット' });
    const revision = ok(await injectAs(owner, c.updateSpot, { spotId, prefecture: 'Okinawa', city: '那覇市' })).revision;
    expect(revision.fields).toEqual(['prefecture', 'city']);
    ok(await injectAs(operator, c.rejectListingRevision, { revisionId: revision.id, reason: '所在地を確認できませんでした。' }));
    expect(ok(await injectAs(null, c.showSpot, { spotId })).place).toMatchObject({ prefecture: 'Yamanashi' });
    expect(ok(await injectAs(owner, c.showOwnedUserSpot, { spotId }))).toMatchObject({
      prefecture: 'Yamanashi',
      revision: { status: 'Rejected', rejectionReason: '所在地を確認できませんでした。' },
    });
    expect((await inbox(owner)).some((n) => n.title === 'スポットの変更内容の審査で差し戻しがありました')).toBe(true);
  });
});

describe('the owner’s lists of cars and spots', () => {
  it('name each listing’s change waiting for staff or sent back, with the reason, and nothing for a decided one', async () => {
    const lister = await createHost('一覧 オーナー');
    const pendingCar = await listedCar(lister, operator, { title: '変更を審査中の車両' });
    const rejectedCar = await listedCar(lister, operator, { title: '変更が差し戻された車両' });
    const verifiedCar = await listedCar(lister, operator, { title: '変更が反映された車両' });
    const plainCar = await listedCar(lister, operator, { title: '変更のない車両' });

    ok(await injectAs(lister, c.updateCar, { carId: pendingCar, title: '変更を審査中の車両（新）', seats: 4 }));
    const sentBack = ok(
      await injectAs(lister, c.updateCar, { carId: rejectedCar, description: '事前に口座へお振込みください。' }),
    ).revision;
    ok(await injectAs(operator, c.rejectListingRevision, { revisionId: sentBack.id, reason: '振込を求める記載は掲載できません。' }));
    // A price saved after the rejection is no material change: the reason stays shown.
    ok(await injectAs(lister, c.updateCar, { carId: rejectedCar, pricePerDay: 15000 }));
    const applied = ok(await injectAs(lister, c.updateCar, { carId: verifiedCar, title: '変更が反映された車両（新）' })).revision;
    ok(await injectAs(operator, c.verifyListingRevision, { revisionId: applied.id }));

    const cars = ok<{ items: c.OwnedCarSummary[] }>(await injectAs(lister, c.showOwnedUserCars, { offset: 0, limit: 10 })).items;
    const byId = new Map(cars.map((car) => [car.id, car]));
    expect(byId.get(pendingCar)).toMatchObject({
      title: '変更を審査中の車両',
      verificationStatus: 'Verified',
      revision: { status: 'Pending', fields: ['title', 'seats'], rejectionReason: null, decidedAt: null },
    });
    expect(byId.get(rejectedCar)).toMatchObject({
      verificationStatus: 'Verified',
      pricePerDay: 15000,
      revision: { id: sentBack.id, status: 'Rejected', fields: ['description'], rejectionReason: '振込を求める記載は掲載できません。' },
    });
    expect(byId.get(rejectedCar)!.revision!.decidedAt).toEqual(expect.any(String));
    expect(byId.get(verifiedCar)).toMatchObject({ title: '変更が反映された車両（新）', revision: null });
    expect(byId.get(plainCar)!.revision).toBeNull();
    // The list agrees with each car's own view.
    for (const carId of [pendingCar, rejectedCar, verifiedCar, plainCar]) {
      const own = ok(await injectAs(lister, c.showOwnedUserCar, { carId }));
      expect(byId.get(carId)!.revision).toEqual(own.revision);
    }

    const pendingSpot = await listedSpot(lister, operator, { title: '変更を審査中のスポット' });
    const rejectedSpot = await listedSpot(lister, operator, { title: '変更が差し戻されたスポット' });
    ok(await injectAs(lister, c.updateSpot, { spotId: pendingSpot, access: '国道沿いの新しい看板が入口です。' }));
    const spotChange = ok(
      await injectAs(lister, c.updateSpot, { spotId: rejectedSpot, title: '差し戻されるスポットの新しい名前' }),
    ).revision;
    ok(await injectAs(operator, c.rejectListingRevision, { revisionId: spotChange.id, reason: '施設名が登録内容と違います。' }));
    const spots = ok<{ items: c.OwnedSpotSummary[] }>(await injectAs(lister, c.showOwnedUserSpots, { offset: 0, limit: 10 })).items;
    expect(spots.map((spot) => [spot.title, spot.revision?.status ?? null, spot.revision?.rejectionReason ?? null])).toEqual(
      expect.arrayContaining([
        ['変更を審査中のスポット', 'Pending', null],
        ['変更が差し戻されたスポット', 'Rejected', '施設名が登録内容と違います。'],
      ]),
    );
    expect(spots).toHaveLength(2);
    // Another owner's list holds none of these.
    const others = ok<{ items: c.OwnedCarSummary[] }>(await injectAs(owner, c.showOwnedUserCars, { offset: 0, limit: 50 })).items;
    expect(others.some((car) => [pendingCar, rejectedCar].includes(car.id))).toBe(false);
  });
});

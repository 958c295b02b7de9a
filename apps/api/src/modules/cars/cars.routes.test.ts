import * as c from '@kurumatabi/contract';
import type { ErrorEnvelope } from '@kurumatabi/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccountsTestApp } from '../../../test/accounts-app.js';
import { uploadPrivate } from '../../../test/accounts-fixtures.js';
import { createRegisteredUser, injectAs, type TestUser } from '../../../test/helpers.js';
import {
  createHost,
  createLocation,
  createOperator,
  listedCar,
  submittedCar,
  uniqueWord,
  uploadPublic,
  verifyCar,
} from '../../../test/listings-fixtures.js';

let app: FastifyInstance;
let mails: () => Promise<string[]>;
let owner: TestUser;
let operator: TestUser;
let guest: TestUser;

const errorOf = (response: LightMyRequestResponse) => (JSON.parse(response.body) as ErrorEnvelope).error;

beforeAll(async () => {
  ({ app, mails } = await buildAccountsTestApp());
  owner = await createHost('車両 オーナー');
  operator = await createOperator();
  guest = await createRegisteredUser('一般 ユーザー');
});
afterAll(() => app.close());

describe('create-car', () => {
  it('starts a draft prefilled from the master car', async () => {
    const response = await injectAs(owner, c.createCar, {
      serviceType: 'CarShare',
      carVariantId: 'toyota-hiace-wagon-gl',
      title: 'ハイエースで家族旅行',
    });
    expect(response.statusCode, response.body).toBe(200);
    const car = response.json();
    expect(car).toMatchObject({
      serviceType: 'CarShare',
      carVariantId: 'toyota-hiace-wagon-gl',
      carKindId: 'one-box',
      seats: 10,
      sleepingCapacity: 0,
      sizeClass: 'Standard',
      fuelType: 'Regular',
      lengthMm: 5380,
      verificationStatus: 'Registered',
      publicationState: 'Unpublished',
      listed: false,
      photos: [],
      locationId: null,
      pricePerDay: null,
    });
    expect(car.basicFacilityIds).toContain('rear-cooler');
    expect(car.missingFields).toEqual(['description', 'photoIds', 'locationId', 'pricePerDay']);
  });

  it('refuses a stale master car, a user without the role and a guest', async () => {
    const body = { serviceType: 'CarShare', carVariantId: 'toyota-no-such-car', title: 'ハイエースで家族旅行' } as const;
    const stale = await injectAs(owner, c.createCar, body);
    expect(stale.statusCode).toBe(404);
    expect(errorOf(stale).code).toBe('CAR_VARIANT_NOT_FOUND');
    const plain = await injectAs(guest, c.createCar, { ...body, carVariantId: 'toyota-hiace-wagon-gl' });
    expect(plain.statusCode).toBe(403);
    expect(errorOf(plain).code).toBe('FORBIDDEN');
    const anonymous = await injectAs(null, c.createCar, { ...body, carVariantId: 'toyota-hiace-wagon-gl' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('update-car, verification and publication', () => {
  it('saves any subset, checks completeness, and goes through verification to the public', async () => {
    const word = uniqueWord();
    const created = (
      await injectAs(owner, c.createCar, { serviceType: 'RentalCar', carVariantId: 'toyota-hiace-wagon-gl', title: `レビュー用 ${word}` })
    ).json();
    const carId = created.id as string;

    const partial = await injectAs(owner, c.updateCar, { carId, description: '説明文です。', minDays: 2, maxDays: 7 });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json()).toMatchObject({ description: '説明文です。', minDays: 2, maxDays: 7, verificationStatus: 'Registered' });

    const incomplete = await injectAs(owner, c.updateCar, { carId, requestVerification: true });
    expect(incomplete.statusCode).toBe(422);
    expect(errorOf(incomplete).code).toBe('LISTING_INCOMPLETE');
    expect(errorOf(incomplete).details?.map((d) => d.path)).toEqual(['photoIds', 'locationId', 'pricePerDay']);

    const photoId = await uploadPublic(owner);
    const locationId = await createLocation(owner, { prefecture: 'Nagano', city: '松本市' });
    const submitted = await injectAs(owner, c.updateCar, {
      carId,
      photoIds: [photoId],
      locationId,
      pricePerDay: 15000,
      basicFacilityIds: ['ff-heater', 'bed-kit'],
      options: [{ additionalFacilityId: 'child-seat', price: 500, priceUnit: 'PerDay' }],
      ruleIds: ['no-smoking'],
      requestVerification: true,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({ verificationStatus: 'VerificationRequest', missingFields: [], listed: false });
    expect(submitted.json().submittedAt).not.toBeNull();
    expect(submitted.json().photos[0].variants[0].url).toMatch(new RegExp(`^/images/public/${photoId}/`));

    const underVerification = await injectAs(owner, c.updateCar, { carId, title: `書き換え ${word}` });
    expect(underVerification.statusCode).toBe(409);
    expect(errorOf(underVerification).code).toBe('LISTING_UNDER_VERIFICATION');
    const switched = await injectAs(owner, c.updateCar, { carId, publicationState: 'Published', pricePerDay: 15000 });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json()).toMatchObject({ publicationState: 'Published', verificationStatus: 'VerificationRequest', listed: false });

    // Rejected: the reason reaches the owner, nothing is public.
    const rejected = await injectAs(operator, c.rejectCar, { carId, reason: '写真が暗くて車内が分かりません。' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().car).toMatchObject({ verificationStatus: 'Rejected', listed: false });
    const own = (await injectAs(owner, c.showOwnedUserCar, { carId })).json();
    expect(own).toMatchObject({ verificationStatus: 'Rejected', rejectionReason: '写真が暗くて車内が分かりません。' });
    expect((await injectAs(null, c.showCar, { carId })).statusCode).toBe(404);
    const inbox = (await injectAs(owner, c.showNotifications, { limit: 100 })).json();
    expect(
      inbox.items.some(
        (n: { body: string; link: string }) =>
          n.body.includes('写真が暗くて車内が分かりません。') && n.link === `/mypage/cars/edit/${carId}`,
      ),
    ).toBe(true);
    expect((await mails()).length).toBeGreaterThan(0);
    const again = await injectAs(operator, c.rejectCar, { carId, reason: 'もう一度' });
    expect(errorOf(again).code).toBe('LISTING_NOT_PENDING');

    // The next save returns it to Registered; a new request, then verification lists it.
    const saved = await injectAs(owner, c.updateCar, { carId, description: '明るい写真に差し替えました。' });
    expect(saved.json()).toMatchObject({ verificationStatus: 'Registered', rejectionReason: null });
    expect((await injectAs(owner, c.updateCar, { carId, requestVerification: true })).json().verificationStatus).toBe(
      'VerificationRequest',
    );
    const verified = await injectAs(operator, c.verifyCar, { carId });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().car).toMatchObject({ verificationStatus: 'Verified', listed: true });
    expect(verified.json().owner).toMatchObject({ name: '車両 オーナー', email: owner.email });

    const detail = await injectAs(null, c.showCar, { carId });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({
      id: carId,
      serviceType: 'RentalCar',
      title: `レビュー用 ${word}`,
      place: { region: 'Chubu', prefecture: 'Nagano', city: '松本市' },
      manufacturerName: 'トヨタ',
      modelName: 'ハイエース',
      variantName: 'ワゴン GL',
      carKind: { id: 'one-box' },
      pricePerDay: 15000,
      rules: [{ id: 'no-smoking', name: '禁煙' }],
      options: [{ id: 'child-seat', name: 'チャイルドシート', price: 500, priceUnit: 'PerDay' }],
      host: { name: '車両 オーナー' },
      rating: null,
    });
    expect(
      detail
        .json()
        .basicFacilities.map((f: { id: string }) => f.id)
        .sort(),
    ).toEqual(['bed-kit', 'ff-heater']);
    expect(detail.body).not.toContain(owner.email);
    expect(detail.body).not.toContain('神宮前');
    const found = (await injectAs(null, c.listCar, { serviceType: 'RentalCar', keyword: word })).json();
    expect(found.items.map((i: { id: string }) => i.id)).toEqual([carId]);

    // A verified car stays verified when edited: the price is live at once, the title waits for verification (ADR 0023).
    const edited = await injectAs(owner, c.updateCar, { carId, title: `編集後 ${word}`, pricePerDay: 16000 });
    expect(edited.json()).toMatchObject({
      verificationStatus: 'Verified',
      listed: true,
      revision: { status: 'Pending', fields: ['title'] },
    });
    expect((await injectAs(null, c.showCar, { carId })).json()).toMatchObject({ title: `レビュー用 ${word}`, pricePerDay: 16000 });
    expect((await injectAs(operator, c.verifyListingRevision, { revisionId: edited.json().revision.id })).statusCode).toBe(200);
    expect((await injectAs(null, c.showCar, { carId })).json()).toMatchObject({ title: `編集後 ${word}`, pricePerDay: 16000 });
    const emptied = await injectAs(owner, c.updateCar, { carId, photoIds: [] });
    expect(emptied.statusCode).toBe(422);
    expect(errorOf(emptied).code).toBe('LISTING_INCOMPLETE');

    // Unpublished: gone from every public call, still the owner's to preview.
    expect((await injectAs(owner, c.updateCar, { carId, publicationState: 'Unpublished' })).json().listed).toBe(false);
    expect((await injectAs(null, c.showCar, { carId })).statusCode).toBe(404);
    expect((await injectAs(null, c.listCar, { serviceType: 'RentalCar', keyword: word })).json().items).toEqual([]);
    const preview = await injectAs(owner, c.userShowCar, { carId });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ listed: false, isOwner: true, title: `編集後 ${word}` });
    expect((await injectAs(guest, c.userShowCar, { carId })).statusCode).toBe(404);
  });

  it('refuses another user’s photos, private photos, unknown master ids and another owner’s car', async () => {
    const carId = await submittedCar(owner, { title: '写真の検査用の車両' });
    const other = await createHost('他人 オーナー');
    const theirs = await uploadPublic(other);
    const mine = await uploadPrivate(owner);
    const draft = (
      await injectAs(owner, c.createCar, { serviceType: 'CarShare', carVariantId: 'honda-n-van-style-fun', title: '写真テスト用の下書き' })
    ).json();
    for (const photoId of [theirs, mine]) {
      const response = await injectAs(owner, c.updateCar, { carId: draft.id, photoIds: [photoId] });
      expect(response.statusCode, response.body).toBe(404);
      expect(errorOf(response).code).toBe('IMAGE_NOT_FOUND');
    }
    const unknown = await injectAs(owner, c.updateCar, { carId: draft.id, basicFacilityIds: ['ff-heater', 'warp-drive'] });
    expect(unknown.statusCode).toBe(422);
    expect(errorOf(unknown)).toMatchObject({ code: 'MASTER_REFERENCE_INVALID', details: [{ path: 'basicFacilityIds.1' }] });
    const otherLocation = await createLocation(other);
    const location = await injectAs(owner, c.updateCar, { carId: draft.id, locationId: otherLocation });
    expect(errorOf(location).code).toBe('LOCATION_NOT_FOUND');
    const badDays = await injectAs(owner, c.updateCar, { carId: draft.id, minDays: 5, maxDays: 3 });
    expect(badDays.statusCode).toBe(400);
    expect(errorOf(badDays).details?.[0]?.path).toBe('maxDays');

    for (const response of [
      await injectAs(other, c.updateCar, { carId, title: '乗っ取りのタイトル' }),
      await injectAs(other, c.showOwnedUserCar, { carId }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).code).toBe('CAR_NOT_FOUND');
    }
    expect((await injectAs(owner, c.showOwnedUserCar, { carId })).json().title).toBe('写真の検査用の車両');
  });

  it('pages the owner’s cars, the latest change first', async () => {
    const host = await createHost('一覧 オーナー');
    const ids: string[] = [];
    for (const title of ['一覧の車両その1', '一覧の車両その2', '一覧の車両その3']) {
      ids.push((await injectAs(host, c.createCar, { serviceType: 'CarShare', carVariantId: 'toyota-hiace-wagon-gl', title })).json().id);
    }
    const first = (await injectAs(host, c.showOwnedUserCars, { limit: 2 })).json();
    expect(first).toMatchObject({ total: 3, limit: 2, offset: 0 });
    expect(first.items.map((i: { id: string }) => i.id)).toEqual([ids[2], ids[1]]);
    expect(first.items[0]).toMatchObject({ modelName: 'ハイエース', cover: null, place: null, verificationStatus: 'Registered' });
    const second = (await injectAs(host, c.showOwnedUserCars, { limit: 2, offset: 2 })).json();
    expect(second.items.map((i: { id: string }) => i.id)).toEqual([ids[0]]);
    expect((await injectAs(guest, c.showOwnedUserCars, {})).json()).toMatchObject({ items: [], total: 0 });
  });
});

describe('operator verification list', () => {
  it('lists cars waiting for verification, oldest request first, to operators only', async () => {
    const word = uniqueWord();
    const id = await submittedCar(owner, { title: `審査待ち ${word}` });
    const page = (await injectAs(operator, c.listCarVerifications, { limit: 100 })).json();
    const row = page.items.find((i: { car: { id: string } }) => i.car.id === id);
    expect(row).toMatchObject({ owner: { email: owner.email }, car: { verificationStatus: 'VerificationRequest' } });
    expect((await injectAs(owner, c.listCarVerifications, {})).statusCode).toBe(403);
    expect((await injectAs(owner, c.verifyCar, { carId: id })).statusCode).toBe(403);
    const missing = await injectAs(operator, c.verifyCar, { carId: '00000000-0000-4000-8000-000000000000' });
    expect(errorOf(missing).code).toBe('CAR_NOT_FOUND');
    await verifyCar(operator, id);
    const notified = (await injectAs(owner, c.showNotifications, { limit: 100 })).json();
    expect(
      notified.items.some((n: { title: string; body: string }) => n.title === '車両の掲載審査が完了しました' && n.body.includes(word)),
    ).toBe(true);
  });
});

describe('favourites, insurance and the signed-in variants', () => {
  it('toggles favourites idempotently, counts popularity and marks the viewer’s facts', async () => {
    const word = uniqueWord();
    const a = await listedCar(owner, operator, { title: `人気A ${word}` });
    const b = await listedCar(owner, operator, { title: `人気B ${word}` });
    const fan = await createRegisteredUser('お気に入り 花子');
    for (let i = 0; i < 2; i++) {
      const added = await injectAs(fan, c.updateCarFavoriteStatus, { carId: b, favorite: true });
      expect(added.json()).toEqual({ carId: b, isFavorite: true });
    }
    const popular = (await injectAs(null, c.listCar, { serviceType: 'CarShare', keyword: word, sort: 'popular' })).json();
    expect(popular.items.map((i: { id: string }) => i.id)).toEqual([b, a]);
    const mine = (await injectAs(fan, c.userListCar, { serviceType: 'CarShare', keyword: word, sort: 'popular' })).json();
    expect(mine.items.map((i: { isFavorite: boolean; isOwner: boolean }) => [i.isFavorite, i.isOwner])).toEqual([
      [true, false],
      [false, false],
    ]);
    const asOwner = (await injectAs(owner, c.userListCar, { serviceType: 'CarShare', keyword: word })).json();
    expect(asOwner.items.every((i: { isOwner: boolean }) => i.isOwner)).toBe(true);
    const favorites = (await injectAs(fan, c.listFavoriteCar, {})).json();
    expect(favorites).toMatchObject({ total: 1, items: [{ id: b, isFavorite: true, isOwner: false }] });
    expect((await injectAs(fan, c.userShowCar, { carId: b })).json()).toMatchObject({ isFavorite: true, isOwner: false, listed: true });

    for (let i = 0; i < 2; i++)
      expect((await injectAs(fan, c.updateCarFavoriteStatus, { carId: b, favorite: false })).statusCode).toBe(200);
    expect((await injectAs(fan, c.listFavoriteCar, {})).json().total).toBe(0);
    const draft = (
      await injectAs(owner, c.createCar, { serviceType: 'CarShare', carVariantId: 'toyota-hiace-wagon-gl', title: '非公開の下書き車両' })
    ).json();
    const refused = await injectAs(fan, c.updateCarFavoriteStatus, { carId: draft.id, favorite: true });
    expect(errorOf(refused).code).toBe('CAR_NOT_FOUND');
  });

  it('answers the insurance of a listed car per day and for a range', async () => {
    const carId = await listedCar(owner, operator, { title: '保険料の確認用の車両', fields: { insurancePricePerDay: 1650 } });
    const response = await injectAs(guest, c.showCarInsurePrice, { carId, from: '2030-01-01', to: '2030-01-03' });
    expect(response.json()).toEqual({ carId, pricePerDay: 1650, days: 3, total: 4950 });
    expect((await injectAs(guest, c.showCarInsurePrice, { carId })).json()).toMatchObject({ days: null, total: null });
    const draft = (
      await injectAs(owner, c.createCar, { serviceType: 'CarShare', carVariantId: 'toyota-hiace-wagon-gl', title: '保険料の下書き車両' })
    ).json();
    expect(errorOf(await injectAs(guest, c.showCarInsurePrice, { carId: draft.id })).code).toBe('CAR_NOT_FOUND');
  });

  it('lists the popular cars of a service type and of both', async () => {
    const carId = await listedCar(owner, operator, { title: '人気一覧の確認用の車両', draft: { serviceType: 'RentalCar' } });
    const fans = await Promise.all([createRegisteredUser('ファン1'), createRegisteredUser('ファン2'), createRegisteredUser('ファン3')]);
    for (const fan of fans) await injectAs(fan, c.updateCarFavoriteStatus, { carId, favorite: true });
    const rental = (await injectAs(null, c.showPopularCars, { serviceType: 'RentalCar', limit: 20 })).json();
    expect(rental.items.map((i: { id: string }) => i.id)).toContain(carId);
    expect(rental.items.every((i: { serviceType: string }) => i.serviceType === 'RentalCar')).toBe(true);
    const both = (await injectAs(fans[0]!, c.userShowPopularCars, { limit: 20 })).json();
    expect(both.items.find((i: { id: string }) => i.id === carId)).toMatchObject({ isFavorite: true });
  });
});

describe('show-car, asked for many cars at once', () => {
  it('answers each request with its own car and 404 for an id that is not listed, however the reads were batched', async () => {
    const word = uniqueWord();
    const listed = await Promise.all([1, 2, 3].map((n) => listedCar(owner, operator, { title: `同時${n} ${word}` })));
    const draft = await submittedCar(owner, { title: `審査前 ${word}` });
    // The contract's uuid allows upper case; PostgreSQL answers in lower case.
    const asked = [...listed, draft, '00000000-0000-4000-8000-000000000000', ...listed, listed[0]!.toUpperCase()];
    const answers = await Promise.all(asked.map((carId) => injectAs(null, c.showCar, { carId })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 404, 404, 200, 200, 200, 200]);
    expect(answers.map((answer) => (answer.statusCode === 200 ? answer.json().title : errorOf(answer).code))).toEqual([
      `同時1 ${word}`,
      `同時2 ${word}`,
      `同時3 ${word}`,
      'CAR_NOT_FOUND',
      'CAR_NOT_FOUND',
      `同時1 ${word}`,
      `同時2 ${word}`,
      `同時3 ${word}`,
      `同時1 ${word}`,
    ]);
  });
});

import { randomUUID } from 'node:crypto';
import * as c from '@kurumatabi/contract';
import type { IdRule } from '@kurumatabi/contract';
import { bankForm, currentShareContractVersion, licenseForm, locationForm, uploadPrivate } from '../accounts-fixtures.js';
import { createRegisteredUser, grantRoles, injectAs, type TestUser } from '../helpers.js';
import { japanDay, landPlan, listedCar, listedSpot, uniqueWord, uploadPublic } from '../listings-fixtures.js';
import { closedPayoutOf } from './payout-world.js';
import { pendingGuestReview } from './review-world.js';

/**
 * The objects a caller's sample bodies name (apps/api/test/matrix/sample-bodies.ts): the caller's
 * own ones, and listings anyone may see. For the role matrix every id is a fresh UUID (nobody's
 * object: an allowed call answers 404 and changes nothing); for the cross-user checks it is user
 * B's real objects, one field at a time replaced by user A's.
 */
export interface World {
  shareContractVersion: string;
  /** The caller's own draft car and spot (with one plan). */
  carId: string;
  spotId: string;
  spotPlanId: string;
  /** Listed by someone else: what the caller may see and book. */
  visibleCarId: string;
  visibleSpotId: string;
  visibleSpotPlanId: string;
  /** Reservations of the caller's listed car and spot, approved by the caller (their host). */
  reserveId: string;
  spotReserveId: string;
  /** A listing to filter a list of reservations with. */
  filterListingId: string;
  privateImageIds: [string, string];
  publicImageId: string;
  locationId: string;
  notificationId: string;
  driverLicenseId: string;
  revisionId: string;
  /** A thread the caller is one of the two people of (A: A's question about the visible spot; B: B's reservation's thread). */
  inquiryId: string;
  /** The caller's own review, still Pending (hidden from everyone else by the blind rule). */
  reviewId: string;
  /** The caller's own closed payout (ADR 0039). */
  payoutId: string;
  /** The caller's own host coupon (issue 36). */
  couponId: string;
  /** A contact message (operators' inbox; nobody's in the role matrix). */
  contactMessageId: string;
  /** A search keyword: the word in A's draft titles (a search never finds another user's drafts). */
  keyword: string;
}

/** Nobody's objects: every id a fresh UUID; the keyword is the victim's. */
export function nobodysWorld(shareContractVersion: string, keyword: string): World {
  const id = () => randomUUID();
  return {
    shareContractVersion,
    keyword,
    carId: id(),
    spotId: id(),
    spotPlanId: id(),
    visibleCarId: id(),
    visibleSpotId: id(),
    visibleSpotPlanId: id(),
    reserveId: id(),
    spotReserveId: id(),
    filterListingId: id(),
    privateImageIds: [id(), id()],
    publicImageId: id(),
    locationId: id(),
    notificationId: id(),
    driverLicenseId: id(),
    revisionId: id(),
    inquiryId: id(),
    reviewId: id(),
    payoutId: id(),
    couponId: id(),
    contactMessageId: id(),
  };
}

function ok<T = { id: string }>(response: { statusCode: number; body: string; json: () => unknown }, what: string): T {
  if (response.statusCode !== 200) throw new Error(`matrix world: ${what} failed: ${response.statusCode} ${response.body}`);
  return response.json() as T;
}

/** A registered car owner and facility provider whose licence an operator verified. */
async function licensedHost(name: string, operator: TestUser, licenseNumber = '123456789012'): Promise<TestUser> {
  const user = await createRegisteredUser(name);
  await grantRoles(user, { carOwner: true, facilityProvider: true });
  const [frontImageId, backImageId] = [await uploadPrivate(user), await uploadPrivate(user)];
  const license = ok(
    await injectAs(
      user,
      c.updateDriverLicense,
      licenseForm({ number: licenseNumber, frontImageId, backImageId, requestVerification: true }),
    ),
    'update-driver-license',
  );
  ok(await injectAs(operator, c.verifyDriverLicense, { driverLicenseId: license.id }), 'verify-driver-license');
  return user;
}

async function draftSpotWithPlan(owner: TestUser, title: string): Promise<{ spotId: string; planId: string }> {
  const spotId = ok(await injectAs(owner, c.createSpot, { spotTypeId: 'rv-park', title }), 'create-spot').id;
  const saved = ok<{ plans: { id: string }[] }>(
    await injectAs(owner, c.updateSpot, { spotId, prefecture: 'Tokyo', city: '渋谷区', plans: [landPlan] }),
    'update-spot',
  );
  return { spotId, planId: saved.plans[0]!.id };
}

/** What user A owns, with the texts that must never reach anyone else. */
export interface Victim {
  user: TestUser;
  world: World;
  /** A's reservation (A is its guest). */
  reserveId: string;
  /** A's licence number, unique to this run. */
  licenseNumber: string;
  /** The word of this run in A's name and titles (other test files share the database). */
  tag: string;
  /** Strings of A's that no other user's answer may contain. */
  secrets: string[];
  /** Every id of A's rows, to find them in the database. */
  rowIds: string[];
}

/** The operator, a host whose listings everyone sees, user A (the victim) and user B (the other user), with their objects. */
export async function buildWorlds(): Promise<{ operator: TestUser; a: Victim; b: { user: TestUser; world: World } }> {
  const version = await currentShareContractVersion();
  const operator = await createRegisteredUser('マトリクス 審査員');
  await grantRoles(operator, { operator: true });
  const host = await licensedHost('マトリクス ホスト', operator);
  const visibleCarId = await listedCar(host, operator, { title: 'マトリクスの公開車両', fields: { pricePerDay: 9000, minDays: 1 } });
  const visibleSpot = await listedSpot(host, operator, { title: 'マトリクスの公開スポット' });
  const visibleSpotPlanId = ok<{ items: { id: string }[] }>(
    await injectAs(host, c.showSpotPlans, { spotId: visibleSpot }),
    'show-spot-plans',
  ).items[0]!.id;

  // A: a draft car and spot, private licence photos, a public photo, a location, a bank account,
  // a notification, and a reservation of the host's car.
  // A's texts carry a word of this run and its numbers are random: other test files share the database.
  const tag = uniqueWord();
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');
  const [aLicenseNumber, aBankNumber] = [digits(12), digits(7)];
  const a = await licensedHost(`認可 エー ${tag}`, operator, aLicenseNumber);
  const aLicense = ok(await injectAs(a, c.showDriverLicense, { view: 'edit' }), 'show-driver-license') as unknown as {
    driverLicense: { id: string; number: string; frontImage: { id: string }; backImage: { id: string } };
  };
  const aCar = ok(
    await injectAs(a, c.createCar, { serviceType: 'CarShare', carVariantId: 'toyota-hiace-wagon-gl', title: `エーの下書き車両 ${tag}` }),
    'create-car',
  );
  const aSpot = await draftSpotWithPlan(a, `エーの下書きスポット ${tag}`);
  const aPublicImageId = await uploadPublic(a);
  const aLocationId = ok(
    await injectAs(a, c.createUserLocation, { ...locationForm, name: `エーの駐車場 ${tag}` }),
    'create-user-location',
  ).id;
  ok(await injectAs(a, c.updateUserBankAccount, { ...bankForm, accountNumber: aBankNumber }), 'update-user-bank-account');
  const aNotificationId = ok<{ items: { id: string }[] }>(await injectAs(a, c.showNotifications, {}), 'show-notifications').items[0]!.id;
  const aReserve = ok(
    await injectAs(a, c.createCarReserve, {
      carId: visibleCarId,
      startDate: japanDay(20),
      endDate: japanDay(20),
      paymentMethod: 'CreditCard',
      paymentToken: 'pm_card_visa',
      quotedTotal: (await injectAs(a, c.verifyCarReserve, { carId: visibleCarId, startDate: japanDay(20), endDate: japanDay(20) })).json()
        .total,
      agreeToShareContract: true,
    }),
    'create-car-reserve',
  );
  // A's question to the host about the visible spot (A is the thread's guest).
  const aInquiryId = ok(
    await injectAs(a, c.createInquiry, { targetKind: 'Spot', listingId: visibleSpot, body: `エーの質問です ${tag}` }),
    'create-inquiry',
  ).id;
  // A's review of a stay at the visible spot, still Pending: nobody but A may read, answer or report it.
  const visibleSpotStay = { spotId: visibleSpot, spotPlanId: visibleSpotPlanId };
  const aReview = await pendingGuestReview(a, host, visibleSpotStay, `エーのレビューです。静かで快適でした ${tag}`);
  const aWorld: World = {
    shareContractVersion: version,
    carId: aCar.id,
    spotId: aSpot.spotId,
    spotPlanId: aSpot.planId,
    // A's draft listings are what B must not see; A's reservation's listing is what B must not filter into.
    visibleCarId: aCar.id,
    visibleSpotId: aSpot.spotId,
    visibleSpotPlanId: aSpot.planId,
    reserveId: aReserve.id,
    spotReserveId: aReserve.id,
    filterListingId: visibleCarId,
    privateImageIds: [aLicense.driverLicense.frontImage.id, aLicense.driverLicense.backImage.id],
    publicImageId: aPublicImageId,
    locationId: aLocationId,
    notificationId: aNotificationId,
    driverLicenseId: aLicense.driverLicense.id,
    revisionId: randomUUID(),
    inquiryId: aInquiryId,
    reviewId: aReview.reviewId,
    payoutId: await closedPayoutOf(a),
    couponId: await hostCouponOf(a),
    contactMessageId: randomUUID(),
    keyword: tag,
  };

  // B: the same kinds of objects, and a reservation of B's own listed car that B approved.
  const b = await licensedHost('認可 ビー', operator);
  const guest = await licensedHost('認可 ビーのゲスト', operator);
  const bListedCarId = await listedCar(b, operator, { title: 'ビーの公開車両', fields: { pricePerDay: 8000, minDays: 1 } });
  // Starting today: a report's date must fall within a stay that has begun (ADR 0024), so B's bodies reach the id checks.
  const day = japanDay(0);
  const bQuote = (await injectAs(guest, c.verifyCarReserve, { carId: bListedCarId, startDate: day, endDate: day })).json().total as number;
  const bReserve = ok(
    await injectAs(guest, c.createCarReserve, {
      carId: bListedCarId,
      startDate: day,
      endDate: day,
      paymentMethod: 'CreditCard',
      paymentToken: 'pm_card_visa',
      quotedTotal: bQuote,
      agreeToShareContract: true,
    }),
    'create-car-reserve (B)',
  );
  ok(await injectAs(b, c.approveReserveRequest, { reserveId: bReserve.id }), 'approve (B)');
  const bListedSpot = await listedSpot(b, operator, { title: 'ビーの公開スポット' });
  const bListedPlanId = ok<{ items: { id: string }[] }>(await injectAs(b, c.showSpotPlans, { spotId: bListedSpot }), 'show-spot-plans (B)')
    .items[0]!.id;
  const bSpotRequest = { spotId: bListedSpot, spotPlanId: bListedPlanId, startDate: day, endDate: japanDay(1), people: 2 };
  const bSpotReserve = ok(
    await injectAs(guest, c.createSpotReserve, {
      ...bSpotRequest,
      paymentMethod: 'CreditCard',
      paymentToken: 'pm_card_visa',
      quotedTotal: (await injectAs(guest, c.verifySpotReserve, bSpotRequest)).json().total,
    }),
    'create-spot-reserve (B)',
  );
  ok(await injectAs(b, c.approveReserveRequest, { reserveId: bSpotReserve.id }), 'approve spot (B)');
  const bLicense = ok(await injectAs(b, c.showDriverLicense, { view: 'edit' }), 'show-driver-license (B)') as unknown as {
    driverLicense: { id: string };
  };
  const bSpot = await draftSpotWithPlan(b, 'ビーの下書きスポット');
  // B's own Pending review (B stayed at the visible spot too).
  const bReview = await pendingGuestReview(b, host, visibleSpotStay, 'ビーのレビューです。設備が整っていました。');
  const bWorld: World = {
    shareContractVersion: version,
    carId: ok(
      await injectAs(b, c.createCar, { serviceType: 'CarShare', carVariantId: 'toyota-hiace-wagon-gl', title: 'ビーの下書き車両' }),
      'create-car (B)',
    ).id,
    spotId: bSpot.spotId,
    spotPlanId: bSpot.planId,
    visibleCarId,
    visibleSpotId: visibleSpot,
    visibleSpotPlanId,
    reserveId: bReserve.id,
    spotReserveId: bSpotReserve.id,
    filterListingId: bListedCarId,
    privateImageIds: [await uploadPrivate(b), await uploadPrivate(b)],
    publicImageId: await uploadPublic(b),
    locationId: ok(await injectAs(b, c.createUserLocation, locationForm), 'create-user-location (B)').id,
    notificationId: ok<{ items: { id: string }[] }>(await injectAs(b, c.showNotifications, {}), 'show-notifications (B)').items[0]!.id,
    driverLicenseId: bLicense.driverLicense.id,
    revisionId: randomUUID(),
    // The thread of B's reservation (B is its host).
    inquiryId: ok<{ items: { id: string }[] }>(await injectAs(b, c.searchInquiries, { reserveId: bReserve.id }), 'search-inquiries (B)')
      .items[0]!.id,
    reviewId: bReview.reviewId,
    payoutId: await closedPayoutOf(b),
    couponId: await hostCouponOf(b),
    contactMessageId: randomUUID(),
    keyword: tag,
  };

  const rowIds = [
    aWorld.carId,
    aWorld.spotId,
    aWorld.spotPlanId,
    aWorld.reserveId,
    ...aWorld.privateImageIds,
    aWorld.publicImageId,
    aWorld.locationId,
    aWorld.notificationId,
    aWorld.driverLicenseId,
    aWorld.inquiryId,
    aWorld.reviewId,
    aWorld.payoutId,
    aWorld.couponId,
  ];
  const secrets = [...rowIds, a.email, aLicenseNumber, aBankNumber, tag];
  return {
    operator,
    a: { user: a, world: aWorld, reserveId: aReserve.id, licenseNumber: aLicenseNumber, tag, secrets, rowIds },
    b: { user: b, world: bWorld },
  };
}

/** A host coupon of the caller's (the caller is a host of the world). */
async function hostCouponOf(user: TestUser): Promise<string> {
  const coupon = {
    code: `M${randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase()}`,
    discount: { kind: 'Percent' as const, percent: 10 },
    minLength: 1,
    stay: null,
    expiresOn: japanDay(60),
    totalCap: null,
    perGuestCap: null,
    combinesWithLongStay: true,
  };
  return ok<{ id: string }>(await injectAs(user, c.createHostCoupon, { coupon }), 'create-host-coupon').id;
}

/** A's object that stands for a field declared with `rule` of `kind`, or null where the rule ties nothing to a user. */
export function victimObject(a: World, rule: IdRule): string | null {
  if (rule.rule === 'filter') return a.filterListingId;
  if (rule.rule !== 'owner' && rule.rule !== 'visible' && rule.rule !== 'participant') return null;
  switch (rule.kind) {
    case 'car':
      return a.carId;
    case 'spot':
      return a.spotId;
    case 'listing':
      // The sample bodies that take a listing name a spot (show-reserve-schedules' targetKind).
      return a.spotId;
    case 'spotPlan':
      return a.spotPlanId;
    case 'reserve':
      return a.reserveId;
    case 'image':
      return a.privateImageIds[0];
    case 'location':
      return a.locationId;
    case 'notification':
      return a.notificationId;
    case 'driverLicense':
      return a.driverLicenseId;
    case 'inquiry':
      return a.inquiryId;
    case 'review':
      return a.reviewId;
    case 'payout':
      return a.payoutId;
    case 'coupon':
      return a.couponId;
    case 'contactMessage':
      // A contact message is staff's only (the operators' inbox): no user owns one.
      return null;
    case 'content':
      // Articles, news and interviews are staff's (ADR 0031): no user owns one.
      return null;
    case 'mail':
      // A mail is staff's only (the operators' failed mails): no user owns one.
      return null;
    case 'user':
    case 'auditTarget':
      // Users and audit rows are named by staff only (the operator console, ADR 0033): no rule ties them to a caller.
      return null;
    case 'master':
      return null;
  }
}

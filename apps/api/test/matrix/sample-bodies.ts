import { randomUUID } from 'node:crypto';
import type { Endpoint } from '@kurumatabi/contract';
import { bankForm, licenseForm, locationForm } from '../accounts-fixtures.js';
import { japanDay, landPlan } from '../listings-fixtures.js';
import type { World } from './world.js';

const contactForm = {
  name: 'マトリクス 問合せ',
  email: 'matrix-contact@example.test',
  category: 'Other',
  body: 'マトリクスからのお問い合わせです。',
};

const matrixRules = {
  availability: {
    advanceNotice: { days: 1, cutoffHour: 18 },
    bufferDaysBefore: 0,
    bufferDaysAfter: 1,
    horizonDays: 365,
    startWeekdays: [0, 1, 2, 3, 4, 5, 6],
    minLength: 1,
    maxLength: 14,
    overrides: [],
  },
  pricing: { overrides: [], seasons: [], beforeHoliday: null, fridaySaturday: null, weekPercent: 10, monthPercent: 20 },
};
/** A fresh code each call: codes are unique in the marketplace. */
const matrixCoupon = () => ({
  code: `X${randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase()}`,
  discount: { kind: 'Yen', yen: 1000 },
  minLength: 1,
  stay: null,
  expiresOn: japanDay(30),
  totalCap: 10,
  perGuestCap: 1,
  combinesWithLongStay: false,
});

/**
 * A minimal valid body for every endpoint whose input does not accept `{}`, naming the objects of
 * the caller's world. The matrix checks each against the contract's input schema, so a body that
 * stops parsing fails there rather than as a quiet 400; an endpoint with required fields and no
 * row here fails the suite (add its row when you add the endpoint).
 */
const rows: Record<string, (w: World) => unknown> = {
  // Accounts and users
  '/v1/create-user': () => ({ name: 'マトリクス 再登録' }),
  '/v1/update-current-user': () => ({ name: 'マトリクス 改名' }),
  '/v1/update-email': () => ({ email: `matrix-${randomUUID()}@example.test` }),
  '/v1/user/deactivate-user': () => ({ confirm: true }),
  '/v1/make-car-owner': (w) => ({ shareContractVersion: w.shareContractVersion, agreed: true }),
  '/v1/make-facility-provider': (w) => ({ shareContractVersion: w.shareContractVersion, agreed: true }),
  '/v1/update-driver-license': (w) =>
    licenseForm({ frontImageId: w.privateImageIds[0], backImageId: w.privateImageIds[1], requestVerification: true }),
  '/v1/update-notification-settings': () => ({ email: { Account: true, Reservation: true, Message: true, Review: true, News: false } }),
  '/v1/user/mark-notification-as-read': (w) => ({ id: w.notificationId }),
  '/v1/user/create-user-location': () => locationForm,
  '/v1/user/update-user-location': (w) => ({ ...locationForm, id: w.locationId }),
  '/v1/user/update-user-bank-account': () => bankForm,
  '/v1/user/update-invoice-registration': () => ({ registration: { number: 'T7000012050002', registeredName: 'マトリクス商店' } }),
  '/v1/user/search-banks': () => ({ keyword: 'みずほ' }),
  '/v1/user/search-bank-branches': () => ({ bankCode: '0005', keyword: '' }),
  // Master data
  '/v1/show-active-car-models-by-car-manufacturer': () => ({ carManufacturerId: 'toyota' }),
  '/v1/show-active-cars-by-car-model': () => ({ carModelId: 'toyota-hiace' }),
  // Cars
  '/v1/user/create-car': () => ({ serviceType: 'CarShare', carVariantId: 'toyota-hiace-wagon-gl', title: 'マトリクスの車両' }),
  '/v1/user/update-car': (w) => ({ carId: w.carId, locationId: w.locationId, photoIds: [w.publicImageId] }),
  // The word of A's draft titles: a search never finds another user's drafts.
  '/v1/public/list-car': (w) => ({ serviceType: 'CarShare', keyword: w.keyword }),
  '/v1/user/list-car': (w) => ({ serviceType: 'CarShare', keyword: w.keyword }),
  '/v1/public/list-spot': (w) => ({ keyword: w.keyword }),
  '/v1/user/list-spot': (w) => ({ keyword: w.keyword }),
  '/v1/public/show-car': (w) => ({ carId: w.visibleCarId }),
  '/v1/user/show-car': (w) => ({ carId: w.visibleCarId }),
  '/v1/show-car-insure-price': (w) => ({ carId: w.visibleCarId }),
  '/v1/user/show-owned-user-car': (w) => ({ carId: w.carId }),
  '/v1/user/update-car-favorite-status': (w) => ({ carId: w.visibleCarId, favorite: true }),
  // Spots
  '/v1/user/create-spot': () => ({ spotTypeId: 'rv-park', title: 'マトリクスのスポット' }),
  '/v1/user/update-spot': (w) => ({ spotId: w.spotId, photoIds: [w.publicImageId], plans: [{ ...landPlan, id: w.spotPlanId }] }),
  '/v1/public/show-spot': (w) => ({ spotId: w.visibleSpotId }),
  '/v1/user/show-spot': (w) => ({ spotId: w.visibleSpotId }),
  '/v1/user/show-spot-plans': (w) => ({ spotId: w.visibleSpotId }),
  '/v1/user/show-owned-user-spot': (w) => ({ spotId: w.spotId }),
  '/v1/user/update-spot-favorite-status': (w) => ({ spotId: w.visibleSpotId, favorite: true }),
  '/v1/public/show-reserve-schedules': (w) => ({
    targetKind: 'Spot',
    targetId: w.visibleSpotId,
    spotPlanId: w.visibleSpotPlanId,
    from: japanDay(0),
    to: japanDay(30),
  }),
  // The owners' side
  '/v1/user/show-car-reserve-overviews': (w) => ({ from: japanDay(0), to: japanDay(30), carId: w.carId }),
  '/v1/user/show-car-reserve-unavailable-dates': (w) => ({ carId: w.carId }),
  '/v1/user/update-car-reserve-unavailable-dates': (w) => ({ carId: w.carId, dates: [japanDay(50)] }),
  '/v1/user/show-car-sales-by-month': () => ({ year: Number(japanDay(0).slice(0, 4)) }),
  '/v1/user/show-car-sales-by-month-and-car-id': (w) => ({ carId: w.carId, year: Number(japanDay(0).slice(0, 4)) }),
  '/v1/user/show-spot-reserve-overviews': (w) => ({ from: japanDay(0), to: japanDay(30), spotId: w.spotId }),
  '/v1/user/show-spot-reserve-unavailable-dates': (w) => ({ spotId: w.spotId }),
  '/v1/user/update-spot-reserve-unavailable-dates': (w) => ({ spotId: w.spotId, dates: [japanDay(50)] }),
  '/v1/user/show-spot-sales-by-month': () => ({ year: Number(japanDay(0).slice(0, 4)) }),
  '/v1/user/show-spot-sales-by-month-and-spot-id': (w) => ({ spotId: w.spotId, year: Number(japanDay(0).slice(0, 4)) }),
  // Calendar sync (ADR 0057): no feed, so that no call leaves the machine.
  '/v1/user/show-car-calendar-sync': (w) => ({ carId: w.carId }),
  '/v1/user/update-car-calendar-feeds': (w) => ({ carId: w.carId, feeds: [] }),
  '/v1/user/rotate-car-calendar-export': (w) => ({ carId: w.carId }),
  '/v1/user/sync-car-calendar-feeds': (w) => ({ carId: w.carId }),
  '/v1/user/show-spot-calendar-sync': (w) => ({ spotId: w.spotId }),
  '/v1/user/update-spot-calendar-feeds': (w) => ({ spotId: w.spotId, feeds: [] }),
  '/v1/user/rotate-spot-calendar-export': (w) => ({ spotId: w.spotId }),
  '/v1/user/sync-spot-calendar-feeds': (w) => ({ spotId: w.spotId }),
  // A host's rules and coupons (issue 36)
  '/v1/user/show-car-rules': (w) => ({ carId: w.carId }),
  '/v1/user/update-car-rules': (w) => ({ carId: w.carId, ...matrixRules }),
  '/v1/user/show-spot-plan-rules': (w) => ({ spotPlanId: w.spotPlanId }),
  '/v1/user/update-spot-plan-rules': (w) => ({ spotPlanId: w.spotPlanId, ...matrixRules }),
  '/v1/user/create-host-coupon': () => ({ coupon: matrixCoupon() }),
  '/v1/user/update-host-coupon': (w) => ({ couponId: w.couponId, coupon: matrixCoupon() }),
  '/v1/user/stop-host-coupon': (w) => ({ couponId: w.couponId }),
  '/v1/operator/create-marketplace-coupon': () => ({ coupon: matrixCoupon() }),
  '/v1/operator/stop-marketplace-coupon': (w) => ({ couponId: w.couponId }),
  // Payouts (ADR 0039): a long-past month (nothing to close in it but the matrix's own payouts, never A's data).
  '/v1/user/download-payout-statement': (w) => ({ payoutId: w.payoutId }),
  '/v1/user/download-payout-fee-invoice': (w) => ({ payoutId: w.payoutId }),
  '/v1/operator/list-payouts': () => ({ period: '2020-01' }),
  '/v1/operator/close-payout-month': () => ({ period: '2019-12' }),
  '/v1/operator/download-zengin-file': (w) => ({ period: '2020-01', payoutIds: [w.payoutId] }),
  '/v1/operator/mark-payouts-sent': (w) => ({ period: '2020-01', payoutIds: [w.payoutId] }),
  // Reservations
  '/v1/verify-car-reserve': (w) => ({ carId: w.visibleCarId, startDate: japanDay(40), endDate: japanDay(41) }),
  '/v1/create-car-reserve': (w) => ({
    carId: w.visibleCarId,
    startDate: japanDay(40),
    endDate: japanDay(41),
    paymentMethod: 'CreditCard',
    paymentToken: 'pm_card_visa',
    quotedTotal: 1000,
    agreeToShareContract: true,
  }),
  '/v1/verify-spot-reserve': (w) => ({
    spotId: w.visibleSpotId,
    spotPlanId: w.visibleSpotPlanId,
    startDate: japanDay(40),
    endDate: japanDay(41),
    people: 2,
  }),
  '/v1/create-spot-reserve': (w) => ({
    spotId: w.visibleSpotId,
    spotPlanId: w.visibleSpotPlanId,
    startDate: japanDay(40),
    endDate: japanDay(41),
    people: 2,
    paymentMethod: 'CreditCard',
    paymentToken: 'pm_card_visa',
    quotedTotal: 4500,
  }),
  '/v1/show-reserve': (w) => ({ reserveId: w.reserveId }),
  '/v1/approve-reserve-request': (w) => ({ reserveId: w.reserveId }),
  '/v1/cancel-reserve': (w) => ({ reserveId: w.reserveId }),
  '/v1/confirm-reserve-payment': (w) => ({ reserveId: w.reserveId }),
  '/v1/update-reserve-payment-method': (w) => ({ reserveId: w.reserveId, paymentToken: 'pm_card_visa' }),
  '/v1/download-reserve-invoice': (w) => ({ reserveId: w.reserveId }),
  // A change of a booked trip (issue 36 item 4): the world's reservation is a request (409), or has no open change (409).
  '/v1/preview-reserve-change': (w) => ({ reserveId: w.reserveId, change: { startDate: japanDay(40), endDate: japanDay(41) } }),
  '/v1/request-reserve-change': (w) => ({
    reserveId: w.reserveId,
    change: { startDate: japanDay(40), endDate: japanDay(41) },
    quotedDifference: 0,
  }),
  '/v1/propose-reserve-change': (w) => ({
    reserveId: w.reserveId,
    change: { startDate: japanDay(40), endDate: japanDay(41) },
    quotedDifference: 0,
  }),
  '/v1/withdraw-reserve-change': (w) => ({ reserveId: w.reserveId, requestedAt: new Date().toISOString() }),
  '/v1/accept-reserve-change': (w) => ({ reserveId: w.reserveId, requestedAt: new Date().toISOString() }),
  '/v1/decline-reserve-change': (w) => ({ reserveId: w.reserveId, requestedAt: new Date().toISOString() }),
  '/v1/show-reserve-changes': (w) => ({ reserveId: w.reserveId }),
  '/v1/reserve-car-to-renting': (w) => ({ reserveId: w.reserveId, odometerKm: 1000, fuelLevel: 'Full', photoIds: [w.privateImageIds[0]] }),
  '/v1/reserve-car-to-returned': (w) => ({ reserveId: w.reserveId, odometerKm: 1200, fuelLevel: 'Half', photoIds: [w.privateImageIds[0]] }),
  '/v1/reserve-spot-to-renting': (w) => ({ reserveId: w.spotReserveId, photoIds: [w.privateImageIds[0]] }),
  '/v1/reserve-spot-to-returned': (w) => ({ reserveId: w.spotReserveId, photoIds: [w.privateImageIds[0]] }),
  // The guest's check of a return and the operators' handling of a dispute (ADR 0046).
  '/v1/confirm-reserve-return': (w) => ({ reserveId: w.reserveId }),
  '/v1/dispute-reserve-return': (w) => ({ reserveId: w.reserveId, reason: 'マトリクスからの異議です。' }),
  '/v1/operator/resolve-return-dispute': (w) => ({ reserveId: w.reserveId, resolution: 'マトリクスからの対応です。' }),
  '/v1/create-reserve-accident-or-defect': (w) => ({
    reserveId: w.reserveId,
    kind: 'Defect',
    occurredAt: new Date().toISOString(),
    place: '駐車場',
    description: 'ドアが閉まりにくい',
    policeCalled: false,
    photoIds: [w.privateImageIds[0]],
  }),
  // Receipts (ADR 0038): guest-only; a stranger's reservation is 404.
  '/v1/show-reserve-receipt': (w) => ({ reserveId: w.reserveId }),
  '/v1/create-reserve-receipt-link': (w) => ({ reserveId: w.reserveId }),
  '/v1/update-reserve-receipt-addressee': (w) => ({ reserveId: w.reserveId, name: 'マトリクス 宛名' }),
  '/v1/list-payment-history': () => ({}),
  '/v1/search-reserves': (w) => ({ as: 'Host', listingId: w.filterListingId }),
  '/v1/search-reserves-by-period': (w) => ({ as: 'Host', listingId: w.filterListingId, from: japanDay(0), to: japanDay(60) }),
  // Conversations and the contact form
  '/v1/create-inquiry': (w) => ({ targetKind: 'Spot', listingId: w.visibleSpotId, body: 'マトリクスからの質問です。' }),
  '/v1/send-inquiry-message': (w) => ({ inquiryId: w.inquiryId, body: 'マトリクスのメッセージです。' }),
  '/v1/show-inquiry': (w) => ({ inquiryId: w.inquiryId }),
  '/v1/show-inquiry-messages': (w) => ({ inquiryId: w.inquiryId }),
  '/v1/close-inquiry': (w) => ({ inquiryId: w.inquiryId }),
  '/v1/send-contact': () => contactForm,
  '/v1/public/send-contact': () => contactForm,
  '/v1/operator/show-inquiry-thread': (w) => ({ inquiryId: w.inquiryId }),
  '/v1/operator/show-contact-message': (w) => ({ contactMessageId: w.contactMessageId }),
  '/v1/operator/answer-contact-message': (w) => ({ contactMessageId: w.contactMessageId, answer: 'マトリクスからの回答です。' }),
  '/v1/operator/mark-contact-message-done': (w) => ({ contactMessageId: w.contactMessageId }),
  // Reviews (ADR 0027): B is the host of its reservation (reserveId) and the author of its own Pending review (reviewId).
  '/v1/user/create-review': (w) => ({
    reserveId: w.reserveId,
    overall: 5,
    aspects: { communication: 5, care: 5, rules: 5 },
    text: 'マトリクスのレビューです。丁寧に使っていただきました。',
    photoIds: [w.publicImageId],
  }),
  '/v1/user/update-review': (w) => ({ reviewId: w.reviewId, text: 'マトリクスで書き直したレビューです。', photoIds: [w.publicImageId] }),
  '/v1/user/delete-review': (w) => ({ reviewId: w.reviewId }),
  '/v1/user/create-review-reply': (w) => ({ reviewId: w.reviewId, text: 'ご利用ありがとうございました。' }),
  '/v1/user/report-review': (w) => ({ reviewId: w.reviewId, reason: '不適切な表現があります。' }),
  '/v1/user/show-reserve-review': (w) => ({ reserveId: w.reserveId }),
  '/v1/user/show-guest-reviews': (w) => ({ reserveId: w.reserveId }),
  '/v1/public/show-review': (w) => ({ reviewId: w.reviewId }),
  '/v1/public/list-review': (w) => ({ targetKind: 'Spot', listingId: w.visibleSpotId }),
  '/v1/public/show-review-summary': (w) => ({ targetKind: 'Spot', listingId: w.visibleSpotId }),
  '/v1/operator/accept-review': (w) => ({ reviewId: w.reviewId }),
  '/v1/operator/reject-review': (w) => ({ reviewId: w.reviewId, reason: '不適切な内容のため削除します。' }),
  // Content (ADR 0031): public reads by slug; the operators' desk names items nobody has (404 CONTENT_NOT_FOUND for staff).
  '/v1/public/list-article-by-category': () => ({ category: 'shachuhaku-basics' }),
  '/v1/public/list-article-by-tag': () => ({ tag: 'shachuhaku' }),
  '/v1/public/search-articles': () => ({ keyword: '車中泊' }),
  '/v1/public/show-article': () => ({ slug: 'matrix-no-such-article' }),
  '/v1/public/show-news': () => ({ slug: 'matrix-no-such-news' }),
  '/v1/public/show-owner-interview': () => ({ slug: 'matrix-no-such-interview' }),
  '/v1/operator/show-content': () => ({ contentId: randomUUID() }),
  '/v1/operator/create-content': () => ({ kind: 'News', slug: `matrix-${randomUUID()}`, title: 'マトリクスのお知らせ' }),
  '/v1/operator/update-content': () => ({ contentId: randomUUID(), expectedRevision: 1, slug: 'matrix-update', title: 'マトリクスの更新' }),
  '/v1/operator/publish-content': () => ({ contentId: randomUUID(), expectedRevision: 1 }),
  '/v1/operator/schedule-content': () => ({
    contentId: randomUUID(),
    expectedRevision: 1,
    publishAt: new Date(Date.now() + 86_400_000).toISOString(),
  }),
  '/v1/operator/unpublish-content': () => ({ contentId: randomUUID(), reason: 'マトリクスからの非公開です。' }),
  '/v1/operator/list-content-revisions': () => ({ contentId: randomUUID() }),
  '/v1/operator/preview-content': () => ({ kind: 'Article', bodyMarkdown: '## マトリクス\n\n本文です。' }),
  // Operators
  '/v1/operator/verify-car': (w) => ({ carId: w.carId }),
  '/v1/operator/reject-car': (w) => ({ carId: w.carId, reason: '写真が不鮮明です。' }),
  '/v1/operator/verify-spot': (w) => ({ spotId: w.spotId }),
  '/v1/operator/reject-spot': (w) => ({ spotId: w.spotId, reason: '写真が不鮮明です。' }),
  '/v1/operator/show-driver-license-request': (w) => ({ driverLicenseId: w.driverLicenseId }),
  '/v1/operator/verify-driver-license': (w) => ({ driverLicenseId: w.driverLicenseId }),
  '/v1/operator/reject-driver-license': (w) => ({ driverLicenseId: w.driverLicenseId, reason: '写真が不鮮明です。' }),
  '/v1/operator/verify-listing-revision': (w) => ({ revisionId: w.revisionId }),
  // A mail id nobody has: the operator gets 404 MAIL_NOT_FOUND, everyone else is refused before the body is read.
  '/v1/operator/retry-failed-mail': () => ({ mailId: randomUUID() }),
  '/v1/operator/reject-listing-revision': (w) => ({ revisionId: w.revisionId, reason: '写真が不鮮明です。' }),
  // The operator console (ADR 0033): nobody's ids, so an operator gets 404 and nothing changes.
  '/v1/operator/show-reserve': (w) => ({ reserveId: w.reserveId }),
  '/v1/operator/cancel-reserve': (w) => ({ reserveId: w.reserveId, reason: 'マトリクスからの取消です。' }),
  '/v1/operator/search-invoices': () => ({ status: 'Open' }),
  '/v1/operator/mark-invoice-paid': (w) => ({ reserveId: w.reserveId, amount: 4500, paidOn: japanDay(0), reference: 'マトリクス 照合' }),
  // Money (ADR 0041): the world's reservation is not one staff may refund (409), or has no refund waiting (409).
  '/v1/operator/show-payment': (w) => ({ reserveId: w.reserveId }),
  '/v1/operator/refund-payment': (w) => ({
    reserveId: w.reserveId,
    amount: 100,
    reason: 'マトリクスからの返金です。',
    requestKey: randomUUID(),
  }),
  '/v1/operator/approve-refund': (w) => ({ reserveId: w.reserveId, amount: 100 }),
  '/v1/operator/reject-refund': (w) => ({ reserveId: w.reserveId, amount: 100, reason: 'マトリクスからの却下です。' }),
  '/v1/operator/withdraw-refund': (w) => ({ reserveId: w.reserveId, amount: 100 }),
  '/v1/operator/show-user': () => ({ userId: randomUUID() }),
  '/v1/operator/suspend-user': () => ({ userId: randomUUID(), reason: 'マトリクスからの利用停止です。' }),
  '/v1/operator/unsuspend-user': () => ({ userId: randomUUID(), reason: 'マトリクスからの解除です。' }),
  '/v1/operator/approve-staff-action': () => ({ userId: randomUUID(), action: 'Suspend' }),
  '/v1/operator/reject-staff-action': () => ({ userId: randomUUID(), action: 'Suspend', reason: 'マトリクスからの却下です。' }),
  '/v1/operator/withdraw-staff-action': () => ({ userId: randomUUID(), action: 'Suspend' }),
  // The sandbox card processor (issue 33): a test card, and a client secret nobody has (404).
  '/v1/sandbox/create-payment-method': () => ({ number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' }),
  '/v1/sandbox/complete-challenge': () => ({ clientSecret: `pi_sbx_matrix_secret_${randomUUID()}`, outcome: 'succeed' }),
};

/** The endpoint's sample body for the world, `{}` where the input takes it; null when neither (the matrix then fails). */
export function sampleBody(endpoint: Endpoint, world: World): unknown {
  const row = rows[endpoint.path];
  if (row) return row(world);
  return endpoint.input.safeParse({}).success ? {} : null;
}

/**
 * The body with the field at `path` (`carId`, `photoIds`, `plans[].id`) set to `id`: a list field
 * gets `[id]`, a field inside a list is set on every element.
 */
export function withField(body: unknown, path: string, id: string): unknown {
  const [head, ...rest] = path.split('.');
  const record = { ...(body as Record<string, unknown>) };
  if (head!.endsWith('[]')) {
    const key = head!.slice(0, -2);
    const list = record[key];
    if (!Array.isArray(list) || list.length === 0) throw new Error(`the sample body has no element in ${key} to set ${path} on`);
    record[key] = list.map((element) => withField(element, rest.join('.'), id));
    return record;
  }
  if (rest.length > 0) {
    record[head!] = withField(record[head!] ?? {}, rest.join('.'), id);
    return record;
  }
  record[head!] = head!.endsWith('Ids') ? [id] : id;
  return record;
}

import { fileURLToPath } from 'node:url';
import { createCarReserve, showCarSalesByMonth, showSpotSalesByMonth, verifyCarReserve } from '@kurumatabi/contract';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/journey-guard';
import { newPage } from '../support/journey';
import { listCarThroughApi, listSpotThroughApi, operatorApi, registerLicensedGuest, registerUser } from '../support/api';
import { uniqueEmail } from '../support/emulator';
import { openLoginDialog, payWithTestCard, scrollIntoView, signInThroughDialog, userMenuButton } from '../support/ui';
import { screenshotAt } from '../support/screens';

const password = 'tabi-2026-pass';
const photo = fileURLToPath(new URL('../fixtures/license-front.jpg', import.meta.url));

/** A tag no other listing has, so the journey's own listing is easy to tell apart. */
const randomTag = () => `kt${Math.random().toString(36).slice(2, 8)}`;

/** A day `offset` days from today in Japan: as the calendar names it, as the URL writes it, and its year and month. */
function japanDay(offset: number): { name: RegExp; iso: string; year: number } {
  const now = new Date(Date.now() + 9 * 3600_000);
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offset));
  const [y, m, d] = [day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate()];
  return { name: new RegExp(`^${y}年${m}月${d}日`), iso: `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`, year: y };
}

const main = (page: Page) => page.getByRole('main');
const status = (page: Page) => main(page).getByTestId('reserve-status');

async function signIn(page: Page, email: string, name: string) {
  await page.goto('/');
  await openLoginDialog(page);
  await signInThroughDialog(page, email, password);
  await expect(userMenuButton(page, name)).toBeVisible();
}

/** Picks the first and the last day in the page's reserve calendar (today's month or the next). */
async function pickDays(page: Page, from: { name: RegExp }, to: { name: RegExp }) {
  const calendar = main(page).getByRole('group', { name: '予約カレンダー' });
  await calendar.getByRole('button', { name: from.name }).first().click();
  const end = calendar.getByRole('button', { name: to.name }).first();
  if ((await end.count()) === 0) await calendar.getByRole('button', { name: /^次の月/ }).click();
  await calendar.getByRole('button', { name: to.name }).first().click();
}

/**
 * The host records the handover or the return on its page: a car's odometer and fuel, one photo
 * (a private image, with its progress) and a note; back on the detail with the toast. With `mistyped`,
 * the host first sends that odometer figure: the API's refusal shows at the field (invalid, focused)
 * and stays there until the figure is corrected.
 */
async function recordHandover(
  page: Page,
  action: string,
  fields: { odometer?: string; mistyped?: { odometer: string; message: string }; fuel?: string; note: string },
  done: string,
) {
  await main(page).getByRole('link', { name: action }).click();
  await expect(page).toHaveURL(/\/reserves\/[0-9a-f-]{36}\/(rent|return)$/);
  const odometer = main(page).getByLabel('走行距離計（km）');
  if (fields.odometer) await odometer.fill(fields.mistyped?.odometer ?? fields.odometer);
  if (fields.fuel) {
    // The choices are pills: the label is what a finger taps (the radio itself is visually hidden).
    await main(page).getByRole('group', { name: '燃料の残り' }).getByText(fields.fuel, { exact: true }).click();
    await expect(main(page).getByRole('radio', { name: fields.fuel, exact: true })).toBeChecked();
  }
  await main(page).locator('input[type="file"]').setInputFiles(photo);
  await expect(main(page).getByRole('img', { name: '1枚目の写真' })).toBeVisible({ timeout: 20_000 });
  await main(page).getByLabel('メモ（任意）').fill(fields.note);
  if (fields.mistyped && fields.odometer) {
    await main(page).getByRole('button', { name: action }).click();
    await expect(odometer).toHaveAttribute('aria-invalid', 'true');
    await expect(odometer).toHaveAccessibleDescription(new RegExp(escapeRegExp(fields.mistyped.message)));
    await expect(odometer).toBeFocused();
    await expect(main(page).getByRole('alert').filter({ hasText: '入力内容を確認してください。' })).toBeVisible();
    await screenshotAt(page, 375, 'handover-odometer-refused');
    await screenshotAt(page, 1280, 'handover-odometer-refused');
    // Not a toast: the message is still at the field a while later, and only correcting the figure clears it.
    await page.waitForTimeout(3_500);
    await expect(odometer).toHaveAccessibleDescription(new RegExp(escapeRegExp(fields.mistyped.message)));
    await odometer.fill(fields.odometer);
    await expect(odometer).not.toHaveAttribute('aria-invalid', 'true');
    await expect(main(page).getByText(fields.mistyped.message)).toHaveCount(0);
  }
  await main(page).getByRole('button', { name: action }).click();
  await expect(page.getByText(done)).toBeVisible();
  await expect(page).toHaveURL(/\/reserves\/[0-9a-f-]{36}$/);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a guest reserves a car, the owner approves it, hands it over with a photo and takes it back, and the sale counts', async ({
  browser,
  journeyGuard,
}) => {
  journeyGuard.allow({
    status: 422,
    path: '/v1/reserve-car-to-returned',
    reason: 'a return odometer below the check-in’s is refused, at the field',
  });
  // Three people, two uploads and six screens in two browsers, with screenshots: more than the usual minute.
  test.setTimeout(150_000);
  const tag = randomTag();
  const title = `E2E 予約できるハイエース ${tag}`;
  const [ownerName, guestName] = ['貸出 一郎', '予約 花子'];
  const [ownerEmail, guestEmail] = [uniqueEmail('reserve-owner'), uniqueEmail('reserve-guest')];
  const prices = { pricePerDay: 12800, insurancePricePerDay: 1500, cleaningFee: 3000, childSeatPerDay: 500 };
  // Today and tomorrow (a same-day booking, so the owner may hand it over today): 2 days, one child seat.
  const [from, to] = [japanDay(0), japanDay(1)];
  const total = 2 * prices.pricePerDay + 2 * prices.insurancePricePerDay + 2 * prices.childSeatPerDay + prices.cleaningFee;
  // The terms' split (利用規約 第12条): the fee, a fifth, is taken from the price without insurance; the owner is paid the rest of it.
  const feeBase = total - 2 * prices.insurancePricePerDay;
  const fee = Math.floor(feeBase / 5);
  const yen = (n: number) => `¥${n.toLocaleString('en-US')}`;

  // Arranged through the API: listing a car (listing.spec) and the licence's verification (driver-license.spec) are other journeys.
  const operator = await operatorApi();
  const ownerApi = await registerUser(ownerEmail, password, ownerName);
  const carId = await listCarThroughApi(ownerApi, title, prices, operator);
  await registerLicensedGuest(guestEmail, password, guestName, operator);

  // ── The guest: the car's page → today and tomorrow in its calendar → 予約へ進む carries them.
  const guest = await newPage(browser);
  await signIn(guest, guestEmail, guestName);
  await guest.goto(`/car/${carId}`);
  await expect(guest.getByRole('heading', { level: 1 })).toHaveText(title);
  // The calendar sits below the fold: its code and its days arrive as the reader scrolls to it (ADR 0030).
  await scrollIntoView(main(guest).getByRole('heading', { level: 2, name: '空き状況' }));
  await pickDays(guest, from, to);
  const reserveLink = guest.getByRole('complementary').getByRole('link', { name: '予約へ進む' });
  await expect(reserveLink).toHaveAttribute('href', `/car/${carId}/reserve?from=${from.iso}&to=${to.iso}`);
  await reserveLink.click();

  // The reserve page: the days already chosen, an option, the insurance, the live quote, the policy's tiers.
  await expect(guest).toHaveURL(new RegExp(`/car/${carId}/reserve\\?from=${from.iso}&to=${to.iso}$`));
  await expect(guest.getByRole('heading', { level: 1, name: 'クルマを予約する' })).toBeVisible();
  await main(guest)
    .getByRole('combobox', { name: /の数量$/ })
    .first()
    .selectOption('1');
  await expect(main(guest)).toContainText('1日あたり ¥1,500 の補償料');
  await expect(main(guest).getByTestId('quote-total')).toHaveText(yen(total));
  await screenshotAt(guest, 375, 'reserve-car');
  await screenshotAt(guest, 1280, 'reserve-car');

  // The card (a Stripe test card in the sandbox's form, issue 33): held at the request, charged at the approval.
  await payWithTestCard(main(guest));
  // Without the agreement it does not go on; with it, the confirmation.
  await main(guest).getByRole('button', { name: '確認へ進む' }).click();
  await expect(main(guest).getByText('シェア契約書への同意が必要です。')).toBeVisible();
  await main(guest).getByRole('checkbox', { name: 'シェア契約書に同意します' }).check();
  await main(guest).getByRole('button', { name: '確認へ進む' }).click();
  await expect(main(guest).getByRole('heading', { name: '予約内容の確認' })).toBeVisible();
  await expect(main(guest)).toContainText('クレジットカード');
  await expect(main(guest)).toContainText('利用開始日の7〜3日前');
  await expect(main(guest).getByTestId('quote-total')).toHaveText(yen(total));
  await main(guest).getByRole('button', { name: '予約をリクエストする' }).click();

  // The new reservation's detail: waiting for the owner, with its price and history.
  await expect(guest.getByText('予約リクエストを送信しました。ホストの承認をお待ちください。')).toBeVisible();
  await expect(guest).toHaveURL(/\/reserves\/[0-9a-f-]{36}$/);
  const reservePath = new URL(guest.url()).pathname;
  await expect(status(guest)).toHaveText('承認待ち');
  await expect(main(guest)).toContainText('承認期限');
  await expect(main(guest)).toContainText(ownerName);
  await expect(main(guest).getByTestId('quote-total')).toHaveText(yen(total));
  await expect(main(guest).getByRole('button', { name: 'リクエストを取り消す' })).toBeVisible();
  await expect(main(guest).getByRole('button', { name: '承認する' })).toHaveCount(0);

  // マイページ › 予約一覧 lists it under 今後の予約.
  await guest.goto('/mypage/reserves');
  const card = main(guest).getByRole('article', { name: title });
  await expect(card).toContainText('承認待ち');
  await expect(card).toContainText(yen(total));

  // ── The owner: the request → 承認する.
  const owner = await newPage(browser);
  await signIn(owner, ownerEmail, ownerName);
  await owner.goto(reservePath);
  await expect(status(owner)).toHaveText('承認待ち');
  await expect(main(owner)).toContainText(guestName);
  const splitRow = (label: string) => main(owner).getByText(label, { exact: true }).locator('xpath=following-sibling::dd');
  await expect(splitRow('手数料の対象（補償料を除く）')).toHaveText(yen(feeBase));
  await expect(splitRow('販売手数料（20%）')).toHaveText(yen(fee));
  await expect(splitRow('ホストの受取額')).toHaveText(yen(feeBase - fee));
  await screenshotAt(owner, 375, 'reserve-detail-host');
  await main(owner).getByRole('button', { name: '承認する' }).click();
  await expect(owner.getByText('予約を承認しました。')).toBeVisible();
  await expect(status(owner)).toHaveText('予約確定');

  // ── The guest sees 予約確定; cancelling would now cost the policy's fee (on the day: 100 %), said before confirming.
  await guest.goto(reservePath);
  await expect(status(guest)).toHaveText('予約確定');
  await main(guest).getByRole('button', { name: 'キャンセルする' }).click();
  const cancel = guest.getByRole('dialog', { name: '予約のキャンセル' });
  await expect(cancel.getByTestId('cancel-fee')).toContainText(yen(total));
  await cancel.getByRole('button', { name: 'やめる' }).click();
  await expect(cancel).toBeHidden();
  await screenshotAt(guest, 375, 'reserve-detail');
  await screenshotAt(guest, 1280, 'reserve-detail');

  // ── The owner hands the car over (odometer, fuel, a photo) and takes it back.
  await owner.reload();
  await recordHandover(
    owner,
    '貸出を記録する',
    { odometer: '12345', fuel: '満タン', note: '外装に傷なし' },
    '貸出を記録しました。ご利用中になりました。',
  );
  await expect(status(owner)).toHaveText('利用中');
  await recordHandover(
    owner,
    '返却を記録する',
    {
      odometer: '12,480',
      // A figure below the check-in's 12,345 km: refused at the field, then corrected.
      mistyped: {
        odometer: '1248',
        message: '返却時の走行距離（1,248 km）が貸出時の走行距離（12,345 km）より小さくなっています。走行距離計の値を確認してください。',
      },
      fuel: '3/4',
      note: '車内清掃済み',
    },
    '返却を記録しました。ご利用ありがとうございました。',
  );
  await expect(status(owner)).toHaveText('返却済み');
  await expect(main(owner)).toContainText('12,480 km');
  await expect(main(owner).getByRole('list', { name: '写真' })).toHaveCount(2);

  // The guest reads the same records; nothing is left to do but report a problem: a defect, with a photo.
  await guest.reload();
  await expect(status(guest)).toHaveText('返却済み');
  await expect(main(guest)).toContainText('12,345 km');
  await expect(main(guest).getByRole('button', { name: 'キャンセルする' })).toHaveCount(0);
  await main(guest).getByRole('button', { name: '事故・不具合を報告する' }).click();
  const report = guest.getByRole('dialog', { name: '事故・不具合の報告' });
  await report.getByRole('button', { name: '報告する' }).click();
  await expect(report).toContainText('場所を入力してください。');
  await report.getByText('不具合', { exact: true }).click();
  await report.getByLabel('場所', { exact: true }).fill('長野県松本市 駐車場');
  await report.getByLabel('内容', { exact: true }).fill('返却前にFFヒーターが点かなくなりました。');
  await report.locator('input[type="file"]').setInputFiles(photo);
  await expect(report.getByRole('img', { name: '1枚目の写真' })).toBeVisible({ timeout: 20_000 });
  await report.getByRole('button', { name: '報告する' }).click();
  await expect(guest.getByText('報告を送信しました。')).toBeVisible();
  await expect(report).toBeHidden();
  await expect(main(guest)).toContainText('返却前にFFヒーターが点かなくなりました。');

  // The owner reads it too, with its photo.
  await owner.reload();
  await expect(main(owner)).toContainText('ゲストが');
  await expect(main(owner)).toContainText('長野県松本市 駐車場');
  await expect(main(owner).getByRole('list', { name: '写真' })).toHaveCount(3);

  // The owner's sales of this year count it: 車両の売上 (the owners' own journey is host-reserves.spec) and the API's figures.
  await owner.goto('/mypage/cars/sales');
  await expect(main(owner)).toContainText(`1 件 ・ 売上 ${yen(feeBase)} ・ 手数料 ${yen(fee)}`);
  const sales = await ownerApi(showCarSalesByMonth, { year: japanDay(0).year });
  expect(sales.byCar.find((row) => row.carId === carId)).toMatchObject({ count: 1, gross: feeBase, fee, net: feeBase - fee });
  await guest.context().close();
  await owner.context().close();
});

test('a guest reserves a night on a spot plan, the provider approves it, checks the group in with a photo and out, and the sale counts', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const tag = randomTag();
  const title = `E2E 湖畔のRVパーク ${tag}`;
  const planName = 'オートサイト（電源付き）';
  const [providerName, guestName] = ['施設 三郎', '宿泊 桜'];
  const [providerEmail, guestEmail] = [uniqueEmail('reserve-provider'), uniqueEmail('reserve-spot-guest')];
  const [from, to] = [japanDay(0), japanDay(1)];
  const pricePerNight = 4500;

  const providerApi = await registerUser(providerEmail, password, providerName);
  const spotId = await listSpotThroughApi(providerApi, title, { name: planName, pricePerNight, maxPeople: 4, capacityPerDay: 3 });
  // A spot needs no driving licence.
  await registerUser(guestEmail, password, guestName);

  // ── The guest: the spot's reserve page (the only plan is chosen), 3 people, tonight.
  const guest = await newPage(browser);
  await signIn(guest, guestEmail, guestName);
  await guest.goto(`/spot/${spotId}/reserve`);
  await expect(guest.getByRole('heading', { level: 1, name: 'スポットを予約する' })).toBeVisible();
  await expect(main(guest).getByRole('radio', { name: new RegExp(planName) })).toBeChecked();
  await main(guest).getByLabel('人数', { exact: true }).selectOption('3');
  await pickDays(guest, from, to);
  await expect(main(guest).getByTestId('quote-total')).toHaveText(`¥${pricePerNight.toLocaleString('en-US')}`);
  await screenshotAt(guest, 375, 'reserve-spot');
  await payWithTestCard(main(guest));
  await main(guest).getByRole('checkbox', { name: 'シェア契約書に同意します' }).check();
  await main(guest).getByRole('button', { name: '確認へ進む' }).click();
  await expect(main(guest)).toContainText('1泊2日');
  await expect(main(guest)).toContainText('3人');
  await main(guest).getByRole('button', { name: '予約をリクエストする' }).click();
  await expect(guest).toHaveURL(/\/reserves\/[0-9a-f-]{36}$/);
  const reservePath = new URL(guest.url()).pathname;
  await expect(status(guest)).toHaveText('承認待ち');
  await expect(main(guest)).toContainText(planName);

  // ── The provider approves, checks the group in with a photo, and out.
  const provider = await newPage(browser);
  await signIn(provider, providerEmail, providerName);
  await provider.goto(reservePath);
  await main(provider).getByRole('button', { name: '承認する' }).click();
  await expect(status(provider)).toHaveText('予約確定');
  await guest.reload();
  await expect(status(guest)).toHaveText('予約確定');
  await recordHandover(provider, 'チェックインを記録する', { note: '区画B-3をご案内' }, 'チェックインを記録しました。');
  await expect(status(provider)).toHaveText('利用中');
  await recordHandover(provider, 'チェックアウトを記録する', { note: 'ゴミの持ち帰りを確認' }, 'チェックアウトを記録しました。');
  await expect(status(provider)).toHaveText('返却済み');
  await screenshotAt(provider, 1280, 'reserve-detail-host');

  await provider.goto('/mypage/spots/sales');
  await expect(main(provider)).toContainText(`1 件 ・ 売上 ¥${pricePerNight.toLocaleString('en-US')}`);
  const sales = await providerApi(showSpotSalesByMonth, { year: japanDay(0).year });
  expect(sales.bySpot.find((row) => row.spotId === spotId)).toMatchObject({ count: 1, gross: pricePerNight });
  await guest.context().close();
  await provider.context().close();
});

test('taken days are refused in place, and a guest without a verified licence is sent to register it', async ({
  browser,
  journeyGuard,
}) => {
  test.setTimeout(90_000);
  journeyGuard.allow(
    { status: 409, path: '/v1/verify-car-reserve', reason: 'the held days, brought in the address, are taken' },
    { status: 422, path: '/v1/create-car-reserve', reason: 'the guest has no verified licence' },
    { status: 404, path: '/v1/show-reserve', reason: 'someone else’s reservation is not found' },
  );
  const tag = randomTag();
  const title = `E2E 人気のハイエース ${tag}`;
  const guestName = '免許 未登録';
  const guestEmail = uniqueEmail('reserve-nolicence');
  const prices = { pricePerDay: 9800, insurancePricePerDay: 0, cleaningFee: 0, childSeatPerDay: 500 };
  const [takenFrom, takenTo, freeFrom, freeTo] = [japanDay(3), japanDay(4), japanDay(6), japanDay(7)];

  // Arranged: a listed car whose days 3–4 from now another guest already holds (a request holds its days).
  const operator = await operatorApi();
  const ownerApi = await registerUser(uniqueEmail('reserve-owner'), password, '人気 オーナー');
  const carId = await listCarThroughApi(ownerApi, title, prices, operator);
  const otherApi = await registerLicensedGuest(uniqueEmail('reserve-first'), password, '先約 太郎', operator);
  const held = { carId, startDate: takenFrom.iso, endDate: takenTo.iso, options: [] };
  const quote = await otherApi(verifyCarReserve, held);
  const heldReserve = await otherApi(
    createCarReserve,
    { ...held, paymentMethod: 'CreditCard', paymentToken: 'pm_card_visa', quotedTotal: quote.total, agreeToShareContract: true },
    { headers: { 'Idempotency-Key': `e2e-${tag}` } },
  );
  await registerUser(guestEmail, password, guestName);

  // The held days, brought in the address: the form drops them once its calendar shows them taken (ADR 0035), so
  // the guest picks free days instead of meeting a refusal.
  const guest = await newPage(browser);
  await signIn(guest, guestEmail, guestName);
  await guest.goto(`/car/${carId}/reserve?from=${takenFrom.iso}&to=${takenTo.iso}`);
  await expect(guest).not.toHaveURL(/from=/);
  await expect(main(guest)).toContainText('貸出日を選んでください');
  await expect(main(guest).getByTestId('quote-total')).toHaveCount(0);

  // Free days: the quote, the agreement, the request — refused for want of a verified licence, with the way to register it.
  await pickDays(guest, freeFrom, freeTo);
  await expect(main(guest).getByTestId('quote-total')).toHaveText('¥19,600');
  await payWithTestCard(main(guest));
  await main(guest).getByRole('checkbox', { name: 'シェア契約書に同意します' }).check();
  await main(guest).getByRole('button', { name: '確認へ進む' }).click();
  await main(guest).getByRole('button', { name: '予約をリクエストする' }).click();
  const alert = main(guest).getByRole('alert').filter({ hasText: '運転免許証の確認が必要です' });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('link', { name: '運転免許証を登録する' })).toHaveAttribute('href', '/mypage/driving-license');
  await expect(guest).toHaveURL(new RegExp(`/car/${carId}/reserve`));

  // Someone else's reservation is not found for this guest (its existence is not told).
  await guest.goto(`/reserves/${heldReserve.id}`);
  await expect(guest.getByText('ページが存在しません')).toBeVisible();
  await expect(main(guest)).not.toContainText(title);
  await guest.context().close();
});

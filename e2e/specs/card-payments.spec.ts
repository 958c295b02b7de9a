import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/journey-guard';
import { japanDay, signInAs } from '../support/journey';
import { listCarThroughApi, operatorApi, registerLicensedGuest, registerUser } from '../support/api';
import { uniqueEmail } from '../support/emulator';
import { cardField, desktop, newPageAt, phone, requestWithCard, testCards, yen } from '../support/card-payments';
import { screenshotAt } from '../support/screens';

/**
 * A guest's card from the reserve page to the money on the reservation (issue 33), in the sandbox's card form with
 * Stripe's test numbers: a 3-D Secure challenge passed and failed, declined cards and another that works, the charge
 * at the host's approval, and a refund at the cancellation policy's 30 % tier exactly as the preview said.
 * The guest is on a phone; the host approves at a desk.
 */

const password = 'tabi-2026-pass';
const prices = { pricePerDay: 12800, insurancePricePerDay: 1500, cleaningFee: 3000, childSeatPerDay: 500 };
/** Two days, no option: the days' price and insurance, and the cleaning once. */
const total = 2 * prices.pricePerDay + 2 * prices.insurancePricePerDay + prices.cleaningFee;
const guestName = 'カード 花子';
const ownerName = '決済 一郎';

const randomTag = () => `kt${Math.random().toString(36).slice(2, 8)}`;
const main = (page: Page) => page.getByRole('main');
const paymentStatus = (page: Page) => main(page).getByTestId('payment-panel').getByTestId('payment-status');
/** A row of the payment panel's facts by its label (決済額, 返金額, …). */
const paymentRow = (page: Page, label: string) =>
  main(page).getByTestId('payment-panel').getByText(label, { exact: true }).locator('xpath=following-sibling::dd');

/** A car of its own, listed and verified, and a licensed guest signed in on a phone at its reserve page for [from, to]. */
async function arrange(browser: Parameters<typeof newPageAt>[0], from: string, to: string) {
  const tag = randomTag();
  const title = `E2E カード決済のハイエース ${tag}`;
  const ownerEmail = uniqueEmail('card-owner');
  const guestEmail = uniqueEmail('card-guest');
  const operator = await operatorApi();
  const carId = await listCarThroughApi(await registerUser(ownerEmail, password, ownerName), title, prices, operator);
  await registerLicensedGuest(guestEmail, password, guestName, operator);
  const guest = await newPageAt(browser, phone);
  await signInAs(guest, guestEmail, guestName, password);
  const reservePath = `/car/${carId}/reserve?from=${from}&to=${to}`;
  await openReservePage(guest, reservePath);
  return { title, ownerEmail, guest, reservePath };
}

async function openReservePage(guest: Page, path: string) {
  await guest.goto(path);
  await expect(guest.getByRole('heading', { level: 1, name: 'クルマを予約する' })).toBeVisible();
  await expect(main(guest).getByTestId('quote-total')).toHaveText(yen(total));
}

/** The request was sent: the reservation's page, waiting for the host, with the total held on `last4`'s card. */
async function expectHeldRequest(guest: Page, last4: string) {
  await expect(guest.getByText('予約リクエストを送信しました。ホストの承認をお待ちください。')).toBeVisible();
  await expect(guest).toHaveURL(/\/reserves\/[0-9a-f-]{36}$/);
  await expect(main(guest).getByTestId('reserve-status')).toHaveText('承認待ち');
  await expect(paymentStatus(guest)).toHaveText('カード与信済み（未請求）');
  await expect(paymentRow(guest, 'カード')).toHaveText(`VISA •••• ${last4}`);
  await expect(paymentRow(guest, '与信（仮押さえ）額')).toHaveText(yen(total));
}

/** The guest's 今後の予約: the reservations still on (a cancelled or refused request is not among them). */
async function upcomingReserves(guest: Page, title: string): Promise<Locator> {
  await guest.goto('/mypage/reserves');
  await expect(main(guest).getByRole('article').or(main(guest).getByText('今後の予約はありません'))).not.toHaveCount(0);
  return main(guest).getByRole('article', { name: title });
}

test('a card that asks for 3-D Secure: a failed challenge reserves nothing and says so; the passed one sends the request with the card held', async ({
  browser,
  journeyGuard,
}) => {
  journeyGuard.allow({ status: 402, path: '/v1/confirm-reserve-payment', reason: 'the guest fails the 3-D Secure challenge' });
  test.setTimeout(120_000);
  const [from, to] = [japanDay(12), japanDay(13)];
  const { title, guest, reservePath } = await arrange(browser, from, to);

  // The payment step: the sandbox's card form with its test numbers.
  await expect(cardField(main(guest)).getByRole('group', { name: 'カード情報' })).toBeVisible();
  await screenshotAt(guest, 375, 'card-payment-step');
  await screenshotAt(guest, 1280, 'card-payment-step');

  // The card asks for 3-D Secure: the challenge comes before the guest leaves the page; the guest fails it.
  await requestWithCard(main(guest), testCards.threeDSecure);
  const challenge = guest.getByRole('dialog', { name: '3Dセキュア認証（テスト）' });
  await expect(challenge).toBeVisible();
  await expect(challenge.getByRole('button', { name: '認証する' })).toBeFocused();
  await screenshotAt(guest, 375, 'card-challenge-dialog', false);
  await screenshotAt(guest, 1280, 'card-challenge-dialog', false);
  await challenge.getByRole('button', { name: '失敗させる' }).click();
  await expect(challenge).toBeHidden();

  // Back at the dates, in Japanese: the request was cancelled and why, with what to do; the card must be given again.
  const alert = main(guest)
    .getByRole('alert')
    .filter({ hasText: '本人認証（3Dセキュア）が完了しなかったため、リクエストは取り消されました。' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('本人認証（3Dセキュア）が完了しませんでした。もう一度お試しいただくか、別のカードをお試しください。');
  await expect(guest).toHaveURL(/\/car\/[0-9a-f-]{36}\/reserve/);
  await expect(cardField(main(guest)).getByRole('textbox', { name: 'カード番号' })).toBeVisible();
  await screenshotAt(guest, 375, 'card-challenge-failed');

  // Nothing reserved: no upcoming reservation, and the same days can be asked for again.
  const none = await upcomingReserves(guest, title);
  await expect(none).toHaveCount(0);
  await expect(main(guest)).toContainText('今後の予約はありません');

  // The same days, the same card, the challenge passed: the request is sent and the card holds the total.
  await openReservePage(guest, reservePath);
  await requestWithCard(main(guest), testCards.threeDSecure);
  await expect(challenge).toBeVisible();
  await challenge.getByRole('button', { name: '認証する' }).click();
  await expectHeldRequest(guest, '3184');
  const listed = await upcomingReserves(guest, title);
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText('承認待ち');
  await guest.context().close();
});

test('declined cards (insufficient funds, then expired) reserve nothing and say what to do; another card then succeeds', async ({
  browser,
  journeyGuard,
}) => {
  journeyGuard.allow({ status: 402, path: '/v1/create-car-reserve', reason: 'the guest’s test cards are declined on purpose' });
  test.setTimeout(120_000);
  const [from, to] = [japanDay(20), japanDay(21)];
  const { title, guest } = await arrange(browser, from, to);
  const card = cardField(main(guest));
  const refusal = card.getByRole('alert');

  // Insufficient funds: back at the card, its reason focused; the card form is offered again, the dates and agreement kept.
  await requestWithCard(main(guest), testCards.insufficientFunds);
  await expect(refusal).toHaveText('カードのご利用可能額が不足しています。別のカードをお試しください。');
  await expect(refusal).toBeFocused();
  await expect(main(guest).getByTestId('quote-total')).toHaveText(yen(total));
  await expect(main(guest).getByRole('checkbox', { name: 'シェア契約書に同意します' })).toBeChecked();
  await expect(card.getByRole('textbox', { name: 'カード番号' })).toHaveValue('');
  await screenshotAt(guest, 375, 'card-declined');
  await screenshotAt(guest, 1280, 'card-declined');

  // An expired card: its own reason.
  await requestWithCard(main(guest), testCards.expired);
  await expect(refusal).toHaveText('カードの有効期限が切れています。別のカードをお試しください。');

  // Another card works: the request is sent with it, and it is the guest's only reservation.
  await requestWithCard(main(guest), testCards.visa);
  await expectHeldRequest(guest, '4242');
  const listed = await upcomingReserves(guest, title);
  await expect(listed).toHaveCount(1);
  await guest.context().close();
});

test('the host approves and the card is charged (決済済み); the guest cancels at the 30 % tier and is refunded exactly what the preview said', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  // Five days ahead: the policy's 7〜3日前 tier (30 %), whatever the hour in Japan.
  const [from, to] = [japanDay(5), japanDay(6)];
  const fee = Math.floor((total * 30) / 100);
  const refund = total - fee;
  const { ownerEmail, guest } = await arrange(browser, from, to);
  await requestWithCard(main(guest), testCards.visa);
  await expectHeldRequest(guest, '4242');
  const reservePath = new URL(guest.url()).pathname;

  // ── The host, at a desk: the request → 承認する; the card is charged.
  const owner = await newPageAt(browser, desktop);
  await signInAs(owner, ownerEmail, ownerName, password);
  await owner.goto(reservePath);
  await expect(paymentStatus(owner)).toHaveText('カード与信済み（未請求）');
  await main(owner).getByRole('button', { name: '承認する' }).click();
  await expect(owner.getByText('予約を承認しました。')).toBeVisible();
  await expect(main(owner).getByTestId('reserve-status')).toHaveText('予約確定');
  await expect(paymentStatus(owner)).toHaveText('決済済み');
  await owner.context().close();

  // ── The guest's reservation: charged.
  await guest.reload();
  await expect(main(guest).getByTestId('reserve-status')).toHaveText('予約確定');
  await expect(paymentStatus(guest)).toHaveText('決済済み');
  await expect(paymentRow(guest, '決済額')).toHaveText(yen(total));
  await screenshotAt(guest, 375, 'card-payment-captured');
  await screenshotAt(guest, 1280, 'card-payment-captured');

  // Cancelling five days ahead: the preview says the fee (30 %) and what goes back to the card.
  await main(guest).getByRole('button', { name: 'キャンセルする' }).click();
  const cancel = guest.getByRole('dialog', { name: '予約のキャンセル' });
  await expect(cancel.getByTestId('cancel-fee')).toContainText(`${yen(fee)}（利用開始日の7〜3日前: 合計金額の30%）`);
  await expect(cancel.getByTestId('cancel-refund')).toHaveText(`カードへの返金額${yen(refund)}`);
  await screenshotAt(guest, 375, 'card-cancel-preview', false);
  await screenshotAt(guest, 1280, 'card-cancel-preview', false);
  await cancel.getByRole('button', { name: 'キャンセルを確定する' }).click();
  await expect(guest.getByText('予約をキャンセルしました。')).toBeVisible();
  await expect(cancel).toBeHidden();
  await expect(main(guest).getByTestId('reserve-status')).toHaveText('キャンセル');

  // The processor settles the refund after the cancellation's commit (or the money sweep, each minute): the page,
  // read again, shows it once done — the amount the preview said.
  await expect(async () => {
    await guest.reload();
    await expect(paymentStatus(guest)).toHaveText('一部返金済み', { timeout: 2_000 });
  }).toPass({ timeout: 75_000, intervals: [1_000, 2_000, 5_000] });
  await expect(paymentRow(guest, '返金額')).toHaveText(yen(refund));
  await expect(paymentRow(guest, '決済額')).toHaveText(yen(total));
  await expect(main(guest).getByTestId('payment-panel')).not.toContainText('返金手続き中');
  await screenshotAt(guest, 375, 'card-refunded');
  await screenshotAt(guest, 1280, 'card-refunded');
  await guest.context().close();
});

import { mkdirSync } from 'node:fs';
import { type Locator, type Page } from '@playwright/test';
import { approveReserveRequest, showReserve } from '@kurumatabi/contract';
import { expect, test } from '../support/journey-guard';
import { listCarThroughApi, operatorApi, registerLicensedGuest, registerUser } from '../support/api';
import { desktop, newPageAt, yen } from '../support/card-payments';
import { uniqueEmail } from '../support/emulator';
import { japanDay, requestCar, signInAs } from '../support/journey';
import { screensDir } from '../support/screens';
import { submitTestCard } from '../support/ui';

/**
 * A change of a booked trip (issue 36 item 4, ADR 0059) through both sides' reservation pages: the guest asks for one
 * more night and the host accepts it; the host proposes one more night and the guest accepts it, paying by card.
 */

const password = 'tabi-2026-pass';
const prices = { pricePerDay: 12_000, insurancePricePerDay: 1_500, cleaningFee: 3_000, childSeatPerDay: 500 };
const perDay = prices.pricePerDay + prices.insurancePricePerDay;
const guestPhone = { width: 375, height: 812 };
const randomTag = () => `kt${Math.random().toString(36).slice(2, 8)}`;

const main = (page: Page) => page.getByRole('main');
const changePanel = (page: Page) => main(page).getByRole('region', { name: '日程の変更' });

/** `2027年1月5日(火)`, as the reservation page writes a day (Japan time). */
function dayLabel(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  return `${date.getUTCFullYear()}年${date.getUTCMonth() + 1}月${date.getUTCDate()}日(${'日月火水木金土'[date.getUTCDay()]})`;
}

/** The change panel drawn at a phone's and a desktop's width, for people to look at. */
async function panelShots(page: Page, panel: Locator, name: string) {
  await expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 8_000 });
  mkdirSync(screensDir, { recursive: true });
  const previous = page.viewportSize();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width < 640 ? 812 : 900 });
    // Drawn from the top of the page (the sticky header stays there, not over the panel), cut to the panel.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    const box = await panel.boundingBox();
    if (!box) throw new Error('the change panel is not on the page');
    await page.screenshot({ path: `${screensDir}/reserve-change-${name}-${width}.png`, fullPage: true, clip: box });
  }
  if (previous) await page.setViewportSize(previous);
}

/** A host with a listed car and a licensed guest whose two-day trip in `from` days is approved: each journey its own. */
async function bookedTrip(from: number) {
  const tag = randomTag();
  const operator = await operatorApi();
  const host = { name: `貸主 ${tag}`, email: uniqueEmail('change-host') };
  const hostApi = await registerUser(host.email, password, host.name);
  const carId = await listCarThroughApi(hostApi, `E2E 日程変更号 ${tag}`, prices, operator);
  const guest = { name: `借主 ${tag}`, email: uniqueEmail('change-guest') };
  const guestApi = await registerLicensedGuest(guest.email, password, guest.name, operator);
  const reserve = await requestCar(guestApi, carId, japanDay(from), japanDay(from + 1));
  await hostApi(approveReserveRequest, { reserveId: reserve.id });
  return { host, hostApi, guest, guestApi, reserve };
}

async function openTrip(page: Page, who: { email: string; name: string }, reserveId: string) {
  await signInAs(page, who.email, who.name, password);
  await page.goto(`/reserves/${reserveId}`);
  await expect(changePanel(page)).toBeVisible();
}

/** Both sides' pages show the trip's new end day and total. */
async function seesNewTrip(page: Page, endDate: string, total: number) {
  await page.reload();
  await expect(main(page)).toContainText(dayLabel(endDate));
  await expect(main(page)).toContainText(yen(total));
}

test('the guest asks for one more night, sees the difference, and the host accepts it: both pages show the new dates', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { host, guest, guestApi, reserve } = await bookedTrip(20);
  const newEnd = japanDay(22);

  const guestPage = await newPageAt(browser, guestPhone);
  await openTrip(guestPage, guest, reserve.id);
  const asking = changePanel(guestPage);
  await asking.getByRole('button', { name: '日程を変更する' }).click();
  await asking.getByLabel('新しい終了日').fill(newEnd);
  await asking.getByRole('button', { name: '差額を確認する' }).click();
  await expect(asking).toContainText(`差額 ${yen(perDay)} のお支払い`);
  await expect(asking).toContainText(`変更後の合計 ${yen(reserve.total + perDay)}`);
  await panelShots(guestPage, asking, 'guest-request');
  // The increase is held on the guest's card with the request.
  await submitTestCard(asking);
  await expect(guestPage.getByText('変更リクエストを送りました。ホストの回答をお待ちください。')).toBeVisible();
  await expect(asking).toContainText('ホストの回答待ちです');

  const hostPage = await newPageAt(browser, desktop);
  await openTrip(hostPage, host, reserve.id);
  const answering = changePanel(hostPage);
  await expect(answering).toContainText('ゲストから日程の変更リクエストが届いています');
  await expect(answering).toContainText(`差額 ${yen(perDay)} のお支払い`);
  await panelShots(hostPage, answering, 'host-answer');
  await answering.getByRole('button', { name: '承認する' }).click();
  await expect(hostPage.getByText('変更を承認しました。')).toBeVisible();
  await expect(answering).toContainText('ゲストのリクエスト・変更済み');

  await seesNewTrip(hostPage, newEnd, reserve.total + perDay);
  await seesNewTrip(guestPage, newEnd, reserve.total + perDay);
  expect(await guestApi(showReserve, { reserveId: reserve.id })).toMatchObject({ endDate: newEnd, total: reserve.total + perDay });
  await guestPage.context().close();
  await hostPage.context().close();
});

test('the host proposes one more night with a message, and the guest accepts it paying the difference by card', async ({ browser }) => {
  test.setTimeout(180_000);
  const { host, guest, guestApi, reserve } = await bookedTrip(30);
  const newEnd = japanDay(32);

  const hostPage = await newPageAt(browser, desktop);
  await openTrip(hostPage, host, reserve.id);
  const proposing = changePanel(hostPage);
  await proposing.getByRole('button', { name: '変更を提案する' }).click();
  await proposing.getByLabel('新しい終了日').fill(newEnd);
  await proposing.getByRole('button', { name: '差額を確認する' }).click();
  await expect(proposing).toContainText(`差額 ${yen(perDay)} のお支払い`);
  await proposing.getByLabel('ゲストへのメッセージ（任意）').fill('翌日も空いています。もう1泊いかがですか。');
  await panelShots(hostPage, proposing, 'host-propose');
  await proposing.getByRole('button', { name: 'この内容で変更を提案する' }).click();
  await expect(hostPage.getByText('変更の提案を送りました。ゲストの回答をお待ちください。')).toBeVisible();
  await expect(proposing).toContainText('ゲストの回答待ちです');

  const guestPage = await newPageAt(browser, guestPhone);
  await openTrip(guestPage, guest, reserve.id);
  const answering = changePanel(guestPage);
  await expect(answering).toContainText('ホストから日程の変更の提案が届いています');
  await expect(answering).toContainText('メッセージ: 翌日も空いています。もう1泊いかがですか。');
  await expect(answering).toContainText(`差額 ${yen(perDay)} のお支払い`);
  await panelShots(guestPage, answering, 'guest-answer');
  await answering.getByRole('button', { name: '承認する' }).click();
  await expect(answering).toContainText('承認すると、差額をこのカードでお支払いいただきます。');
  await submitTestCard(answering);
  await expect(guestPage.getByText('変更を承認しました。')).toBeVisible();
  await expect(answering).toContainText('ホストの提案・変更済み');

  await seesNewTrip(guestPage, newEnd, reserve.total + perDay);
  await seesNewTrip(hostPage, newEnd, reserve.total + perDay);
  expect(await guestApi(showReserve, { reserveId: reserve.id })).toMatchObject({ endDate: newEnd, total: reserve.total + perDay });
  await guestPage.context().close();
  await hostPage.context().close();
});

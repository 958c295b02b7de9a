import { type Page } from '@playwright/test';
import { approveReserveRequest, reserveCarToRenting, reserveCarToReturned } from '@kurumatabi/contract';
import { expect, test } from '../support/journey-guard';
import { demoAccounts, listCarThroughApi, operatorApi, registerLicensedGuest, registerUser } from '../support/api';
import { uniqueEmail } from '../support/emulator';
import { japanDay, newPage, requestCar, screenshotsAfterToasts, signInAs } from '../support/journey';

/** The console's money (ADR 0041): staff find a charged payment, refund part of it with a reason, and the books stay sound. */

const password = 'tabi-2026-pass';
const prices = { pricePerDay: 12_000, insurancePricePerDay: 1_500, cleaningFee: 3_000, childSeatPerDay: 500 };
const main = (page: Page) => page.getByRole('main');
const randomTag = () => `kt${Math.random().toString(36).slice(2, 8)}`;

test('an operator finds a captured payment, refunds part of it with a reason, and the ledger report is OK', async ({ browser }) => {
  test.setTimeout(180_000);
  const tag = randomTag();
  const operator = await operatorApi();
  const ownerApi = await registerUser(uniqueEmail('money-owner'), password, `貸主 ${tag}`);
  const carTitle = `E2E 返金 ハイエース ${tag}`;
  const carId = await listCarThroughApi(ownerApi, carTitle, prices, operator);
  const guest = { name: `借主 ${tag}`, email: uniqueEmail('money-guest') };
  const guestApi = await registerLicensedGuest(guest.email, password, guest.name, operator);
  const request = await requestCar(guestApi, carId, japanDay(0), japanDay(0));
  await ownerApi(approveReserveRequest, { reserveId: request.id });
  await ownerApi(reserveCarToRenting, { reserveId: request.id, odometerKm: 42_100, fuelLevel: 'Full' });
  await ownerApi(reserveCarToReturned, { reserveId: request.id, odometerKm: 42_180, fuelLevel: 'Full' });

  const page = await newPage(browser);
  await signInAs(page, demoAccounts.operator.email, '高橋 誠', demoAccounts.operator.password);
  await page.goto('/operator/payments');
  await expect(main(page).getByRole('heading', { level: 1, name: '決済' })).toBeVisible();
  const form = main(page).getByRole('search', { name: '決済の検索条件' });
  await form.getByLabel('ゲストの名前・メール').fill(guest.name);
  await form.getByRole('button', { name: '検索する' }).click();
  const results = main(page).getByRole('region', { name: '決済の検索結果' });
  await expect(results.getByRole('status')).toHaveText('1 件');
  await expect(results).toContainText('決済済み');
  await expect(results).toContainText('visa •••• 4242');
  await screenshotsAfterToasts(page, 'operator-payments-search');

  await results.getByRole('link', { name: `${carTitle} ${guest.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/operator/payments/${request.id}$`));
  await expect(main(page)).toContainText(`返金できる残額: ¥${request.total.toLocaleString('en-US')}`);
  const refund = main(page).getByRole('form', { name: '返金する' });
  await refund.getByLabel('返金額（円）').fill('2000');
  const reason = `ヒーターの不具合のため一部返金します（${tag}）。`;
  await refund.getByLabel('返金の理由').fill(reason);
  await refund.getByRole('button', { name: '返金する' }).click();
  await expect(page.getByText('返金しました。')).toBeVisible();
  await expect(main(page)).toContainText('一部返金済み');
  await expect(main(page).getByRole('region', { name: '運営による返金' })).toContainText(reason);
  await expect(main(page)).toContainText(`返金できる残額: ¥${(request.total - 2_000).toLocaleString('en-US')}`);
  await expect(main(page).getByRole('region', { name: '元帳の仕訳' })).toContainText('staff-refund');
  await screenshotsAfterToasts(page, 'operator-payments-detail');

  await page.goto('/operator/ledger');
  await expect(main(page).getByRole('heading', { level: 1, name: '元帳レポート' })).toBeVisible();
  const checks = main(page).getByRole('region', { name: /整合性チェック/ });
  await expect(checks.getByText('全勘定の合計がゼロ')).toBeVisible();
  await expect(checks.getByText('OK')).toHaveCount(3);
  await expect(checks.getByText('要確認')).toHaveCount(0);
  await expect(main(page).getByRole('region', { name: '勘定ごとの合計' })).toContainText('手数料収入');
  await screenshotsAfterToasts(page, 'operator-ledger');
});

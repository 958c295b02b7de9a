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

test('a refund above the threshold: a colleague refuses it with a reason, its author asks again and takes it back', async ({ browser }) => {
  test.setTimeout(180_000);
  const tag = randomTag();
  const operator = await operatorApi();
  const ownerApi = await registerUser(uniqueEmail('refund-owner'), password, `貸主 ${tag}`);
  const carTitle = `E2E 返金却下 キャンピングカー ${tag}`;
  const carId = await listCarThroughApi(ownerApi, carTitle, prices, operator);
  const guestApi = await registerLicensedGuest(uniqueEmail('refund-guest'), password, `借主 ${tag}`, operator);
  const request = await requestCar(guestApi, carId, japanDay(0), japanDay(2)); // three days: above the 30,000 yen threshold
  await ownerApi(approveReserveRequest, { reserveId: request.id });
  await ownerApi(reserveCarToRenting, { reserveId: request.id, odometerKm: 42_100, fuelLevel: 'Full' });
  await ownerApi(reserveCarToReturned, { reserveId: request.id, odometerKm: 42_380, fuelLevel: 'Full' });
  const path = `/operator/payments/${request.id}`;
  const refunds = (page: Page) => main(page).getByRole('region', { name: '運営による返金' });

  // ── The first operator asks for a refund above the threshold.
  const asker = await newPage(browser);
  await signInAs(asker, demoAccounts.operator.email, '高橋 誠', demoAccounts.operator.password);
  await asker.goto(path);
  const form = main(asker).getByRole('form', { name: '返金する' });
  await form.getByLabel('返金額（円）').fill('31000');
  await form.getByLabel('返金の理由').fill(`冷蔵庫が故障していたため返金します（${tag}）。`);
  await form.getByRole('button', { name: '承認を申請する' }).click();
  await expect(asker.getByText('返金を申請しました。別の運営スタッフの承認を待っています。')).toBeVisible();
  await expect(main(asker).getByRole('button', { name: '却下する' })).toHaveCount(0);

  // ── A colleague refuses it with a reason: nothing is refunded.
  const colleague = await newPage(browser);
  await signInAs(colleague, demoAccounts.secondOperator.email, '伊藤 直子', demoAccounts.secondOperator.password);
  await colleague.goto(path);
  await expect(main(colleague)).toContainText('高橋 誠 さんが申請した ¥31,000 の返金が承認待ちです。');
  await main(colleague).getByRole('button', { name: '却下する' }).click();
  const dialog = colleague.getByRole('dialog', { name: 'この返金の申請を却下しますか？' });
  const refusal = `故障の写真が確認できないため（${tag}）。`;
  await dialog.getByLabel('理由').fill(refusal);
  await screenshotsAfterToasts(colleague, 'operator-refund-reject-dialog');
  await dialog.getByRole('button', { name: '却下する' }).click();
  await expect(colleague.getByText('返金の申請を却下しました。')).toBeVisible();
  await expect(refunds(colleague)).toContainText('却下: 伊藤 直子');
  await expect(refunds(colleague)).toContainText(refusal);
  await expect(main(colleague).getByRole('form', { name: '返金する' })).toBeVisible();

  // ── The author sees the refusal, asks again, and takes the new request back.
  await asker.reload();
  await expect(refunds(asker)).toContainText(refusal);
  await form.getByLabel('返金額（円）').fill('30500');
  await form.getByLabel('返金の理由').fill(`冷蔵庫の故障の写真を添えて再申請します（${tag}）。`);
  await form.getByRole('button', { name: '承認を申請する' }).click();
  await main(asker).getByRole('button', { name: '申請を取り下げる' }).click();
  await expect(asker.getByText('返金の申請を取り下げました。')).toBeVisible();
  await expect(refunds(asker)).toContainText('申請者が取り下げ');
  await expect(main(asker)).toContainText(`返金できる残額: ¥${request.total.toLocaleString('en-US')}`);
  await screenshotsAfterToasts(asker, 'operator-refund-closed');
});

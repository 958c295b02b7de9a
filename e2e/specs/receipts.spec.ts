import { readFile } from 'node:fs/promises';
import { approveReserveRequest } from '@kurumatabi/contract';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/journey-guard';
import { japanDay, newPage, signInAs } from '../support/journey';
import { listCarThroughApi, operatorApi, registerLicensedGuest, registerUser } from '../support/api';
import { uniqueEmail } from '../support/emulator';
import { payWithTestCard } from '../support/ui';
import { screenshotAt } from '../support/screens';

const password = 'tabi-2026-pass';
const main = (page: Page) => page.getByRole('main');
const yen = (n: number) => `¥${n.toLocaleString('en-US')}`;

test('a guest pays by card, the host approves, and the guest downloads the receipt and finds it in the payment history', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const tag = Math.random().toString(36).slice(2, 8);
  const title = `E2E 領収書のハイエース ${tag}`;
  const guestName = '領収 花子';
  const [ownerEmail, guestEmail] = [uniqueEmail('receipt-owner'), uniqueEmail('receipt-guest')];
  const prices = { pricePerDay: 12800, insurancePricePerDay: 1500, cleaningFee: 3000, childSeatPerDay: 500 };
  const total = 2 * prices.pricePerDay + 2 * prices.insurancePricePerDay + prices.cleaningFee;

  // Arranged through the API: listing the car and the licence are other journeys.
  const operator = await operatorApi();
  const ownerApi = await registerUser(ownerEmail, password, '領収 オーナー');
  const carId = await listCarThroughApi(ownerApi, title, prices, operator);
  await registerLicensedGuest(guestEmail, password, guestName, operator);

  // ── The guest asks for two days, paying with Stripe's test Visa in the sandbox's form.
  const guest = await newPage(browser);
  await signInAs(guest, guestEmail, guestName, password);
  const [from, to] = [japanDay(20), japanDay(21)];
  await guest.goto(`/car/${carId}/reserve?from=${from}&to=${to}`);
  await expect(main(guest).getByTestId('quote-total')).toHaveText(yen(total));
  await payWithTestCard(main(guest));
  await main(guest).getByRole('checkbox', { name: 'シェア契約書に同意します' }).check();
  await main(guest).getByRole('button', { name: '確認へ進む' }).click();
  await main(guest).getByRole('button', { name: '予約をリクエストする' }).click();
  await expect(guest).toHaveURL(/\/reserves\/[0-9a-f-]{36}$/);
  const reservePath = new URL(guest.url()).pathname;
  const reserveId = reservePath.split('/').pop()!;
  // Only held, not charged: no receipt yet.
  await expect(main(guest).getByTestId('payment-status')).toHaveText('カード与信済み（未請求）');
  await expect(main(guest).getByRole('button', { name: '領収書をダウンロード' })).toHaveCount(0);

  // ── The host approves (the card is charged); its own journey is reserve.spec.
  await ownerApi(approveReserveRequest, { reserveId });

  // ── The guest sees 決済済み and downloads the receipt: a PDF attachment.
  await guest.reload();
  await expect(main(guest).getByTestId('payment-status')).toHaveText('決済済み');
  const receipt = main(guest).getByTestId('receipt-section');
  await expect(receipt).toContainText(`お支払い済みの ${yen(total)} の領収書`);
  await expect(receipt.getByTestId('receipt-addressee')).toHaveText(`${guestName} 様`);
  const [download] = await Promise.all([
    guest.waitForEvent('download'),
    receipt.getByRole('button', { name: '領収書をダウンロード' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^receipt-R-\d{6}-\d{6}\.pdf$/);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(receipt).toContainText(/領収書番号 R-\d{6}-\d{6}/);

  // The 宛名, changed once: typed, confirmed, then no second change is offered.
  await receipt.getByRole('button', { name: '宛名を変更する（1回まで）' }).click();
  await receipt.getByLabel('新しい宛名').fill('株式会社くるま旅行');
  await receipt.getByRole('button', { name: 'この宛名にする' }).click();
  await receipt.getByRole('alertdialog').getByRole('button', { name: 'この宛名にする' }).click();
  await expect(receipt.getByTestId('receipt-addressee')).toHaveText('株式会社くるま旅行 様');
  await expect(receipt).toContainText('宛名は変更済みです');
  await expect(guest.locator('.Toastify__toast')).toHaveCount(0, { timeout: 8_000 });
  await receipt.scrollIntoViewIfNeeded();
  await screenshotAt(guest, 375, 'receipt-payment-panel');
  await screenshotAt(guest, 1280, 'receipt-payment-panel');

  // ── マイページ › お支払い履歴 lists it, with its receipt.
  await guest.goto('/mypage');
  await guest.getByRole('link', { name: 'お支払い履歴' }).first().click();
  await expect(guest).toHaveURL(/\/mypage\/payments$/);
  await expect(guest.getByRole('heading', { level: 1, name: 'お支払い履歴' })).toBeVisible();
  const row = main(guest).getByRole('article', { name: title });
  await expect(row).toContainText('決済済み');
  await expect(row).toContainText(yen(total));
  const [again] = await Promise.all([guest.waitForEvent('download'), row.getByRole('button', { name: '領収書をダウンロード' }).click()]);
  expect((await readFile((await again.path())!)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await screenshotAt(guest, 375, 'payment-history');
  await screenshotAt(guest, 1280, 'payment-history');
});

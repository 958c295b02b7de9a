import { type Page } from '@playwright/test';
import { updateCurrentUser } from '@kurumatabi/contract';
import { expect, test } from '../support/journey-guard';
import { demoAccounts, listSpotThroughApi, registerUser } from '../support/api';
import { uniqueEmail } from '../support/emulator';
import { newPage, screenshotsAfterToasts, signInAs } from '../support/journey';
import { screenshotAt } from '../support/screens';

/**
 * 請求書払い (ADR 0040): a 法人 guest reserves a night paying by invoice, the provider approves, the guest
 * downloads the invoice (PDF), staff record the transfer in the console and the guest's reservation shows it paid.
 */

const password = 'tabi-2026-pass';
const operatorName = '高橋 誠';
const main = (page: Page) => page.getByRole('main');
const status = (page: Page) => main(page).getByTestId('reserve-status');
const randomTag = () => `kt${Math.random().toString(36).slice(2, 8)}`;

/** A day `offset` days from today in Japan: its calendar button's name and its ISO form. */
function japanDay(offset: number): { name: RegExp; iso: string } {
  const now = new Date(Date.now() + 9 * 3600_000);
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offset));
  const [y, m, d] = [day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate()];
  return { name: new RegExp(`^${y}年${m}月${d}日`), iso: `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}` };
}

async function pickDays(page: Page, from: { name: RegExp }, to: { name: RegExp }) {
  const calendar = main(page).getByRole('group', { name: '予約カレンダー' });
  await calendar.getByRole('button', { name: from.name }).first().click();
  const end = calendar.getByRole('button', { name: to.name }).first();
  if ((await end.count()) === 0) await calendar.getByRole('button', { name: /^次の月/ }).click();
  await calendar.getByRole('button', { name: to.name }).first().click();
}

test('a 法人 guest pays by invoice: the host approves, the guest downloads the invoice, staff record the transfer', async ({
  browser,
  journeyGuard,
}) => {
  journeyGuard.allow({ status: 422, path: '/v1/operator/mark-invoice-paid', reason: 'staff first record a wrong amount, on purpose' });
  test.setTimeout(150_000);
  const tag = randomTag();
  const title = `E2E 法人向けRVパーク ${tag}`;
  const planName = 'オートサイト（電源付き）';
  const company = `株式会社みちのくトラベル ${tag}`;
  const [providerName, guestName] = ['施設 四郎', '法人 担当'];
  const [providerEmail, guestEmail] = [uniqueEmail('invoice-provider'), uniqueEmail('invoice-guest')];
  const [from, to] = [japanDay(10), japanDay(11)];

  const providerApi = await registerUser(providerEmail, password, providerName);
  const spotId = await listSpotThroughApi(providerApi, title, { name: planName, pricePerNight: 4500, maxPeople: 4, capacityPerDay: 3 });
  const guestApi = await registerUser(guestEmail, password, guestName);
  await guestApi(updateCurrentUser, { name: guestName, account: { kind: 'Corporate', companyName: company, department: '総務部' } });

  // ── The guest: 請求書払い is offered to the 法人 account; no card is asked for.
  const guest = await newPage(browser);
  await signInAs(guest, guestEmail, guestName, password);
  await guest.goto(`/spot/${spotId}/reserve`);
  await expect(guest.getByRole('heading', { level: 1, name: 'スポットを予約する' })).toBeVisible();
  await pickDays(guest, from, to);
  await expect(main(guest).getByTestId('quote-total')).toHaveText('¥4,500');
  // The choice is drawn as a pill: its label takes the click (the input itself is visually hidden).
  const invoice = main(guest).getByRole('radio', { name: '請求書払い' });
  await main(guest)
    .locator('label')
    .filter({ hasText: /^請求書払い$/ })
    .click();
  await expect(invoice).toBeChecked();
  await expect(main(guest)).toContainText('承認後に請求書を発行します。');
  await expect(main(guest).getByRole('textbox', { name: /カード番号/ })).toHaveCount(0);
  await main(guest).getByRole('checkbox', { name: 'シェア契約書に同意します' }).check();
  for (const width of [375, 1280]) await screenshotAt(guest, width, 'invoice-payment-step');
  await main(guest).getByRole('button', { name: '確認へ進む' }).click();
  await expect(main(guest)).toContainText('請求書払い');
  await main(guest).getByRole('button', { name: '予約をリクエストする' }).click();
  await expect(guest).toHaveURL(/\/reserves\/[0-9a-f-]{36}$/);
  const reservePath = new URL(guest.url()).pathname;
  await expect(status(guest)).toHaveText('承認待ち');

  // ── The provider approves; the invoice is issued with it.
  const provider = await newPage(browser);
  await signInAs(provider, providerEmail, providerName, password);
  await provider.goto(reservePath);
  await main(provider).getByRole('button', { name: '承認する' }).click();
  await expect(status(provider)).toHaveText('予約確定');
  await expect(main(provider).getByRole('button', { name: '請求書をダウンロード（PDF）' })).toHaveCount(0);

  // ── The guest downloads the invoice.
  await guest.reload();
  await expect(main(guest).getByTestId('payment-status')).toHaveText('請求書発行済み（お振込待ち）');
  const downloading = guest.waitForEvent('download');
  await main(guest).getByRole('button', { name: '請求書をダウンロード（PDF）' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^請求書_INV-\d{6}-\d{6,}\.pdf$/);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  expect(Buffer.concat(chunks).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // ── Staff find it among the open invoices and record the transfer.
  const staff = await newPage(browser);
  await signInAs(staff, demoAccounts.operator.email, operatorName, demoAccounts.operator.password);
  await staff.goto('/operator');
  // The console's menu names the screen (the dashboard's card links to it too).
  await main(staff).getByRole('link', { name: '請求書の入金確認', exact: true }).click();
  await expect(staff).toHaveURL(/\/operator\/invoices$/);
  await main(staff).getByRole('link', { name: 'お振込待ち' }).click();
  const row = main(staff).getByRole('article', { name: new RegExp(company) });
  await expect(row).toContainText('¥4,500');
  await expect(row).toContainText('お振込待ち');
  await screenshotsAfterToasts(staff, 'invoice-operator-list');
  await row.getByRole('button', { name: '入金を記録' }).click();
  const dialog = staff.getByRole('dialog', { name: '入金を記録する' });
  await dialog.getByLabel('入金額（円）').fill('4000');
  await dialog.getByLabel('照合情報（振込依頼人名・取引番号など）').fill(`ミチノクトラベル ${tag}`);
  await screenshotAt(staff, 375, 'invoice-operator-dialog');
  await dialog.getByRole('button', { name: '入金を記録する' }).click();
  await expect(staff.locator('.Toastify__toast')).toContainText('入金額が請求金額と一致しません');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('入金額（円）').fill('4500');
  await dialog.getByRole('button', { name: '入金を記録する' }).click();
  await expect(dialog).toBeHidden();
  // The toasts stack newest first and the refusal may still be up (a page without focus pauses its timer), so the
  // success is found by its text rather than by its place.
  await expect(staff.locator('.Toastify__toast').filter({ hasText: 'の入金を記録しました。' })).toBeVisible();
  await main(staff).getByRole('link', { name: '入金確認済み' }).click();
  const paid = main(staff).getByRole('article', { name: new RegExp(company) });
  await expect(paid).toContainText('入金確認済み');
  await expect(paid).toContainText(`ミチノクトラベル ${tag}`);
  await screenshotsAfterToasts(staff, 'invoice-operator-paid');

  // ── The guest's reservation shows the transfer as received.
  await guest.reload();
  await expect(main(guest).getByTestId('payment-status')).toHaveText('お振込確認済み');
  await screenshotsAfterToasts(guest, 'invoice-reserve-paid');
});

import { fileURLToPath } from 'node:url';
import { showDriverLicense } from '@kurumatabi/contract';
import { type Page } from '@playwright/test';
import { listCarThroughApi, operatorApi, registerUser, verifyDriverLicenseAsOperator } from '../support/api';
import { uniqueEmail } from '../support/emulator';
import { expect, test } from '../support/journey-guard';
import { signInAs } from '../support/journey';
import { screenshotAt } from '../support/screens';
import { payWithTestCard } from '../support/ui';

const password = 'tabi-2026-pass';
const frontPhoto = fileURLToPath(new URL('../fixtures/license-front.jpg', import.meta.url));
const backPhoto = fileURLToPath(new URL('../fixtures/license-back.png', import.meta.url));

/** A day `offset` days from today in Japan: as the calendar names it, as the URL writes it, and as the licence prints it. */
function japanDay(offset: number): { name: RegExp; iso: string; printed: string } {
  const now = new Date(Date.now() + 9 * 3600_000);
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offset));
  const [y, m, d] = [day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate()];
  return {
    name: new RegExp(`^${y}年${m}月${d}日`),
    iso: `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
    printed: `${y}年${m}月${d}日`,
  };
}

const main = (page: Page) => page.getByRole('main');
const notice = (page: Page) => main(page).getByRole('region', { name: '運転免許証について' });

/** Picks the first and the last day in the form's calendar (its month or the next). */
async function pickDays(page: Page, from: { name: RegExp }, to: { name: RegExp }) {
  const calendar = main(page).getByRole('group', { name: '予約カレンダー' });
  await calendar.getByRole('button', { name: from.name }).first().click();
  if ((await calendar.getByRole('button', { name: to.name }).count()) === 0)
    await calendar.getByRole('button', { name: /^次の月/ }).click();
  await calendar.getByRole('button', { name: to.name }).first().click();
}

// A phone, as a guest meets the product first (issue 32).
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a guest without a licence is told on the car page and at step 1, registers it on the way, and comes back to the same form to book', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const tag = `kt${Math.random().toString(36).slice(2, 8)}`;
  const title = `E2E 免許の案内があるハイエース ${tag}`;
  const guestName = '免許 これから';
  const guestEmail = uniqueEmail('licence-notice');
  const [from, to] = [japanDay(6), japanDay(7)];
  // The licence is valid for ten days: a trip returning after that is told so as soon as its days are picked.
  const expiry = japanDay(10);
  const [lateFrom, lateTo] = [japanDay(9), japanDay(11)];

  const operator = await operatorApi();
  const ownerApi = await registerUser(uniqueEmail('licence-owner'), password, '案内 オーナー');
  const carId = await listCarThroughApi(
    ownerApi,
    title,
    { pricePerDay: 9800, insurancePricePerDay: 0, cleaningFee: 0, childSeatPerDay: 500 },
    operator,
  );

  // A visitor is told in one line that a licence is needed, nothing about any account.
  await page.goto(`/car/${carId}`);
  await expect(main(page).getByTestId('licence-requirement')).toHaveText('車の予約には、運転免許証の登録と運営による確認が必要です。');

  const guestApi = await registerUser(guestEmail, password, guestName);
  await signInAs(page, guestEmail, guestName, password);

  // The car page says it first, with the link to register.
  await page.goto(`/car/${carId}`);
  await expect(notice(page)).toContainText('車を予約するには運転免許証の登録と確認が必要です');
  await expect(notice(page).getByRole('link', { name: '免許証を登録する' })).toHaveAttribute(
    'href',
    `/mypage/driving-license?returnTo=${encodeURIComponent(`/car/${carId}`)}`,
  );
  await screenshotAt(page, 375, 'licence-notice-car');
  await screenshotAt(page, 1280, 'licence-notice-car');

  // The form says it at step 1, above the dates and the options.
  await main(page).getByRole('link', { name: '予約へ進む' }).last().click();
  await expect(page).toHaveURL(new RegExp(`/car/${carId}/reserve`));
  await expect(notice(page)).toContainText('車を予約するには運転免許証の登録と確認が必要です');
  // Before the options (the form is one column on a phone: its order on screen is the document's).
  const optionsHeading = main(page).getByRole('heading', { level: 2, name: 'オプション', exact: true });
  await expect(optionsHeading).toBeVisible();
  const noticeFirst = await notice(page).evaluate((box) => {
    const options = Array.from(document.querySelectorAll('main h2')).find((h) => h.textContent === 'オプション');
    return !!options && (box.compareDocumentPosition(options) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  });
  expect(noticeFirst).toBe(true);

  // With the days chosen (as a search brings them in the address), the link carries the whole form URL.
  const formUrl = `/car/${carId}/reserve?from=${from.iso}&to=${to.iso}`;
  await page.goto(formUrl);
  await expect(main(page).getByTestId('quote-total')).toHaveText('¥19,600');
  await expect(notice(page)).toBeVisible();
  await screenshotAt(page, 375, 'licence-notice-form');
  await screenshotAt(page, 1280, 'licence-notice-form');
  await notice(page).getByRole('link', { name: '免許証を登録する' }).click();
  await expect(page).toHaveURL(`/mypage/driving-license?returnTo=${encodeURIComponent(formUrl)}`);

  // The licence, registered and sent for verification on the way.
  await page.getByLabel('免許証番号', { exact: true }).fill('1234 5678 9012');
  await page.getByRole('radio', { name: 'ブルー' }).check();
  await page.getByLabel('有効期限', { exact: true }).fill(expiry.iso);
  await page.getByLabel('表面の写真', { exact: true }).setInputFiles(frontPhoto);
  await expect(page.getByRole('img', { name: '表面の写真のプレビュー' })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('裏面の写真', { exact: true }).setInputFiles(backPhoto);
  await expect(page.getByRole('img', { name: '裏面の写真のプレビュー' })).toBeVisible({ timeout: 20_000 });
  // Both uploads done (the preview shows before the upload ends).
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
  await page.getByRole('button', { name: '審査を申請する' }).click();
  await expect(page.getByText('審査を申請しました。結果はお知らせでお届けします。')).toBeVisible();
  await expect(main(page).getByTestId('license-status')).toHaveText('審査中');

  // Back to exactly the same form: the days still chosen, and the notice says what is left (the check).
  await main(page).getByRole('link', { name: '予約フォームに戻る' }).click();
  await expect(page).toHaveURL(formUrl);
  await expect(main(page).getByTestId('quote-total')).toHaveText('¥19,600');
  await expect(notice(page)).toContainText('運転免許証は審査中です');
  await expect(notice(page)).toContainText('運営スタッフの確認が終わると、予約をリクエストできます。');

  // The operator verifies it (as on the staff's licence screen): the notice goes once the page is read again.
  const licence = (await guestApi(showDriverLicense, { view: 'masked' })).driverLicense;
  if (!licence) throw new Error('the licence was not saved');
  await verifyDriverLicenseAsOperator(licence.id, operator);
  await page.reload();
  await expect(main(page).getByTestId('quote-total')).toHaveText('¥19,600');
  await expect(notice(page)).toHaveCount(0);

  // Days returning after the expiry: said at once, with the way to update it; valid days again, and it goes.
  await pickDays(page, lateFrom, lateTo);
  await expect(notice(page)).toContainText(`免許証の有効期限（${expiry.printed}）が返却日より前です`);
  await expect(notice(page).getByRole('link', { name: '免許証を更新する' })).toBeVisible();
  await pickDays(page, from, to);
  await expect(main(page).getByTestId('quote-total')).toHaveText('¥19,600');
  await expect(notice(page)).toHaveCount(0);

  // And the request goes through, with no stray quote after it (the guard fails the journey on any 4xx).
  await payWithTestCard(main(page));
  await main(page).getByRole('checkbox', { name: 'シェア契約書に同意します' }).check();
  await main(page).getByRole('button', { name: '確認へ進む' }).click();
  await main(page).getByRole('button', { name: '予約をリクエストする' }).click();
  await expect(page).toHaveURL(/\/reserves\/[0-9a-f-]{36}$/);
  await expect(main(page).getByTestId('reserve-status')).toBeVisible();
});

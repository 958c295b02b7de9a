import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { updateDriverLicense, uploadPrivateImage } from '@kurumatabi/contract';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiAs, demoAccounts, randomLicenseNumber } from '../support/api';
import { uniqueEmail } from '../support/emulator';
import { loginDialog, openLoginDialog, signInThroughDialog, signOut, userMenuButton, dismissWelcome } from '../support/ui';
import { screenshotAt } from '../support/screens';

const password = 'tabi-2026-pass';
/** The demo operator's name (the seed's demo accounts). */
const operatorName = '高橋 誠';
const frontPhoto = fileURLToPath(new URL('../fixtures/license-front.jpg', import.meta.url));
const backPhoto = fileURLToPath(new URL('../fixtures/license-back.png', import.meta.url));

/** A fresh user signs up through the dialog (spec §4); the journey owns their licence. */
async function signUpInBrowser(page: Page, name: string): Promise<string> {
  const email = uniqueEmail('license');
  await openLoginDialog(page);
  const dialog = loginDialog(page);
  await dialog.getByRole('tab', { name: '新規登録' }).click();
  await dialog.getByLabel('お名前', { exact: true }).fill(name);
  await dialog.getByLabel('メールアドレス', { exact: true }).fill(email);
  await dialog.getByLabel('パスワード', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: '登録する' }).click();
  await expect(dialog).toBeHidden();
  // Signed up from the home page: the welcome with the next steps (ADR 0035).
  await dismissWelcome(page);
  await expect(userMenuButton(page, name)).toBeVisible();
  return email;
}

async function signInAs(page: Page, email: string, pass: string, name: string) {
  await openLoginDialog(page);
  await signInThroughDialog(page, email, pass);
  await expect(userMenuButton(page, name)).toBeVisible();
}

async function signInAsOperator(page: Page) {
  await signInAs(page, demoAccounts.operator.email, demoAccounts.operator.password, operatorName);
}

/** The user's licence, with the fixture photos, sent for verification through the API (as the form would). */
async function sendForVerificationThroughApi(email: string) {
  const api = await apiAs(email, password);
  const upload = (file: string) => api(uploadPrivateImage, { file: new Blob([readFileSync(file)]) });
  const [front, back] = [await upload(frontPhoto), await upload(backPhoto)];
  return api(updateDriverLicense, {
    number: randomLicenseNumber(),
    color: 'Blue',
    expiresOn: `${new Date().getFullYear() + 2}-03-31`,
    frontImageId: front.id,
    backImageId: back.id,
    requestVerification: true,
  });
}

const statusBadge = (page: Page) => page.getByRole('main').getByTestId('license-status');

/** An image that has actually loaded (a broken or expired signed URL has no natural width). */
async function expectLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

/**
 * Records every value any progress bar on the page shows (a fast local upload can pass through its
 * states between two polls of an assertion), so a journey can check what the user saw.
 */
async function recordProgressBars(page: Page) {
  await page.addInitScript(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    const record = () =>
      document.querySelectorAll('[role="progressbar"]').forEach((bar) => seen.push(Number(bar.getAttribute('aria-valuenow'))));
    new MutationObserver(record).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    });
  });
}

const progressSeen = (page: Page) => page.evaluate(() => [...(window as unknown as { progressSeen: number[] }).progressSeen]);

/**
 * Chooses the file and watches the field: the determinate bar appears and reaches 100 % (uploads are
 * throttled to a phone's pace so it moves), then the preview replaces it.
 */
async function uploadPhoto(page: Page, label: string, file: string) {
  const before = (await progressSeen(page)).length;
  await page.getByLabel(label, { exact: true }).setInputFiles(file);
  await expect(page.getByRole('progressbar', { name: `${label}をアップロード中` })).toBeVisible();
  await expectLoaded(page.getByRole('img', { name: `${label}のプレビュー` }));
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  const values = (await progressSeen(page)).slice(before);
  expect(values[0]).toBe(0);
  expect(values).toContain(100);
}

test('a user sends the licence with two photos, the operator verifies it, the user sees 承認済み and the notice', async ({ page }) => {
  await recordProgressBars(page);
  await page.goto('/');
  const name = '免許 太郎';
  const email = await signUpInBrowser(page, name);

  await page.goto('/mypage');
  await page.getByRole('main').getByRole('navigation').getByRole('link', { name: '運転免許証' }).first().click();
  await expect(page).toHaveURL(/\/mypage\/driving-license$/);
  await expect(page.getByRole('heading', { level: 1, name: '運転免許証' })).toBeVisible();
  await expect(statusBadge(page)).toHaveText('未登録');

  // Sending an empty form says what is missing on every field, in Japanese.
  await page.getByRole('button', { name: '審査を申請する' }).click();
  const form = page.getByRole('form', { name: '免許証の情報' });
  await expect(form).toContainText('免許証番号を入力してください。');
  await expect(form).toContainText('免許証の色を選んでください。');
  await expect(form).toContainText('有効期限を入力してください。');
  await page.getByLabel('免許証番号', { exact: true }).fill('1234-5678');
  await page.getByRole('button', { name: '保存する' }).click();
  await expect(form).toContainText('免許証番号は12桁の数字で入力してください。');

  await page.getByLabel('免許証番号', { exact: true }).fill('1234 5678 9012');
  await page.getByRole('radio', { name: 'ゴールド' }).check();
  await page.getByLabel('有効期限', { exact: true }).fill(`${new Date().getFullYear() + 3}-06-30`);
  // Both photos are needed for a verification: asking without them points at each.
  await page.getByRole('button', { name: '審査を申請する' }).click();
  await expect(form).toContainText('審査を申請するには、表面の写真をアップロードしてください。');
  await expect(form).toContainText('審査を申請するには、裏面の写真をアップロードしてください。');

  // A file that is not a JPEG, PNG or WebP is refused before sending; one that only claims to be
  // (HTML named .jpg) is refused by the API, which reads the bytes. Either way, in Japanese.
  const notAnImage = 'JPEG・PNG・WebP 形式の画像を選んでください。';
  await page
    .getByLabel('表面の写真', { exact: true })
    .setInputFiles({ name: 'license.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(form.getByRole('alert').filter({ hasText: notAnImage })).toBeVisible();
  const refused = page.waitForResponse('**/v1/user/upload-private-image');
  await page
    .getByLabel('表面の写真', { exact: true })
    .setInputFiles({ name: 'license.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<html><body>not a photo</body></html>') });
  expect((await refused).status()).toBe(415);
  await expect(form.getByRole('alert').filter({ hasText: notAnImage })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByRole('img', { name: '表面の写真のプレビュー' })).toHaveCount(0);

  // A phone's upload speed (about 64 KB/s), so the progress bar has something to show.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 64 * 1024 });
  await uploadPhoto(page, '表面の写真', frontPhoto);
  await uploadPhoto(page, '裏面の写真', backPhoto);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await expect(form).not.toContainText('写真をアップロードしてください');
  await screenshotAt(page, 1280, 'driving-license-form');
  await screenshotAt(page, 375, 'driving-license-form');

  await page.getByRole('button', { name: '審査を申請する' }).click();
  await expect(page.getByText('審査を申請しました。結果はお知らせでお届けします。')).toBeVisible();
  await expect(statusBadge(page)).toHaveText('審査中');
  // Under verification the licence is shown, not editable, and the number masked.
  await expect(page.getByRole('button', { name: '審査を申請する' })).toHaveCount(0);
  await expect(page.getByRole('main')).toContainText('********9012');
  await expectLoaded(page.getByRole('img', { name: '表面の写真' }));
  await screenshotAt(page, 375, 'driving-license-under-verification');

  // The demo operator verifies it.
  await signOut(page, name);
  await signInAsOperator(page);
  await userMenuButton(page, operatorName).click();
  await page.getByRole('link', { name: '運営管理' }).click();
  await expect(page).toHaveURL(/\/operator$/);
  await expect(page.getByRole('heading', { level: 1, name: '運営ダッシュボード' })).toBeVisible();
  // The dashboard's queue card says how many licences wait, and leads to them (ADR 0033).
  await page
    .getByRole('main')
    .getByRole('link', { name: /^運転免許証の審査: \d+ 件$/ })
    .click();
  await expect(page).toHaveURL(/\/operator\/driver-licenses$/);
  await expect(page.getByRole('heading', { level: 1, name: '運転免許証の審査' })).toBeVisible();
  const row = page.getByRole('article').filter({ hasText: email });
  await expect(row).toContainText('********9012');
  await expect(row).toContainText('審査中');
  await screenshotAt(page, 1280, 'operator-list');
  await screenshotAt(page, 375, 'operator-list');
  await row.getByRole('link', { name: `${name} さんの運転免許証を審査する` }).click();

  await expect(page).toHaveURL(/\/operator\/driver-licenses\/[0-9a-f-]{36}$/);
  const main = page.getByRole('main');
  await expect(main).toContainText(email);
  await expect(main).toContainText('********9012');
  await expect(main).not.toContainText('123456789012');
  await expect(main).toContainText('ゴールド');
  await expectLoaded(page.getByRole('img', { name: '免許証の写真（表面）' }));
  await expectLoaded(page.getByRole('img', { name: '免許証の写真（裏面）' }));
  await screenshotAt(page, 1280, 'operator-verification');
  await screenshotAt(page, 375, 'operator-verification');

  await page.getByRole('button', { name: '承認する' }).click();
  await expect(page.getByText(`${name} さんの運転免許証を承認しました`)).toBeVisible();
  await expect(page).toHaveURL(/\/operator\/driver-licenses$/);
  await expect(page.getByRole('article').filter({ hasText: email })).toHaveCount(0);
  await page.getByRole('button', { name: '承認済み' }).click();
  await expect(page.getByRole('article').filter({ hasText: email })).toContainText('承認済み');

  // The user signs in again: 承認済み on the licence page, and the notice in the inbox.
  await signOut(page, operatorName);
  await signInAs(page, email, password, name);
  await page.goto('/mypage/driving-license');
  await expect(statusBadge(page)).toHaveText('承認済み');
  await expect(page.getByRole('main')).toContainText('内容を変更すると、もう一度審査が必要になります');
  await page.goto('/mypage/notifications');
  await expect(page.getByRole('main').getByRole('article', { name: '運転免許証の確認が完了しました' })).toBeVisible();
});

test('the operator sends a licence back with a reason, which the user then reads on the licence page', async ({ page, browser }) => {
  await page.goto('/');
  const name = '差戻 花子';
  const email = await signUpInBrowser(page, name);
  // Arranged through the API: this journey is about the decision, the sending is the first journey's.
  await sendForVerificationThroughApi(email);
  await page.goto('/mypage/driving-license');
  await expect(statusBadge(page)).toHaveText('審査中');

  // The operator works in a browser of their own.
  const operatorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
  const staff = await operatorContext.newPage();
  await staff.goto('/');
  await signInAsOperator(staff);
  await staff.goto('/operator/driver-licenses');
  await staff.getByRole('article').filter({ hasText: email }).getByRole('link').click();
  // As the first journey does: the photos loaded first, since they move the buttons under them as they arrive (a
  // click on 差し戻す once landed while they did and opened nothing).
  await expectLoaded(staff.getByRole('img', { name: '免許証の写真（表面）' }));
  await expectLoaded(staff.getByRole('img', { name: '免許証の写真（裏面）' }));
  await staff.getByRole('button', { name: '差し戻す' }).click();
  const dialog = staff.getByRole('dialog', { name: '運転免許証を差し戻す' });
  await expect(dialog).toBeVisible();
  // The reason is required.
  await dialog.getByRole('button', { name: '差し戻す' }).click();
  await expect(dialog).toContainText('差し戻しの理由を入力してください。');
  const reason = '裏面の写真がぼやけていて文字が読み取れません。明るい場所で撮り直してください。';
  await dialog.getByLabel('理由').fill(reason);
  await expect(dialog).toContainText(`${reason.length} / 500 文字`);
  // The modal covers the viewport only: a picture of the viewport.
  await screenshotAt(staff, 375, 'operator-reject-dialog', false);
  await dialog.getByRole('button', { name: '差し戻す' }).click();
  await expect(staff.getByText(`${name} さんの運転免許証を差し戻しました`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(staff).toHaveURL(/\/operator\/driver-licenses$/);
  await expect(staff.getByRole('article').filter({ hasText: email })).toHaveCount(0);
  await staff.getByRole('button', { name: '差し戻し' }).click();
  await expect(staff).toHaveURL(/\?status=Rejected$/);
  await expect(staff.getByRole('article').filter({ hasText: email })).toContainText('差し戻し');
  await operatorContext.close();

  // The user reads the reason and may correct the licence (the form is open again).
  await page.reload();
  await expect(statusBadge(page)).toHaveText('差し戻し');
  await expect(page.getByTestId('rejection-reason')).toHaveText(reason);
  await expect(page.getByRole('button', { name: '審査を申請する' })).toBeVisible();
  await expectLoaded(page.getByRole('img', { name: '表面の写真のプレビュー' }));
  await screenshotAt(page, 375, 'driving-license-rejected');
});

test('a user who is not an operator gets the no-permission screen at /operator and no menu link to it', async ({ page }) => {
  await page.goto('/');
  await signInAs(page, demoAccounts.guest.email, demoAccounts.guest.password, '山田 花子');
  await userMenuButton(page, '山田 花子').click();
  await expect(page.getByRole('link', { name: 'マイページ' })).toBeVisible();
  await expect(page.getByRole('link', { name: '運営管理' })).toHaveCount(0);

  const operatorCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v1/operator/')) operatorCalls.push(request.url());
  });
  await page.goto('/operator');
  const main = page.getByRole('main');
  await expect(main).toContainText('閲覧する権限がありません');
  await expect(main).toContainText('正しい権限が付与されているかご確認ください');
  await expect(main.getByRole('heading', { name: '運転免許証の審査' })).toHaveCount(0);
  await page.goto('/operator/driver-licenses/00000000-0000-4000-8000-000000000000');
  await expect(main).toContainText('権限');
  expect(operatorCalls).toHaveLength(0);
});

test('a visitor who opens /operator is asked to sign in first', async ({ page }) => {
  await page.goto('/operator');
  await expect(page).toHaveURL(/\/\?login=true&loginRedirectTo=%2Foperator$/);
  await expect(loginDialog(page)).toBeVisible();
  await signInThroughDialog(page, demoAccounts.operator.email, demoAccounts.operator.password);
  await expect(page).toHaveURL(/\/operator$/);
  await expect(page.getByRole('heading', { level: 1, name: '運営ダッシュボード' })).toBeVisible();
});

import { expect, test, type Page } from '@playwright/test';
import {
  apiAs,
  demoAccounts,
  becomeCarOwner,
  licensePhotos,
  operatorApi,
  rejectDriverLicenseAsOperator,
  submitDriverLicenseForVerification,
  verifyDriverLicenseAsOperator,
} from '../support/api';
import { uniqueEmail } from '../support/emulator';
import { screenshotAt } from '../support/screens';
import { loginDialog, openLoginDialog, signInThroughDialog, userMenuButton, dismissWelcome } from '../support/ui';

const password = 'tabi-2026-pass';

/** A fresh user signs up through the dialog (spec §4); the journey owns every notification they get. */
async function signUpInBrowser(page: Page, name: string): Promise<string> {
  const email = uniqueEmail('notify');
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

const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^通知/ });
const notice = (page: Page, title: string) => page.getByRole('main').getByRole('article', { name: title });

test('a verified licence arrives as a notification: the bell counts it, the inbox opens it and marks it read', async ({ page }) => {
  // A visitor has no bell and sends no notification requests.
  const notificationCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v1/user/show-notifications')) notificationCalls.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'ログイン', exact: true })).toBeVisible();
  await expect(bell(page)).toHaveCount(0);
  expect(notificationCalls).toHaveLength(0);

  const email = await signUpInBrowser(page, '通知 太郎');
  await expect(bell(page)).toHaveAccessibleName('通知');
  await bell(page).click();
  await expect(page).toHaveURL(/\/mypage\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'お知らせ' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('お知らせはまだありません');

  // Arranged through the API: the user sends a licence for verification and the operator approves it.
  const api = await apiAs(email, password);
  const licence = await submitDriverLicenseForVerification(api);
  await verifyDriverLicenseAsOperator(licence.id);

  // Moving to another page is enough for the bell to catch up.
  await page.getByRole('contentinfo').getByRole('link', { name: 'よくある質問' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(bell(page)).toHaveAccessibleName('通知（未読 1 件）');
  await expect(bell(page).getByTestId('notification-badge')).toHaveText('1');

  await bell(page).click();
  const verified = notice(page, '運転免許証の確認が完了しました');
  await expect(verified).toContainText('アカウント・審査');
  await expect(verified).toContainText('未読');
  await expect(verified).toContainText('車両の予約ができるようになりました');
  await expect(verified.getByRole('time')).toHaveText(/^(たった今|\d+分前)/);
  await expect(page.getByRole('main')).toContainText('未読 1 件');

  // Opening it marks it read and follows its link.
  await verified.getByRole('link', { name: '運転免許証の確認が完了しました' }).click();
  await expect(page).toHaveURL(/\/mypage\/driving-license$/);
  await expect(bell(page)).toHaveAccessibleName('通知');
  await expect(bell(page).getByTestId('notification-badge')).toHaveCount(0);

  await bell(page).click();
  await expect(verified).toBeVisible();
  await expect(verified).not.toContainText('未読');
  await expect(verified.getByRole('button', { name: '既読にする' })).toHaveCount(0);
  await expect(page.getByRole('main')).toContainText('未読のお知らせはありません');

  // A second one (becoming a car owner) is marked read with the button, and leaves the 未読のみ view.
  await becomeCarOwner(api);
  await page.reload();
  await expect(bell(page)).toHaveAccessibleName('通知（未読 1 件）');
  await page.getByRole('button', { name: '未読のみ' }).click();
  await expect(page).toHaveURL(/\?filter=unread$/);
  const owner = notice(page, '車両オーナー登録が完了しました');
  await expect(owner).toBeVisible();
  await expect(verified).toHaveCount(0);
  await owner.getByRole('button', { name: '既読にする' }).click();
  await expect(bell(page)).toHaveAccessibleName('通知');
  await expect(page.getByRole('main')).toContainText('すべてのお知らせを確認済みです');
  await page.getByRole('button', { name: 'すべてのお知らせを見る' }).click();
  await expect(notice(page, '車両オーナー登録が完了しました')).toBeVisible();
  await expect(verified).toBeVisible();
  await expect(page.getByRole('main')).toContainText('2 件中 2 件を表示');
});

test('notification settings: news by email is off at first, turned on, saved, and still on after a reload', async ({ page }) => {
  await page.goto('/');
  await signUpInBrowser(page, '設定 花子');
  await page.goto('/mypage/notification-setting');
  await expect(page.getByRole('heading', { level: 1, name: '通知設定' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('設定にかかわらずすべて届きます');

  const news = page.getByRole('switch', { name: 'お知らせ・キャンペーン' });
  const account = page.getByRole('switch', { name: 'アカウント・審査' });
  await expect(news).toHaveAttribute('aria-checked', 'false');
  await expect(account).toHaveAttribute('aria-checked', 'true');

  await news.click();
  await expect(news).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('main')).toContainText('変更はまだ保存されていません');
  await page.getByRole('button', { name: '保存する' }).click();
  await expect(page.getByText('通知設定を保存しました')).toBeVisible();

  await page.reload();
  await expect(news).toHaveAttribute('aria-checked', 'true');
  await expect(account).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('switch', { name: '予約' })).toHaveAttribute('aria-checked', 'true');
});

test('the inbox shows 20 at a time, newest first, もっと見る brings the older ones, and すべて既読にする reads them all', async ({
  page,
}) => {
  await page.goto('/');
  const email = await signUpInBrowser(page, '頁 めくる');

  // 21 notifications: the licence is sent back 21 times, each with its own reason.
  const api = await apiAs(email, password);
  const operator = await operatorApi();
  let licence = await submitDriverLicenseForVerification(api);
  const photos = licensePhotos(licence);
  for (let round = 1; round <= 21; round++) {
    await rejectDriverLicenseAsOperator(licence.id, `第${round}回の確認: 写真が不鮮明です。`, operator);
    if (round < 21) licence = await submitDriverLicenseForVerification(api, photos);
  }

  await page.goto('/mypage/notifications');
  const items = page.getByRole('main').getByRole('article');
  await expect(items).toHaveCount(20);
  await expect(items.first()).toContainText('第21回の確認');
  await expect(items.first()).toContainText('運転免許証を確認できませんでした');
  await expect(page.getByRole('main')).toContainText('21 件中 20 件を表示');
  await expect(bell(page)).toHaveAccessibleName('通知（未読 21 件）');

  await page.getByRole('button', { name: 'もっと見る' }).click();
  await expect(items).toHaveCount(21);
  await expect(items.last()).toContainText('第1回の確認');
  await expect(page.getByRole('main')).toContainText('21 件中 21 件を表示');
  await expect(page.getByRole('button', { name: 'もっと見る' })).toHaveCount(0);

  // すべて既読にする: every one is read at once, the bell follows without a page change, and the button rests.
  const markAll = page.getByRole('main').getByRole('button', { name: 'すべて既読にする' });
  await expect(markAll).toBeEnabled();
  await screenshotAt(page, 375, 'notifications-mark-all');
  await screenshotAt(page, 1280, 'notifications-mark-all');
  await markAll.click();
  await expect(page.getByText('すべてのお知らせを既読にしました')).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('通知');
  await expect(bell(page).getByTestId('notification-badge')).toHaveCount(0);
  await expect(page.getByRole('main')).toContainText('未読のお知らせはありません');
  await expect(page.getByRole('main').getByRole('button', { name: '既読にする', exact: true })).toHaveCount(0);
  await expect(markAll).toBeDisabled();
  await page.reload();
  await expect(bell(page)).toHaveAccessibleName('通知');
  await expect(markAll).toBeDisabled();
  await page.getByRole('button', { name: '未読のみ' }).click();
  await expect(page.getByRole('main')).toContainText('すべてのお知らせを確認済みです');
});

test('the inbox says so when it cannot load, and 再読み込み loads it', async ({ page }) => {
  await page.goto('/?login=true');
  await signInThroughDialog(page, demoAccounts.guest.email, demoAccounts.guest.password);
  await expect(bell(page)).toBeVisible();

  const failing = '**/v1/user/show-notifications';
  await page.route(failing, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'INTERNAL', message: 'サーバーでエラーが発生しました。' } }),
    }),
  );
  await bell(page).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('お知らせを読み込めませんでした');

  await page.unroute(failing);
  await page.getByRole('button', { name: '再読み込み' }).click();
  await expect(notice(page, 'くるま旅へようこそ')).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
});

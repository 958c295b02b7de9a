import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../support/emulator';
import { dismissWelcome, loginDialog, openLoginDialog, signInThroughDialog, signOut, userMenuButton } from '../support/ui';

test('a newcomer signs up, sees their name, signs out and signs in again', async ({ page }) => {
  const email = uniqueEmail('newcomer');
  const password = 'tabi-2026-pass';
  const name = '旅野 太郎';

  await page.goto('/');
  await expect(page).toHaveTitle(/くるま旅/);
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

  // The name comes from the product's own user row: mypage shows it with the email.
  await userMenuButton(page, name).click();
  await page.getByRole('link', { name: 'マイページ' }).click();
  await expect(page).toHaveURL(/\/mypage$/);
  await expect(page.getByRole('main')).toContainText(name);
  await expect(page.getByRole('main')).toContainText(email);

  await signOut(page, name);
  await expect(userMenuButton(page, name)).toHaveCount(0);

  await openLoginDialog(page);
  await signInThroughDialog(page, email, password);
  await expect(userMenuButton(page, name)).toBeVisible();
});

test('signing up with an email that already exists signs in with that password (spec §4)', async ({ page }) => {
  const email = uniqueEmail('twice');
  const password = 'tabi-2026-pass';
  await page.goto('/?login=true');
  const dialog = loginDialog(page);
  await dialog.getByRole('tab', { name: '新規登録' }).click();
  await dialog.getByLabel('お名前', { exact: true }).fill('二度目 花子');
  await dialog.getByLabel('メールアドレス', { exact: true }).fill(email);
  await dialog.getByLabel('パスワード', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: '登録する' }).click();
  await dismissWelcome(page);
  await expect(userMenuButton(page, '二度目 花子')).toBeVisible();
  await signOut(page, '二度目 花子');

  // Same email and password on the sign-up tab again: the account is reused, not an error.
  await openLoginDialog(page);
  await dialog.getByRole('tab', { name: '新規登録' }).click();
  await dialog.getByLabel('お名前', { exact: true }).fill('二度目 花子');
  await dialog.getByLabel('メールアドレス', { exact: true }).fill(email);
  await dialog.getByLabel('パスワード', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: '登録する' }).click();
  await expect(dialog).toBeHidden();
  await expect(userMenuButton(page, '二度目 花子')).toBeVisible();
});

test('a wrong password shows a Japanese error and keeps the dialog open', async ({ page }) => {
  await page.goto('/?login=true');
  const dialog = loginDialog(page);
  await dialog.getByLabel('メールアドレス', { exact: true }).fill('guest@demo.kurumatabi.jp');
  await dialog.getByLabel('パスワード', { exact: true }).fill('wrong-password');
  await dialog.getByRole('button', { name: 'ログインする' }).click();
  await expect(dialog.getByRole('alert')).toContainText(/パスワード/);
  await expect(dialog).toBeVisible();
});

test('a visitor who opens a sign-in-only page signs in and comes back to it', async ({ page }) => {
  await page.goto('/mypage?tab=profile');
  await expect(page).toHaveURL(/\/\?login=true&loginRedirectTo=%2Fmypage%3Ftab%3Dprofile$/);
  await expect(loginDialog(page)).toBeVisible();
  await signInThroughDialog(page, 'guest@demo.kurumatabi.jp', 'demo-guest-2026');
  await expect(page).toHaveURL(/\/mypage\?tab=profile$/);
  await expect(page.getByRole('main')).toContainText('山田 花子');
  await expect(page.getByRole('main')).toContainText('guest@demo.kurumatabi.jp');
});

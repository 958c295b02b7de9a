import { expect, test } from '@playwright/test';
import { latestPasswordResetCode, signUpIdentity, uniqueEmail } from '../support/emulator';
import { loginDialog, openLoginDialog, signInThroughDialog, signOut } from '../support/ui';

test('a forgotten password is reset with the code sent by email', async ({ page }) => {
  const email = uniqueEmail('forgetful');
  await signUpIdentity(email, 'old-password-1');

  await page.goto('/reset-password');
  await page.getByLabel('メールアドレス', { exact: true }).fill(email);
  await page.getByRole('button', { name: '確認コードを送信' }).click();
  await expect(page.getByRole('status').or(page.getByRole('alert')).first()).toContainText('確認コード');

  // The test reads the code from the emulator's REST endpoint, as a person reads their email.
  const code = await latestPasswordResetCode(email);
  await page.getByLabel('確認コード', { exact: true }).fill(code);
  await page.getByLabel('新しいパスワード', { exact: true }).fill('new-password-2');
  await page.getByRole('button', { name: 'パスワードを再設定' }).click();
  await expect(page.getByRole('heading', { name: 'パスワードを再設定しました' })).toBeVisible();

  // The reset page signs the user in with the new password; after signing out, the new password works again.
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: 'ログイン', exact: true })).toHaveCount(0);
  await page.goto('/mypage/profile');
  await expect(page.getByTestId('profile-email')).toHaveText(email);
  // An identity without a product row is registered on first sign-in under its email's local part.
  await signOut(page, email.split('@')[0]!);
  await openLoginDialog(page);
  const dialog = loginDialog(page);
  await dialog.getByLabel('メールアドレス', { exact: true }).fill(email);
  await dialog.getByLabel('パスワード', { exact: true }).fill('old-password-1');
  await dialog.getByRole('button', { name: 'ログインする' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await signInThroughDialog(page, email, 'new-password-2');
  await expect(banner.getByRole('button', { name: 'ログイン', exact: true })).toHaveCount(0);
});

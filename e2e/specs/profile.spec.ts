import { expect, test, type Page } from '@playwright/test';
import { apiAs, becomeCarOwner } from '../support/api';
import {
  latestEmailChangeLink,
  linkSocialIdentity,
  signInIdentity,
  signUpIdentity,
  uniqueEmail,
  signInSocialOnly,
} from '../support/emulator';
import { loginDialog, openLoginDialog, signInThroughDialog, signOut, userMenuButton } from '../support/ui';

/** A fresh identity, signed in through the dialog; its first sign-in registers it under the email's local part. */
async function signedInUser(page: Page, prefix: string, password = 'tabi-first-1') {
  const email = uniqueEmail(prefix);
  await signUpIdentity(email, password);
  await page.goto('/?login=true');
  await signInThroughDialog(page, email, password);
  const name = email.split('@')[0]!;
  await expect(userMenuButton(page, name)).toBeVisible();
  return { email, password, name };
}

async function openProfile(page: Page) {
  await page.goto('/mypage/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'プロフィール・ログイン設定' })).toBeVisible();
}

/** Signing in through the dialog fails: the dialog stays open with a Japanese error. */
async function expectSignInRefused(page: Page, email: string, password: string, message: RegExp) {
  await openLoginDialog(page);
  const dialog = loginDialog(page);
  await dialog.getByLabel('メールアドレス', { exact: true }).fill(email);
  await dialog.getByLabel('パスワード', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'ログインする' }).click();
  await expect(dialog.getByRole('alert')).toContainText(message);
  await dialog.getByRole('button', { name: '閉じる' }).click();
  await expect(dialog).toBeHidden();
}

test('a user changes their password after re-authenticating; only the new one signs in afterwards', async ({ page }) => {
  const user = await signedInUser(page, 'password-change');
  await openProfile(page);
  const card = page.getByTestId('password-card');
  const current = card.getByLabel('現在のパスワード', { exact: true });
  const next = card.getByLabel('新しいパスワード', { exact: true });

  // The policy's checklist follows the typing; a short password is refused before any request.
  await next.fill('abc');
  await expect(card.getByRole('list', { name: 'パスワードの条件' })).toContainText('6文字以上');
  await current.fill(user.password);
  await card.getByRole('button', { name: 'パスワードを変更' }).click();
  await expect(card).toContainText('パスワードは6文字以上にしてください。');

  // A wrong current password: re-authentication fails and says so in Japanese.
  await current.fill('not-my-password');
  await next.fill('tabi-second-2');
  await card.getByRole('button', { name: 'パスワードを変更' }).click();
  await expect(card.getByRole('alert')).toHaveText('現在のパスワードが正しくありません。');

  await current.fill(user.password);
  await card.getByRole('button', { name: 'パスワードを変更' }).click();
  await expect(page.getByText('パスワードを変更しました')).toBeVisible();
  await expect(current).toHaveValue('');

  await signOut(page, user.name);
  await expectSignInRefused(page, user.email, user.password, /パスワードが正しくありません/);
  await openLoginDialog(page);
  await signInThroughDialog(page, user.email, 'tabi-second-2');
  await expect(userMenuButton(page, user.name)).toBeVisible();
});

test('an email change waits for the link sent to the new address, then the new address signs in', async ({ page }) => {
  const user = await signedInUser(page, 'email-change');
  const newEmail = uniqueEmail('email-changed');
  await openProfile(page);
  const card = page.getByTestId('email-card');
  await expect(card).toContainText(user.email);

  await card.getByLabel('新しいメールアドレス', { exact: true }).fill(user.email.toUpperCase());
  await card.getByLabel('現在のパスワード', { exact: true }).fill(user.password);
  await card.getByRole('button', { name: '確認メールを送信' }).click();
  await expect(card).toContainText('現在と同じメールアドレスです。');

  await card.getByLabel('新しいメールアドレス', { exact: true }).fill(newEmail);
  await card.getByLabel('現在のパスワード', { exact: true }).fill('not-my-password');
  await card.getByRole('button', { name: '確認メールを送信' }).click();
  await expect(card.getByRole('alert')).toHaveText('現在のパスワードが正しくありません。');

  await card.getByLabel('現在のパスワード', { exact: true }).fill(user.password);
  await card.getByRole('button', { name: '確認メールを送信' }).click();
  await expect(card).toContainText(`確認メールを送信しました。${newEmail} に届いたメールのリンクを開くと`);
  await expect(card).toContainText(`${newEmail} への変更を確認待ちです`);

  // Before the link is opened, the new address cannot sign in yet.
  const password = card.getByLabel('パスワード', { exact: true });
  await password.fill(user.password);
  await card.getByRole('button', { name: 'ログインして変更を反映' }).click();
  await expect(card.getByRole('alert')).toContainText('新しいメールアドレスでログインできませんでした');

  // The person opens the link from their mail (another tab): the provider changes the address.
  const link = await latestEmailChangeLink(user.email, newEmail);
  const opened = await fetch(link, { redirect: 'manual' });
  expect(opened.status).toBe(303);
  expect(opened.headers.get('location')).toMatch(/\/mypage\/profile$/);

  // Back on the profile, signing in with the new address completes the change (update-email).
  await password.fill(user.password);
  await card.getByRole('button', { name: 'ログインして変更を反映' }).click();
  await expect(page.getByText('メールアドレスを変更しました')).toBeVisible();
  await expect(page.getByTestId('profile-email')).toHaveText(newEmail);
  await expect(card).not.toContainText('確認待ち');

  // A reload keeps it (the product's row holds it now), and only the new address signs in.
  await page.reload();
  await expect(page.getByTestId('profile-email')).toHaveText(newEmail);
  await signOut(page, user.name);
  await expectSignInRefused(page, user.email, user.password, /パスワードが正しくありません/);
  await openLoginDialog(page);
  await signInThroughDialog(page, newEmail, user.password);
  await expect(userMenuButton(page, user.name)).toBeVisible();
});

test('a change confirmed while signed out is copied to the product at the next sign-in (ADR 0009)', async ({ page }) => {
  const user = await signedInUser(page, 'email-later');
  const newEmail = uniqueEmail('email-later-new');
  await openProfile(page);
  const card = page.getByTestId('email-card');
  await card.getByLabel('新しいメールアドレス', { exact: true }).fill(newEmail);
  await card.getByLabel('現在のパスワード', { exact: true }).fill(user.password);
  await card.getByRole('button', { name: '確認メールを送信' }).click();
  await expect(card).toContainText('確認メールを送信しました。');
  await signOut(page, user.name);

  const opened = await fetch(await latestEmailChangeLink(user.email, newEmail), { redirect: 'manual' });
  expect(opened.status).toBe(303);

  await openLoginDialog(page);
  await signInThroughDialog(page, newEmail, user.password);
  await openProfile(page);
  await expect(page.getByTestId('profile-email')).toHaveText(newEmail);
  await expect(page.getByTestId('email-card')).not.toContainText('確認待ち');
});

test('a linked Google sign-in is listed and can be unlinked; Facebook offers linking', async ({ page }) => {
  const email = uniqueEmail('linked');
  const password = 'tabi-first-1';
  await signUpIdentity(email, password);
  // Linking in the popup needs Google's servers; the emulator links the same way the SDK would afterwards.
  await linkSocialIdentity(await signInIdentity(email, password), 'google.com', { email, name: '連携 花子' });
  await page.goto('/?login=true');
  await signInThroughDialog(page, email, password);
  await openProfile(page);

  const card = page.getByTestId('methods-card');
  const rows = card.getByRole('list', { name: 'ログイン方法' }).getByRole('listitem');
  await expect(rows.filter({ hasText: 'メールアドレスとパスワード' })).toContainText('設定済み');
  await expect(rows.filter({ hasText: 'Google' })).toContainText('連携済み');
  await expect(rows.filter({ hasText: 'Facebook' })).toContainText('未連携');
  await expect(card.getByRole('button', { name: 'Facebook を連携する' })).toBeEnabled();

  await card.getByRole('button', { name: 'Google の連携を解除' }).click();
  const confirm = page.getByRole('dialog', { name: '連携の解除の確認' });
  await expect(confirm).toContainText('Google ではログインできなくなります');
  await confirm.getByRole('button', { name: '連携を解除' }).click();
  await expect(page.getByText('Google の連携を解除しました')).toBeVisible();
  await expect(rows.filter({ hasText: 'Google' })).toContainText('未連携');
  await expect(card.getByRole('button', { name: 'Google を連携する' })).toBeVisible();

  // The identity agrees after a reload (the session is read again from the provider).
  await page.reload();
  await expect(page.getByTestId('methods-card').getByRole('listitem').filter({ hasText: 'Google' })).toContainText('未連携');
});

test('an account that signs in with Google only is offered a password and cannot unlink its last method', async ({ page }) => {
  const email = uniqueEmail('social-only');
  // A first Google sign-in registers the user under the provider's display name (ADR 0006).
  await signInSocialOnly(page, 'google.com', { email, name: 'ソーシャル 花子' });
  await expect(userMenuButton(page, 'ソーシャル 花子')).toBeVisible();
  await openProfile(page);

  const methods = page.getByTestId('methods-card');
  const google = methods.getByRole('listitem').filter({ hasText: 'Google' });
  await expect(methods.getByRole('listitem').filter({ hasText: 'メールアドレスとパスワード' })).toContainText('未設定');
  // The last way to sign in cannot be unlinked.
  await expect(google.getByRole('button', { name: 'Google の連携を解除' })).toBeDisabled();
  await expect(google).toContainText('ほかにログイン方法がないため、連携を解除できません。');

  const card = page.getByTestId('password-card');
  await expect(card.getByRole('heading', { name: 'パスワードの設定' })).toBeVisible();
  await expect(card).toContainText(`${email} とパスワードでもログインできるようになります`);
  await card.getByLabel('新しいパスワード', { exact: true }).fill('abc');
  await card.getByRole('button', { name: 'パスワードを設定' }).click();
  await expect(card).toContainText('パスワードは6文字以上にしてください。');
  // Submitting cannot complete here: the emulator refuses to link a password whose email is the
  // account's own (EMAIL_EXISTS), which the real service accepts. The linking itself is the SDK's.
});

test('a Google-only account changes its email: after the link, 変更を確認する copies the new address', async ({ page }) => {
  const email = uniqueEmail('social-email');
  const newEmail = uniqueEmail('social-email-new');
  await signInSocialOnly(page, 'google.com', { email, name: 'ソーシャル 次郎' });
  await expect(userMenuButton(page, 'ソーシャル 次郎')).toBeVisible();
  await openProfile(page);
  const card = page.getByTestId('email-card');
  // No password to confirm with: the provider decides whether the sign-in is recent enough.
  await expect(card.getByLabel('現在のパスワード', { exact: true })).toHaveCount(0);
  await card.getByLabel('新しいメールアドレス', { exact: true }).fill(newEmail);
  await card.getByRole('button', { name: '確認メールを送信' }).click();
  await expect(card).toContainText('確認メールを送信しました。');

  await card.getByRole('button', { name: '変更を確認する' }).click();
  await expect(card.getByRole('alert')).toContainText('まだ変更が確定していません。');

  const opened = await fetch(await latestEmailChangeLink(email, newEmail), { redirect: 'manual' });
  expect(opened.status).toBe(303);
  // The emulator keeps the session after the link (the real service may end it; the page then asks
  // the user to sign in again), so the check reads the identity and copies the address at once.
  await card.getByRole('button', { name: '変更を確認する' }).click();
  await expect(page.getByText('メールアドレスを変更しました')).toBeVisible();
  await expect(page.getByTestId('profile-email')).toHaveText(newEmail);
  await expect(card).not.toContainText('確認待ち');
  await page.reload();
  await expect(page.getByTestId('profile-email')).toHaveText(newEmail);
});

test('an account without a password deactivates by typing the phrase', async ({ page }) => {
  await signInSocialOnly(page, 'facebook.com', { email: uniqueEmail('social-leaving'), name: 'ソーシャル 三郎' });
  await expect(userMenuButton(page, 'ソーシャル 三郎')).toBeVisible();
  await page.goto('/mypage/deactivate');
  const form = page.getByRole('form', { name: '退会手続き' });
  await expect(form.getByLabel('現在のパスワード', { exact: true })).toHaveCount(0);
  await form.getByLabel('確認のため「退会する」と入力してください').fill('退会');
  await form.getByLabel('上記の内容を確認し、退会することに同意します').check();
  await form.getByRole('button', { name: '退会する' }).click();
  await expect(form).toContainText('「退会する」と入力してください。');
  await form.getByLabel('確認のため「退会する」と入力してください').fill('退会する');
  await form.getByRole('button', { name: '退会する' }).click();
  await expect(page.getByText('退会手続きが完了しました。')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'ログイン', exact: true })).toBeVisible();
});

test('a user deactivates: signed out on the top page, and the account cannot sign in again', async ({ page }) => {
  const user = await signedInUser(page, 'leaving');
  await openProfile(page);
  await page.getByRole('link', { name: '退会手続きへ' }).click();
  await expect(page).toHaveURL(/\/mypage\/deactivate$/);
  await expect(page.getByRole('heading', { level: 1, name: '退会手続き' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('すべての端末からログアウトされ');

  const form = page.getByRole('form', { name: '退会手続き' });
  await form.getByRole('button', { name: '退会する' }).click();
  await expect(form).toContainText('退会するには確認のチェックが必要です。');
  await expect(form).toContainText('現在のパスワードを入力してください。');

  await form.getByLabel('退会の理由（任意）').fill('しばらく車に乗らないため');
  await form.getByLabel('現在のパスワード', { exact: true }).fill('not-my-password');
  await form.getByLabel('上記の内容を確認し、退会することに同意します').check();
  await form.getByRole('button', { name: '退会する' }).click();
  await expect(form.getByRole('alert')).toHaveText('現在のパスワードが正しくありません。');

  await form.getByLabel('現在のパスワード', { exact: true }).fill(user.password);
  await form.getByRole('button', { name: '退会する' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('退会手続きが完了しました。')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'ログイン', exact: true })).toBeVisible();

  await expectSignInRefused(page, user.email, user.password, /利用が停止されています/);
  await page.goto('/mypage/profile');
  await expect(page).toHaveURL(/\/\?login=true&loginRedirectTo=%2Fmypage%2Fprofile$/);
});

test('a user switches to 法人 with the company name, saves, and sees it after a reload (issue 33)', async ({ page }) => {
  await signedInUser(page, 'corporate');
  await openProfile(page);
  const card = page.getByTestId('account-kind-card');
  await expect(card.getByTestId('account-kind')).toHaveText('個人');
  await expect(card.getByTestId('account-payment-methods')).toHaveText('クレジットカード');

  await card.getByRole('button', { name: '変更する' }).click();
  await card.getByRole('radio', { name: '法人' }).check({ force: true });
  // A corporate account needs its company's name: refused at the field before any request.
  await card.getByRole('button', { name: '保存する' }).click();
  await expect(card).toContainText('会社名を入力してください。');
  await card.getByLabel('会社名', { exact: true }).fill('株式会社みちのくトラベル');
  await card.getByLabel('部署名（任意）', { exact: true }).fill('総務部');
  await card.getByRole('button', { name: '保存する' }).click();
  await expect(page.getByText('アカウント種別を保存しました')).toBeVisible();

  await page.reload();
  await expect(card.getByTestId('account-kind')).toHaveText('法人');
  await expect(card.getByTestId('account-company-name')).toHaveText('株式会社みちのくトラベル');
  await expect(card).toContainText('総務部');
  await expect(card.getByTestId('account-payment-methods')).toHaveText('クレジットカード請求書払い');
  // A guest has no invoice registration to keep: the hosts' card is not there.
  await expect(page.getByTestId('invoice-registration-card')).toHaveCount(0);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await card.screenshot({ path: test.info().outputPath(`account-kind-${width}.png`) });
  }
});

test('a car owner registers the invoice registration number, sees it back and removes it (issue 33)', async ({ page }) => {
  const user = await signedInUser(page, 'invoice-host');
  await becomeCarOwner(await apiAs(user.email, user.password));
  await openProfile(page);
  const card = page.getByTestId('invoice-registration-card');
  await expect(card).toContainText('登録番号は登録されていません。');
  await card.getByRole('button', { name: '登録番号を登録する' }).click();
  await card.getByLabel('登録番号', { exact: true }).fill('T8000012050002');
  await card.getByLabel('登録事業者名', { exact: true }).fill('国税庁');
  await card.getByRole('button', { name: '登録する' }).click();
  await expect(card).toContainText('登録番号の確認用数字が一致しません。');
  // As typed on a Japanese keyboard: full-width, lowercase t.
  await card.getByLabel('登録番号', { exact: true }).fill('ｔ７００００１２０５０００２');
  await card.getByRole('button', { name: '登録する' }).click();
  await expect(page.getByText('登録番号を保存しました')).toBeVisible();

  await page.reload();
  await expect(card.getByTestId('invoice-registration-number')).toHaveText('T7000012050002');
  await expect(card).toContainText('国税庁');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`profile-host-${width}.png`), fullPage: true });
  }
  await card.getByRole('button', { name: '削除する' }).click();
  await expect(page.getByText('登録番号を削除しました')).toBeVisible();
  await page.reload();
  await expect(card).toContainText('登録番号は登録されていません。');
});

import { expect, type Locator, type Page } from '@playwright/test';

/** The login / sign-up dialog (spec §4), opened from the header or by `?login=true`. */
export function loginDialog(page: Page) {
  return page.getByRole('dialog', { name: 'ログイン・新規登録' });
}

export async function openLoginDialog(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'ログイン', exact: true }).click();
  await expect(loginDialog(page)).toBeVisible();
}

export async function signInThroughDialog(page: Page, email: string, password: string) {
  const dialog = loginDialog(page);
  await dialog.getByRole('tab', { name: 'ログイン' }).click();
  await dialog.getByLabel('メールアドレス', { exact: true }).fill(email);
  await dialog.getByLabel('パスワード', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'ログインする' }).click();
  await expect(dialog).toBeHidden();
}

/** The header's account button carries the signed-in user's display name. */
export function userMenuButton(page: Page, name: string) {
  return page.getByRole('banner').getByRole('button', { name });
}

export async function signOut(page: Page, name: string) {
  await userMenuButton(page, name).click();
  await page.getByRole('button', { name: 'ログアウト' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'ログイン', exact: true })).toBeVisible();
}

/**
 * Scrolls down a page half a screen at a time and back to the top, as a reader does: sections below
 * the fold fetch their code and data when they come near (ADR 0030), and a check of their content
 * must first bring them there.
 */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, 0);
  });
}

/**
 * Brings an element into view, as a reader's scroll does. A listing's page keeps the server's markup
 * until the reader's first gesture (or a signed-in session) renders the screen in its place (ADR 0030,
 * fifth pass): an element found just before that is replaced, and the scroll is tried again on the new one.
 */
export async function scrollIntoView(locator: Locator) {
  await expect(async () => {
    await locator.scrollIntoViewIfNeeded({ timeout: 2_000 });
    await expect(locator).toBeInViewport({ timeout: 1_000 });
  }).toPass();
}

/** The welcome a new member who signed up from the home page gets (ADR 0035). */
export function welcomeDialog(page: Page) {
  return page.getByRole('dialog', { name: '会員登録が完了しました' });
}

/** Signed up from the home page: the welcome with the next steps comes; あとで closes it. */
export async function dismissWelcome(page: Page) {
  const welcome = welcomeDialog(page);
  await expect(welcome).toBeVisible();
  await welcome.getByRole('button', { name: 'あとで' }).click();
  await expect(welcome).toBeHidden();
}

/**
 * Enters one of Stripe's test cards in the sandbox's card form and hands it over (a trip change's form sends at
 * once and closes, so nothing is left to wait for there).
 */
export async function submitTestCard(scope: Page | Locator, number = '4242 4242 4242 4242'): Promise<void> {
  await scope.getByRole('textbox', { name: 'カード番号' }).fill(number);
  await scope.getByRole('textbox', { name: '有効期限（月/年）' }).fill('12/30');
  await scope.getByRole('textbox', { name: 'セキュリティコード' }).fill('123');
  await scope.getByRole('button', { name: 'このカードを使う' }).click();
}

/**
 * Enters one of Stripe's test cards in the sandbox's card form of a reservation's payment step
 * (issue 33) and waits until the form shows the card as ready.
 */
export async function payWithTestCard(scope: Page | Locator, number = '4242 4242 4242 4242'): Promise<void> {
  await submitTestCard(scope, number);
  await expect(scope.getByText(/•••• \d{4}/).first()).toBeVisible();
}

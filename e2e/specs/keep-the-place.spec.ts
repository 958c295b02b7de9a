import { expect, test, type Page } from '@playwright/test';
import { registerUser } from '../support/api';
import { screenshotsAfterToasts } from '../support/journey';
import { uniqueEmail } from '../support/emulator';
import { loginDialog, signInThroughDialog, userMenuButton } from '../support/ui';
import { screenshotAt } from '../support/screens';

/**
 * Issue 32, items 2 and 3 (ADR 0035), on a phone: a search's dates and people go with its cards to the car's
 * page and to its reserve form; signing in from the car's page keeps the car and brings the visitor to what
 * they pressed; back from a car lands at its card.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const password = 'tabi-2026-pass';
const main = (page: Page) => page.getByRole('main');
const results = (page: Page) => page.getByRole('region', { name: '検索結果' });
const weekdays = ['日', '月', '火', '水', '木', '金', '土'];

/** A day two months ahead (Japan time), past the demo seed's unavailable periods: as the URL and the pages write it. */
function dayInTwoMonths(day: number): { iso: string; short: string; long: string } {
  const now = new Date(Date.now() + 9 * 3600_000);
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, day));
  const [y, m, d] = [next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()];
  const w = weekdays[next.getUTCDay()];
  return { iso: `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`, short: `${m}/${d}(${w})`, long: `${y}年${m}月${d}日` };
}

const [from, to] = [dayInTwoMonths(10), dayInTwoMonths(12)];
const context = `from=${from.iso}&to=${to.iso}&people=2`;
const escape = (text: string) => text.replace(/[?.*+^$()[\]{}|\\]/g, '\\$&');

/** The search, and its last card brought into view as a reader scrolls down to it. */
async function searchAndScrollToLastCard(page: Page) {
  await page.goto(`/search-rv?${context}`);
  await expect(results(page).getByRole('status').first()).toHaveText(/^\d+件$/);
  const card = results(page).getByRole('article').last();
  await card.scrollIntoViewIfNeeded();
  await expect(card).toBeInViewport();
  return card;
}

test('a search’s dates and people go to the car and its form; signing in from 予約へ進む keeps them; back lands at the card', async ({
  page,
}) => {
  // A long journey (a search, two car pages, a sign-in, the form, a reload) on a shared machine.
  test.slow();
  const card = await searchAndScrollToLastCard(page);
  const title = ((await card.getByRole('heading').textContent()) ?? '').trim();
  // The cards carry the search's dates and people.
  await expect(card.getByRole('link')).toHaveAttribute('href', new RegExp(`^/car/[0-9a-f-]{36}\\?${escape(context)}$`));
  const scrolledTo = await page.evaluate(() => window.scrollY);
  expect(scrolledTo).toBeGreaterThan(0);

  await card.getByRole('heading').tap();
  await expect(page).toHaveURL(new RegExp(`/car/[0-9a-f-]{36}\\?${escape(context)}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const carPath = new URL(page.url()).pathname;
  // A new page starts at its top (spec §2), and shows the carried dates beside 予約へ進む.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(main(page).locator('[data-picked-dates]').first()).toContainText(`${from.short}〜${to.short}・2人`);
  const reserve = main(page).getByRole('link', { name: '予約へ進む' }).last();
  await expect(reserve).toHaveAttribute('href', `${carPath}/reserve?${context}`);
  for (const width of [375, 1280]) await screenshotAt(page, width, 'keep-the-place-car-dates');

  // Back (a reload, spec §2) lands at the card, not at the top of the results.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/search-rv\\?${escape(context)}$`));
  // Back reloads the page (spec §2): a read during that reload has no page to read, and counts as not there yet.
  await expect.poll(() => page.evaluate(() => window.scrollY).catch(() => -1)).toBeGreaterThan(scrolledTo - 50);
  const again = results(page).getByRole('article').filter({ hasText: title }).first();
  await expect(again).toBeInViewport();

  // The car again; 予約へ進む signed out opens the sign-in dialog over the car, and closing it keeps the car.
  await again.getByRole('heading').tap();
  await expect(page).toHaveURL(new RegExp(`${escape(carPath)}\\?${escape(context)}$`));
  await main(page).getByRole('link', { name: '予約へ進む' }).last().tap();
  await expect(loginDialog(page)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(carPath);
  expect(new URL(page.url()).searchParams.get('loginRedirectTo')).toBe(`${carPath}/reserve?${context}`);
  await loginDialog(page).getByRole('button', { name: '閉じる' }).tap();
  await expect(loginDialog(page)).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${escape(carPath)}\\?${escape(context)}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  // Pressed again, and signed in: the reserve form, with the dates chosen and kept in its address.
  const name = '場所 守';
  const email = uniqueEmail('keep-place');
  await registerUser(email, password, name);
  await main(page).getByRole('link', { name: '予約へ進む' }).last().tap();
  await signInThroughDialog(page, email, password);
  await expect(userMenuButton(page, name)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${escape(carPath)}/reserve\\?${escape(context)}$`));
  await expect(main(page)).toContainText(from.long);
  await expect(main(page)).toContainText(to.long);
  await screenshotsAfterToasts(page, 'keep-the-place-form-dates');

  // A reload (or a shared link) keeps them.
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`${escape(carPath)}/reserve\\?${escape(context)}$`));
  await expect(main(page)).toContainText(from.long);
});

test('オーナーに質問する signed out: the dialog over the car, and once signed in the question form is open', async ({ page }) => {
  const card = await searchAndScrollToLastCard(page);
  await card.getByRole('heading').tap();
  await expect(page).toHaveURL(/\/car\/[0-9a-f-]{36}\?/);
  const carPath = new URL(page.url()).pathname;

  const name = '質問 咲';
  const email = uniqueEmail('keep-ask');
  await registerUser(email, password, name);
  await main(page).getByRole('button', { name: 'オーナーに質問する' }).first().tap();
  await expect(loginDialog(page)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(carPath);
  await signInThroughDialog(page, email, password);
  await expect(page.getByRole('dialog', { name: 'オーナーへの質問' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'オーナーへの質問' }).getByLabel('質問の内容')).toBeVisible();
  // The way back kept the search's dates too, and the `ask` intent is gone from the address.
  await expect(page).toHaveURL(new RegExp(`${escape(carPath)}\\?${escape(context)}$`));
});

test('spec §2’s shape: a reserve form entered directly asks to sign in at the root, and closing goes to the car with the dates', async ({
  page,
}) => {
  const card = await searchAndScrollToLastCard(page);
  const href = (await card.getByRole('link').getAttribute('href')) ?? '';
  const carPath = new URL(href, 'http://x').pathname;

  await page.goto(`${carPath}/reserve?${context}`);
  await expect(loginDialog(page)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
  expect(new URL(page.url()).searchParams.get('loginRedirectTo')).toBe(`${carPath}/reserve?${context}`);
  await loginDialog(page).getByRole('button', { name: '閉じる' }).tap();
  await expect(page).toHaveURL(new RegExp(`${escape(carPath)}\\?${escape(context)}$`));
  await expect(main(page).locator('[data-picked-dates]').first()).toContainText(`${from.short}〜${to.short}`);
});

test('a new member who signs up from the home page is welcomed with the next steps', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'ログイン', exact: true }).tap();
  const dialog = loginDialog(page);
  await dialog.getByRole('tab', { name: '新規登録' }).tap();
  await dialog.getByLabel('お名前', { exact: true }).fill('新人 歩');
  await dialog.getByLabel('メールアドレス', { exact: true }).fill(uniqueEmail('welcome'));
  await dialog.getByLabel('パスワード', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: '登録する' }).tap();

  const welcome = page.getByRole('dialog', { name: '会員登録が完了しました' });
  await expect(welcome).toBeVisible();
  await expect(welcome.getByRole('heading', { name: 'ようこそ、新人 歩さん' })).toBeVisible();
  await expect(welcome.getByRole('link', { name: '免許証を登録する' })).toHaveAttribute('href', '/mypage/driving-license');
  await expect(welcome.getByRole('link', { name: '車を探す' })).toHaveAttribute('href', '/search-rv');
  await expect(welcome.getByRole('link', { name: 'スポットを探す' })).toHaveAttribute('href', '/search-spot');
  await expect(welcome.getByRole('link', { name: '車を掲載する' })).toHaveAttribute('href', '/mypage/cars/to-owner');
  await screenshotAt(page, 375, 'keep-the-place-welcome', false);
  await welcome.getByRole('link', { name: '免許証を登録する' }).tap();
  await expect(page).toHaveURL(/\/mypage\/driving-license$/);
  await expect(welcome).toBeHidden();
});

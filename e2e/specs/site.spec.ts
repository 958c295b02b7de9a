import { expect, test } from '@playwright/test';
import { registerUser } from '../support/api';
import { uniqueEmail } from '../support/emulator';
import { newPage, signInAs } from '../support/journey';
import { screenshotAt } from '../support/screens';

test('the home page is in Japanese and leads to the three searches', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'メインメニュー' });
  await expect(nav.getByRole('link', { name: 'カーシェアを探す' })).toHaveAttribute('href', '/search-rv');
  await expect(nav.getByRole('link', { name: 'レンタカーを探す' })).toHaveAttribute('href', '/search-rental');
  await expect(nav.getByRole('link', { name: 'スポットを探す' })).toHaveAttribute('href', '/search-spot');
});

test('the header, the phone menu and the footer lead to the share page (車・スポットを掲載する)', async ({ page }) => {
  await page.goto('/faq');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: '車・スポットを掲載する' })).toHaveAttribute('href', '/share');
  await screenshotAt(page, 1280, 'header-share-link', false);

  // A phone: the menu has it under the three searches.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(header.getByRole('link', { name: '車・スポットを掲載する' })).toBeHidden();
  await header.getByRole('button', { name: 'メニュー' }).click();
  await expect(page.getByRole('navigation', { name: 'メニュー' }).getByRole('link', { name: /車・スポットを掲載する/ })).toBeVisible();
  await screenshotAt(page, 375, 'menu-share-link', false);
  await header.getByRole('button', { name: 'メニューを閉じる' }).click();

  // The footer's link opens the share page.
  const footerLink = page.getByRole('navigation', { name: 'サイト情報' }).getByRole('link', { name: '車・スポットを掲載する' });
  await footerLink.scrollIntoViewIfNeeded();
  await screenshotAt(page, 375, 'footer-share-link');
  await footerLink.click();
  await expect(page).toHaveURL(/\/share$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: '車・スポットを掲載する' })).toBeHidden();
});

test('an unknown URL shows the error screen, and its button goes back to the top', async ({ page }) => {
  await page.goto('/no-such-page/at-all');
  await expect(page.getByRole('heading', { name: 'エラーが発生しました' })).toBeVisible();
  await expect(page.getByText('ページが存在しません')).toBeVisible();
  await expect(page.getByText('URLをご確認ください')).toBeVisible();
  await page
    .getByRole('link', { name: 'トップへ戻る' })
    .or(page.getByRole('button', { name: 'トップへ戻る' }))
    .click();
  await expect(page).toHaveURL(/\/$/);
});

test('a URL with a broken percent-escape shows the invalid-URL error screen', async ({ page }) => {
  await page.goto('/%E0%A4%A');
  await expect(page.getByRole('heading', { name: 'エラーが発生しました' })).toBeVisible();
  await expect(page.getByTestId('error-cause')).toHaveText('URLが不正です');
  await expect(page.getByTestId('error-solution')).toHaveText('URLをご確認ください');
});

for (const { path, title, fromApi } of [
  { path: '/terms', title: 'くるま旅 利用規約', fromApi: '第1条' },
  { path: '/privacy-policy', title: 'プライバシーポリシー', fromApi: '第1条' },
  { path: '/share-contract', title: 'シェア契約書', fromApi: '第1条' },
]) {
  test(`the legal page ${path} shows the current text from the API`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
    await expect(page.getByRole('main')).toContainText(fromApi);
    await expect(page.getByRole('main')).toContainText('2026年11月1日');
  });
}

test('the FAQ lists questions by category from the API', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('よくある質問');
  await expect(page.getByRole('main')).toContainText('予約・キャンセル');
});

for (const { path, heading } of [
  { path: '/company', heading: '会社概要' },
  { path: '/for-beginner', heading: 'はじめての方へ' },
  { path: '/guide', heading: 'ご利用ガイド' },
  { path: '/car-insurance', heading: '自動車保険について' },
]) {
  test(`the information page ${path} is written in Japanese`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    await expect(page).toHaveTitle(/くるま旅/);
  });
}

test('the API answers with the contract: terms, the token rule and the error envelope', async ({ request }) => {
  const terms = await request.post('/v1/public/show-terms', { data: {} });
  expect(terms.status()).toBe(200);
  expect(await terms.json()).toMatchObject({ kind: 'Terms', sections: expect.any(Array) });

  const noToken = await request.post('/v1/show-current-user', { data: {} });
  expect(noToken.status()).toBe(401);
  expect(await noToken.json()).toEqual({ error: { code: 'NO_TOKEN', message: 'No token provided' } });

  const noBody = await request.post('/v1/public/show-terms', { headers: { 'content-type': 'application/json' } });
  expect(noBody.status()).toBe(400);
  expect((await noBody.json()).error.code).toMatch(/BODY_REQUIRED|MALFORMED_JSON|VALIDATION_FAILED/);

  const openapi = await request.get('/v1/openapi.json');
  expect(Object.keys((await openapi.json()).paths)).toContain('/v1/create-user');
});

test('a signed-in header keeps every link on one line at 1024 and 1280 px', async ({ browser }) => {
  const email = uniqueEmail('header-fit');
  await registerUser(email, 'tabi-2026-pass', '山田 花子');
  const page = await newPage(browser);
  await signInAs(page, email, '山田 花子', 'tabi-2026-pass');
  await page.goto('/faq');
  const row = page.getByRole('banner').locator('> div').first();
  for (const width of [1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    // The row neither overflows nor wraps a label: a wrapped label has two line boxes.
    expect(await row.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const links = page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link');
    for (const link of await links.all()) {
      const lines = await link.evaluate((el) => {
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        const tops = new Set<number>();
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of Array.from(range.getClientRects())) tops.add(Math.round(rect.top));
        }
        return tops.size;
      });
      expect(lines).toBe(1);
    }
    await expect(page.getByRole('banner').getByRole('link', { name: '車・スポットを掲載する' })).toBeVisible();
    await screenshotAt(page, width, 'header-signed-in', false);
  }
});

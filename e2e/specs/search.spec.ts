import { type Page } from '@playwright/test';
import { expect, test } from '../support/journey-guard';
import { uniqueEmail } from '../support/emulator';
import { loginDialog, userMenuButton } from '../support/ui';

const password = 'tabi-2026-pass';

/**
 * A day two months ahead (Japan time), as the calendar names it and as the URL writes it: past the
 * demo seed's unavailable periods (today + 10 to today + 29 days).
 */
function dayInTwoMonths(day: number): { name: RegExp; iso: string } {
  const now = new Date(Date.now() + 9 * 3600_000);
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, day));
  const [y, m, d] = [next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()];
  return { name: new RegExp(`^${y}年${m}月${d}日`), iso: `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}` };
}

const filters = (page: Page) => page.getByRole('search', { name: '検索条件' });
const results = (page: Page) => page.getByRole('region', { name: '検索結果' });

test('a visitor searches car share by prefecture and dates, opens a car, and keeps it as a favourite after signing up', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'カーシェアを探す' }).click();
  await expect(page).toHaveURL(/\/search-rv$/);
  await expect(page.getByRole('heading', { level: 1, name: 'カーシェアを探す' })).toBeVisible();

  // The conditions: a prefecture (grouped by region) and a range picked in the calendar.
  await filters(page).getByLabel('エリア').selectOption({ label: '長野県' });
  await filters(page)
    .getByRole('button', { name: /利用日/ })
    .click();
  const calendar = page.getByRole('dialog', { name: '利用日を選ぶ' });
  await calendar.getByRole('button', { name: /^次の月/ }).click();
  await calendar.getByRole('button', { name: /^次の月/ }).click();
  const [from, to] = [dayInTwoMonths(10), dayInTwoMonths(12)];
  await calendar.getByRole('button', { name: from.name }).first().click();
  await calendar.getByRole('button', { name: to.name }).first().click();
  await calendar.getByRole('button', { name: '決定' }).click();
  await expect(calendar).toBeHidden();
  await filters(page).getByRole('button', { name: 'この条件で検索' }).click();

  // The filters live in the URL: shareable, and the back button steps through searches.
  await expect(page).toHaveURL(new RegExp(`/search-rv\\?prefecture=Nagano&from=${from.iso}&to=${to.iso}$`));
  await expect(results(page).getByRole('status').first()).toHaveText(/^\d+件$/);
  const firstCard = results(page).getByRole('article').first();
  await expect(firstCard).toContainText('長野県');
  const title = (await firstCard.getByRole('heading').textContent()) ?? '';

  // A visitor's heart on a card opens the sign-in dialog over this search; closing it stays here (ADR 0035).
  await firstCard.getByRole('button', { name: 'お気に入りに追加' }).click();
  await expect(page).toHaveURL(new RegExp(`/search-rv\\?prefecture=Nagano&from=${from.iso}&to=${to.iso}&login=true$`));
  await loginDialog(page).getByRole('button', { name: '閉じる' }).click();
  await expect(page).toHaveURL(new RegExp(`/search-rv\\?prefecture=Nagano&from=${from.iso}&to=${to.iso}$`));

  // The car's page: everything to decide, and a real link to reserve.
  await results(page)
    .getByRole('link', { name: new RegExp(title.slice(0, 10).replace(/[|｜()]/g, '.')) })
    .first()
    .click();
  // The search's dates come along (ADR 0035).
  await expect(page).toHaveURL(new RegExp(`/car/[0-9a-f-]{36}\\?from=${from.iso}&to=${to.iso}$`));
  const carPath = new URL(page.url()).pathname;
  const carUrl = `${carPath}?from=${from.iso}&to=${to.iso}`;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  for (const section of ['料金', '車両情報', '装備', '利用ルール', '空き状況', 'オーナー']) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  await expect(page.getByRole('group', { name: '予約カレンダー' })).toBeVisible();
  await expect(page.getByRole('complementary').getByRole('link', { name: '予約へ進む' })).toHaveAttribute(
    'href',
    `${carPath}/reserve?from=${from.iso}&to=${to.iso}`,
  );

  // The heart on the page: sign up first, then come back here and add it.
  await page.getByRole('complementary').getByRole('button', { name: 'お気に入りに追加' }).click();
  await expect(page).toHaveURL(new RegExp(`${carUrl.replace('?', '\\?')}&login=true$`));
  const dialog = loginDialog(page);
  await dialog.getByRole('tab', { name: '新規登録' }).click();
  await dialog.getByLabel('お名前', { exact: true }).fill('検索 花子');
  await dialog.getByLabel('メールアドレス', { exact: true }).fill(uniqueEmail('search'));
  await dialog.getByLabel('パスワード', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: '登録する' }).click();
  await expect(dialog).toBeHidden();
  await expect(userMenuButton(page, '検索 花子')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${carUrl.replace('?', '\\?')}$`));

  const heart = page.getByRole('complementary').getByRole('button', { name: 'お気に入りに追加' });
  await heart.click();
  await expect(page.getByRole('complementary').getByRole('button', { name: 'お気に入りから削除' })).toHaveAttribute('aria-pressed', 'true');

  // マイページ → お気に入り lists it.
  await page.goto('/mypage/favorites');
  await expect(page.getByRole('heading', { level: 1, name: 'お気に入り' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('main').getByRole('article')).toContainText(title);
  await page.getByRole('navigation', { name: '表示するお気に入り' }).getByRole('link', { name: 'スポット' }).click();
  await expect(page.getByRole('main')).toContainText('お気に入りのスポットはまだありません');
});

test('an unknown car is the not-found screen', async ({ page, journeyGuard }) => {
  journeyGuard.allow({ status: 404, path: '/car/00000000-0000-4000-8000-000000000000', reason: 'the unknown car’s page answers 404' });
  await page.goto('/car/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('ページが存在しません')).toBeVisible();
});

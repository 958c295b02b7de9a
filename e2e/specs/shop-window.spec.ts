import { expect, test, type Page } from '@playwright/test';
import { demoAccounts } from '../support/api';
import { screenshotAt } from '../support/screens';
import { openLoginDialog, signInThroughDialog } from '../support/ui';

/**
 * The pages people judge the product by, at a phone's and a desktop's width: the searches with the
 * demo listings, a car's and a spot's page, and マイページ. The screenshots are looked at before a
 * page is called done (issues 3 and 4); the assertions make sure each shows real content first.
 */
const widths = [375, 1280];
const results = (page: Page) => page.getByRole('region', { name: '検索結果' });

test('the car share search and a car page show the demo listings on a phone and a desktop', async ({ page }) => {
  await page.goto('/search-rv');
  await expect(page.getByRole('heading', { level: 1, name: 'カーシェアを探す' })).toBeVisible();
  await expect(results(page).getByRole('article').first()).toBeVisible();
  await expect(results(page).getByRole('status').first()).toHaveText(/^\d+件$/);
  for (const width of widths) await screenshotAt(page, width, 'search-rv');

  await results(page).getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/car\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 2, name: '料金' })).toBeVisible();
  await expect(page.getByRole('group', { name: '予約カレンダー' })).toBeVisible();
  for (const width of widths) await screenshotAt(page, width, 'car-detail');
});

test('the spot search and a spot page show the demo spots and their plans on a phone and a desktop', async ({ page }) => {
  await page.goto('/search-spot');
  await expect(results(page).getByRole('article').first()).toBeVisible();
  for (const width of widths) await screenshotAt(page, width, 'search-spot');

  await results(page).getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/spot\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 2, name: 'プラン' })).toBeVisible();
  for (const width of widths) await screenshotAt(page, width, 'spot-detail');
});

test('マイページ of the demo guest says who they are and what needs attention', async ({ page }) => {
  await page.goto('/');
  await openLoginDialog(page);
  await signInThroughDialog(page, demoAccounts.guest.email, demoAccounts.guest.password);
  await page.goto('/mypage');
  await expect(page.getByRole('heading', { level: 1, name: 'マイページ' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(demoAccounts.guest.email);
  for (const width of widths) await screenshotAt(page, width, 'mypage');
});

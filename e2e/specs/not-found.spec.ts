import { expect, test } from '../support/journey-guard';
import { screenshotAt } from '../support/screens';

/**
 * The not-found screen (issue 32): rendered from the server's answer — no second ask of the API for what the
 * server already said is missing, no console error — with the way on (a search, the popular listings), and the
 * home page's compact search on the first screen of a phone.
 */
const phone = { width: 390, height: 844 };
const unknownCar = '/car/00000000-0000-4000-8000-000000000000';

test.use({ viewport: phone });

for (const url of ['/no-such-page', unknownCar]) {
  test(`${url} is the not-found screen from the server's answer, with a search and the popular listings`, async ({
    page,
    journeyGuard,
  }) => {
    journeyGuard.allow({ status: 404, path: url, reason: 'the missing page answers 404' });
    const asked: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/v1/')) asked.push(path);
    });
    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    await expect(page.getByText('ページが存在しません')).toBeVisible();
    await expect(page.getByRole('search', { name: '車・スポットを探す' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '人気のカーシェア' })).toBeVisible();
    // The popular rows ask for themselves; the missing page's own data is never asked for again.
    expect(asked.filter((path) => /show-(car|spot)$/.test(path))).toEqual([]);
    if (url === unknownCar) {
      await screenshotAt(page, 375, 'not-found-375');
      await screenshotAt(page, 1280, 'not-found-1280');
    }
  });
}

test('the not-found screen’s search opens the search page with what was chosen', async ({ page, journeyGuard }) => {
  journeyGuard.allow({ status: 404, path: unknownCar, reason: 'the missing car answers 404' });
  await page.goto(unknownCar);
  await expect(page.getByText('ページが存在しません')).toBeVisible();
  const search = page.getByRole('search', { name: '車・スポットを探す' });
  await search.getByLabel('探すもの').selectOption('spot');
  await search.getByLabel('エリア').selectOption('Chubu');
  await search.getByRole('button', { name: '検索する' }).click();
  await expect(page).toHaveURL(/\/search-spot\?region=Chubu$/);
});

test('the home page has the compact search on its first screen, and it carries the dates and people', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('search', { name: '車・スポットを探す' });
  await expect(search).toBeInViewport();
  const from = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() + 22 * 86_400_000).toISOString().slice(0, 10);
  await search.getByLabel('利用開始日').fill(from);
  await search.getByLabel('利用終了日').fill(to);
  await search.getByLabel('人数').fill('3');
  await screenshotAt(page, 375, 'home-quick-search-375', false);
  await screenshotAt(page, 1280, 'home-quick-search-1280', false);
  await search.getByRole('button', { name: '検索する' }).click();
  await expect(page).toHaveURL(new RegExp(`/search-rv\\?from=${from}&to=${to}&people=3$`));
});

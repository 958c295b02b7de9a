import { request as httpRequest } from 'node:http';
import { createUser, errorTable, listCar, listSpot } from '@kurumatabi/contract';
import { expect, test, type Page } from '@playwright/test';
import { apiBaseUrl } from '../support/api';
import { signInIdentity, signUpIdentity, uniqueEmail } from '../support/emulator';
import { screenshotAt } from '../support/screens';

/**
 * Rate limits as people meet them (ADR 0017). The stack runs the API with the real default budgets
 * for browsing (scripts/src/test.ts), so a visitor browsing fast must get through on its own address.
 */

const results = (page: Page) => page.getByRole('region', { name: '検索結果' });

/** POST to the API from a chosen local address (the loopback network is 127.0.0.0/8): another client, as the API sees it. */
function postFrom(localAddress: string, path: string, body: unknown, token?: string) {
  const url = new URL(path, apiBaseUrl());
  return new Promise<{ status: number; retryAfter: string | undefined; body: unknown }>((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'], body: text ? JSON.parse(text) : null }),
        );
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

/** Budgets are per minute of the clock: a check that needs one whole window does not start in the last seconds of one. */
async function awayFromWindowEnd(page: Page, seconds: number): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < seconds * 1000) await page.waitForTimeout(left + 100);
}

test('a visitor opens 30 pages in a row within a minute and never meets an error', async ({ page }) => {
  test.setTimeout(150_000);
  // The listings to open, asked from another address so the visitor's own budget starts untouched by the test.
  const rv = await postFrom('127.0.0.3', listCar.path, { serviceType: 'CarShare', limit: 20 });
  const rental = await postFrom('127.0.0.3', listCar.path, { serviceType: 'RentalCar', limit: 20 });
  const spots = await postFrom('127.0.0.3', listSpot.path, { limit: 20 });
  const idsOf = (answer: { body: unknown }) => (answer.body as { items: { id: string }[] }).items.map((item) => item.id);
  const carIds = [...idsOf(rv), ...idsOf(rental)];
  const spotIds = idsOf(spots);
  expect(carIds.length).toBeGreaterThanOrEqual(5);
  expect(spotIds.length).toBeGreaterThanOrEqual(5);

  const searches = [
    '/search-rv',
    '/search-rv?prefecture=Nagano',
    '/search-rv?region=Hokkaido',
    '/search-rv?sort=priceAsc',
    '/search-rv?people=4',
    '/search-rv?page=2',
    '/search-rental',
    '/search-rental?prefecture=Tokyo',
    '/search-rental?sort=priceDesc',
    '/search-spot',
    '/search-spot?region=Kyushu',
    '/search-spot?sort=priceAsc',
  ];
  const details = [...carIds.slice(0, 9).map((id) => `/car/${id}`), ...spotIds.slice(0, 8).map((id) => `/spot/${id}`)];
  const pages = ['/', ...searches, ...details].slice(0, 30);
  expect(pages).toHaveLength(30);

  const apiAnswers: { url: string; status: number }[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/v1/')) apiAnswers.push({ url: response.url(), status: response.status() });
  });
  let otherAnswers = 0;
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/v1/')) otherAnswers += 1;
  });

  const started = Date.now();
  for (const path of pages) {
    await page.goto(path);
    if (path.startsWith('/search-')) await expect(results(page).getByRole('status').first()).toHaveText(/^\d+件$/);
    else if (path === '/') await expect(page.getByRole('main')).toBeVisible();
    else await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Never the error screen, never a raw JSON error instead of the site.
    await expect(page.getByRole('heading', { name: 'エラーが発生しました' })).toHaveCount(0);
    expect(await page.locator('body').innerText()).not.toContain('"error"');
  }
  const seconds = (Date.now() - started) / 1000;
  await page.waitForLoadState('networkidle');

  expect(seconds).toBeLessThan(60);
  expect(apiAnswers.filter((answer) => answer.status === 429)).toEqual([]);
  expect(apiAnswers.filter((answer) => answer.status >= 500)).toEqual([]);
  await expect(page.getByText(/アクセスが集中しています/)).toHaveCount(0);
  test.info().annotations.push({
    type: 'figures',
    description: `30 pages in ${seconds.toFixed(1)} s: ${apiAnswers.length} API calls, ${otherAnswers} pages, assets and images (not counted)`,
  });
});

test('90 sign-up calls from one address within a minute are stopped with 429 in the envelope, with Retry-After', async ({ page }) => {
  test.setTimeout(120_000);
  // A script on another machine (127.0.0.2 as the API sees it): it signs up identities and registers each one.
  const tokens: string[] = [];
  for (let i = 0; i < 90; i += 1) {
    const email = uniqueEmail(`flood${i}`);
    await signUpIdentity(email, 'flood-pass-2026');
    tokens.push(await signInIdentity(email, 'flood-pass-2026'));
  }
  await awayFromWindowEnd(page, 20);
  const answers = [];
  for (const [i, token] of tokens.entries()) answers.push(await postFrom('127.0.0.2', createUser.path, { name: `連続 登録${i}` }, token));

  const firstRefused = answers.findIndex((answer) => answer.status === 429);
  expect(firstRefused).toBeGreaterThan(0);
  // The budget (RATE_LIMIT_SIGN_UP_PER_MINUTE of the test stack) lets a few through, then every later call is refused.
  expect(firstRefused).toBeLessThanOrEqual(60);
  expect(answers.slice(0, firstRefused).every((answer) => answer.status === 200)).toBe(true);
  expect(answers.slice(firstRefused).every((answer) => answer.status === 429)).toBe(true);
  const refused = answers[firstRefused]!;
  expect(refused.body).toEqual({ error: { code: 'RATE_LIMITED', message: errorTable.RATE_LIMITED.message } });
  expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
  // Up to two minutes: the spent minute still weighs on the next one (ADR 0047).
  expect(Number(refused.retryAfter)).toBeLessThanOrEqual(120);
  test.info().annotations.push({
    type: 'figures',
    description: `${firstRefused} registered, then ${answers.length - firstRefused} × 429 with Retry-After ${refused.retryAfter} s`,
  });

  // The visitor at another address is not concerned: the site and its searches answer.
  await page.goto('/search-rv');
  await expect(results(page).getByRole('status').first()).toHaveText(/^\d+件$/);
});

test('a page whose call meets a 429 shows a Japanese toast, waits as told and then shows its content', async ({ page }) => {
  // The API's budget for this address is far away; the 429 is the one the API would send, given once.
  let refusedOnce = false;
  await page.route('**/v1/public/list-spot', async (route) => {
    if (refusedOnce) return route.continue();
    refusedOnce = true;
    await route.fulfill({
      status: 429,
      headers: { 'content-type': 'application/json; charset=utf-8', 'retry-after': '3' },
      body: JSON.stringify({ error: { code: 'RATE_LIMITED', message: errorTable.RATE_LIMITED.message } }),
    });
  });
  // A search opened from the header: the browser asks for its page (a page opened directly comes from the server with its data).
  await page.goto('/');
  await page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link', { name: 'スポットを探す' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'アクセスが集中しています' });
  await expect(toast).toContainText('3秒ほど待ってから');
  await screenshotAt(page, 375, 'rate-limit-toast', false);
  await screenshotAt(page, 1280, 'rate-limit-toast', false);
  // The query asks again after Retry-After: the results come, and the page never became the error screen.
  await expect(results(page).getByRole('status').first()).toHaveText(/^\d+件$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'エラーが発生しました' })).toHaveCount(0);
  expect(refusedOnce).toBe(true);
});

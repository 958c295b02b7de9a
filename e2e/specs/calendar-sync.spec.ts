import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Page } from '@playwright/test';
import { showCarReserveUnavailableDates } from '@kurumatabi/contract';
import { expect, test } from '../support/journey-guard';
import { listCarThroughApi, operatorApi, registerUser } from '../support/api';
import { uniqueEmail } from '../support/emulator';
import { japanDay, newPage, screenshotsAfterToasts, signInAs } from '../support/journey';

const password = 'tabi-2026-pass';
const main = (page: Page) => page.getByRole('main');
const compact = (day: string) => day.replaceAll('-', '');

/** Another platform's feed, as Airbnb writes one: a reservation of three nights from 40 days ahead. */
const reservedFrom = japanDay(40);
const airbnbFeed = [
  'BEGIN:VCALENDAR',
  'PRODID;X-RICAL-TZSOURCE=TZINFO:-//Airbnb Inc//Hosting Calendar 1.0.0//EN',
  'VERSION:2.0',
  'BEGIN:VEVENT',
  `DTEND;VALUE=DATE:${compact(japanDay(43))}`,
  `DTSTART;VALUE=DATE:${compact(reservedFrom)}`,
  'UID:e2e-reserved@airbnb.com',
  'SUMMARY:Reserved',
  'END:VEVENT',
  'END:VCALENDAR',
].join('\r\n');

let feeds: Server;
let feedUrl = '';

test.beforeAll(async () => {
  // The other platform, on this machine (the API under test reads loopback feeds; production refuses them).
  feeds = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/calendar' }).end(airbnbFeed));
  await new Promise<void>((resolve) => feeds.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}/airbnb.ics`;
});
test.afterAll(async () => {
  feeds.closeAllConnections();
  await new Promise((resolve) => feeds.close(resolve));
});

test('an owner adds an import feed, its days appear blocked, and the export URL serves the car’s calendar', async ({
  browser,
  journeyGuard,
}) => {
  test.setTimeout(120_000);
  journeyGuard.allow({ status: 400, path: '/v1/user/update-car-calendar-feeds', reason: 'the owner first types an ftp:// address' });
  const tag = `kt${Math.random().toString(36).slice(2, 8)}`;
  const owner = { name: `連携 ${tag}`, email: uniqueEmail('calendar-sync') };
  const ownerApi = await registerUser(owner.email, password, owner.name);
  const carId = await listCarThroughApi(
    ownerApi,
    `E2E 連携カー ${tag}`,
    { pricePerDay: 12_000, insurancePricePerDay: 1_500, cleaningFee: 3_000, childSeatPerDay: 500 },
    await operatorApi(),
  );

  const page = await newPage(browser);
  await signInAs(page, owner.email, owner.name, password);
  await page.goto(`/mypage/cars/calendar/${carId}`);
  const sync = main(page).getByRole('region', { name: 'カレンダー連携' });
  await expect(sync).toBeVisible();
  await expect(sync.getByText('まだカレンダーを取り込んでいません。')).toBeVisible();

  // The export: a secret address that answers the car's calendar as iCal.
  const exportUrl = await sync.getByLabel('書き出し用の URL', { exact: true }).inputValue();
  expect(exportUrl).toMatch(/\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);
  const exported = await page.request.get(new URL(exportUrl).pathname);
  expect(exported.status()).toBe(200);
  expect(await exported.text()).toContain('BEGIN:VCALENDAR');

  // A wrong address is refused in Japanese on its field, and nothing is added.
  await sync.getByLabel('カレンダーの URL（iCal）').fill('ftp://example.com/calendar.ics');
  await sync.getByRole('button', { name: '追加する' }).click();
  await expect(sync.getByText('http:// または https:// から始まる URL を入力してください。')).toBeVisible();

  await sync.getByLabel('名前（任意）').fill('Airbnb');
  await sync.getByLabel('カレンダーの URL（iCal）').fill(feedUrl);
  await sync.getByRole('button', { name: '追加する' }).click();
  const feedsList = sync.getByRole('list', { name: '取り込んでいるカレンダー' });
  await expect(feedsList.getByText('Airbnb', { exact: true })).toBeVisible();
  await expect(feedsList.getByText('予約不可 3 日')).toBeVisible();
  await expect(feedsList.getByText(/^最終同期：/)).toBeVisible();

  // The owner's calendar marks the imported nights; the API's calendar agrees.
  const calendar = main(page).getByRole('group', { name: '予約不可日のカレンダー' });
  const day = calendar.locator(`[data-date="${reservedFrom}"]`);
  while ((await day.count()) === 0) await calendar.getByRole('button', { name: /^次の月/ }).click();
  await expect(day).toHaveAttribute('aria-label', /他のカレンダーで予約不可/);
  const shown = await ownerApi(showCarReserveUnavailableDates, { carId });
  expect(shown.importedDates).toEqual([reservedFrom, japanDay(41), japanDay(42)]);
  await sync.scrollIntoViewIfNeeded();
  await screenshotsAfterToasts(page, 'calendar-sync');
});

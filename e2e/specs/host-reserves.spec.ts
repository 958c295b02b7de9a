import { type Page } from '@playwright/test';
import { expect, test } from '../support/journey-guard';
import {
  approveReserveRequest,
  createSpotReserve,
  reserveCarToReturned,
  reserveCarToRenting,
  reserveSpotToRenting,
  reserveSpotToReturned,
  showReserve,
  showSpotPlans,
  verifySpotReserve,
} from '@kurumatabi/contract';
import { listCarThroughApi, listSpotThroughApi, operatorApi, registerLicensedGuest, registerUser } from '../support/api';
import { uniqueEmail } from '../support/emulator';
import { japanDay, newPage, requestCar, screenshotsAfterToasts, signInAs } from '../support/journey';
import { scrollIntoView } from '../support/ui';

const password = 'tabi-2026-pass';
const prices = { pricePerDay: 12_000, insurancePricePerDay: 1_500, cleaningFee: 3_000, childSeatPerDay: 500 };

const main = (page: Page) => page.getByRole('main');
const signIn = (page: Page, email: string, name: string) => signInAs(page, email, name, password);
const screenshots = (page: Page, name: string) => screenshotsAfterToasts(page, `host-${name}`);
const randomTag = () => `kt${Math.random().toString(36).slice(2, 8)}`;

/** A day of the month two months ahead (Japan time): past the demo seed's days, within the visitors' six months. */
function dayInTwoMonths(day: number): { iso: string; label: string; month: string } {
  const now = new Date(Date.now() + 9 * 3_600_000);
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, day));
  const [y, m, d] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
  const weekday = '日月火水木金土'[date.getUTCDay()];
  return {
    iso: `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
    label: `${y}年${m}月${d}日(${weekday})`,
    month: `${y}年${m}月`,
  };
}

/** An owner with one listed car and a licensed guest, both new: each journey owns its data. */
async function ownerAndGuest(tag: string) {
  const operator = await operatorApi();
  const owner = { name: `貸主 ${tag}`, email: uniqueEmail('host-owner') };
  const ownerApi = await registerUser(owner.email, password, owner.name);
  const carTitle = `E2E ハイエース ${tag}`;
  const carId = await listCarThroughApi(ownerApi, carTitle, prices, operator);
  const guestName = `借主 ${tag}`;
  const guestApi = await registerLicensedGuest(uniqueEmail('host-guest'), password, guestName, operator);
  return { owner, ownerApi, carId, carTitle, guestName, guestApi };
}

test('the owner sees a waiting request on the dashboard with its deadline and approves it there', async ({ browser }) => {
  test.setTimeout(120_000);
  const tag = randomTag();
  const { owner, carId, carTitle, guestName, guestApi } = await ownerAndGuest(tag);
  const request = await requestCar(guestApi, carId, japanDay(3), japanDay(5));

  const page = await newPage(browser);
  await signIn(page, owner.email, owner.name);
  await page.goto('/mypage');
  await page.getByRole('navigation', { name: 'マイページメニュー' }).first().getByRole('link', { name: '車両のダッシュボード' }).click();
  await expect(page).toHaveURL(/\/mypage\/cars\/dashboard$/);
  await expect(main(page).getByRole('heading', { level: 1, name: '車両のダッシュボード' })).toBeVisible();

  const waiting = main(page).getByRole('region', { name: /承認待ちのリクエスト/ });
  const row = waiting.getByRole('article', { name: new RegExp(`^${guestName}さんの予約`) });
  await expect(row).toContainText(carTitle);
  await expect(row).toContainText('までに承認');
  await expect(row.getByTestId('reserve-status')).toHaveText('承認待ち');
  await expect(row).toContainText(`¥${request.total.toLocaleString('en-US')}`);
  // The timeline of the owner's cars marks the requested days.
  await expect(
    main(page)
      .getByRole('list', { name: `${carTitle}の予約状況` })
      .getByRole('link')
      .first(),
  ).toHaveAttribute('aria-label', /承認待ち/);
  await screenshots(page, 'dashboard');

  await row.getByRole('button', { name: /を承認する$/ }).click();
  await expect(page.getByText(`${guestName}さんの予約を承認しました`)).toBeVisible();
  await expect(waiting).toContainText('承認待ちのリクエストはありません');
  const upcoming = main(page).getByRole('region', { name: /これからの予約/ });
  await expect(upcoming.getByRole('article', { name: new RegExp(`^${guestName}さんの予約`) }).getByTestId('reserve-status')).toHaveText(
    '予約確定',
  );
  expect((await guestApi(showReserve, { reserveId: request.id })).status).toBe('Approved');

  // 車両の予約 lists it under 予約確定, and its detail link opens the reservation's page.
  await page.goto('/mypage/cars/reserves?status=Approved');
  const listed = main(page).getByRole('article', { name: new RegExp(`^${guestName}さんの予約`) });
  await expect(listed.getByTestId('reserve-status')).toHaveText('予約確定');
  await page.goto('/mypage/cars/reserves?status=Request');
  await expect(main(page)).toContainText('承認待ちのリクエストはありません');

  // 貸出状況: nothing out yet, the approved pickup in three days among the next 30 days'.
  await page.goto('/mypage/cars/rents');
  await expect(main(page).getByRole('region', { name: /貸出中の車両/ })).toContainText('貸出中の車両はありません');
  const pickup = main(page)
    .getByRole('region', { name: /今日と今後の貸出予定/ })
    .getByRole('article', { name: new RegExp(`^${guestName}さんの予約`) });
  await expect(pickup).toContainText('に貸出');
  await expect(pickup.getByTestId('reserve-status')).toHaveText('予約確定');
});

test('the owner closes days in the car’s calendar, a day taken meanwhile is refused in Japanese, and a visitor sees the closed days', async ({
  browser,
  journeyGuard,
}) => {
  test.setTimeout(120_000);
  journeyGuard.allow({
    status: 409,
    path: '/v1/user/update-car-reserve-unavailable-dates',
    reason: 'a guest took the day while the owner was choosing it',
  });
  const tag = randomTag();
  const { owner, carId, carTitle, guestApi } = await ownerAndGuest(tag);
  const [closedA, closedB, held, taken] = [dayInTwoMonths(10), dayInTwoMonths(11), dayInTwoMonths(20), dayInTwoMonths(24)];
  await requestCar(guestApi, carId, held.iso, held.iso);

  const page = await newPage(browser);
  await signIn(page, owner.email, owner.name);
  await page.goto('/mypage/cars/manage');
  await main(page)
    .getByRole('article', { name: carTitle })
    .getByRole('link', { name: `${carTitle}の予約不可日を設定する` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/mypage/cars/calendar/${carId}$`));
  await expect(main(page)).toContainText(carTitle);

  const calendar = main(page).getByRole('group', { name: '予約不可日のカレンダー' });
  for (let i = 0; i < 3 && !(await calendar.getByRole('heading', { name: closedA.month, exact: true }).isVisible()); i += 1) {
    await calendar.getByRole('button', { name: /^次の月/ }).click();
  }
  await expect(calendar.getByRole('heading', { name: closedA.month, exact: true })).toBeVisible();
  const dayButton = (day: { iso: string }) => calendar.locator(`[data-date="${day.iso}"]`);
  // The requested day is held: shown, never toggled.
  await expect(dayButton(held)).toHaveAttribute('aria-label', /予約あり/);
  await expect(dayButton(held)).toHaveAttribute('aria-disabled', 'true');

  await dayButton(closedA).click();
  await dayButton(closedB).click();
  await expect(dayButton(closedA)).toHaveAttribute('aria-pressed', 'true');
  await expect(main(page)).toContainText('未保存の変更が 2 日分あります');
  await main(page).getByRole('button', { name: '保存する' }).click();
  await expect(page.getByText('予約不可日を保存しました')).toBeVisible();
  await expect(main(page)).toContainText('変更はありません');
  await screenshots(page, 'calendar');

  // A guest takes a day while the owner is choosing it: the save is refused and says so in Japanese.
  await dayButton(taken).click();
  await requestCar(guestApi, carId, taken.iso, taken.iso);
  await main(page).getByRole('button', { name: '保存する' }).click();
  const alert = main(page).getByRole('alert');
  await expect(alert).toContainText('予約が入っている日は予約不可にできません');
  await expect(alert).toContainText(taken.label);
  await expect(dayButton(taken)).toHaveAttribute('aria-label', /予約あり/);
  await expect(main(page)).toContainText('変更はありません');

  // A visitor's calendar on the car's page shows the closed days as unavailable.
  const visitor = await newPage(browser);
  await visitor.goto(`/car/${carId}`);
  // The calendar sits below the fold: its code and its days arrive as the reader scrolls to it (ADR 0030).
  await scrollIntoView(main(visitor).getByRole('heading', { level: 2, name: '空き状況' }));
  await expect(main(visitor).getByRole('group', { name: '予約カレンダー' })).toBeVisible();
  const visitorDay = (day: { iso: string }) => main(visitor).locator(`[data-date="${day.iso}"]`);
  for (let i = 0; i < 6 && !(await visitorDay(closedA).isVisible()); i += 1) {
    await main(visitor)
      .getByRole('button', { name: /^次の月/ })
      .click();
  }
  await expect(visitorDay(closedA)).toHaveAttribute('aria-label', /予約不可/);
  await expect(visitorDay(closedB)).toHaveAttribute('aria-label', /予約不可/);
  await expect(visitorDay(dayInTwoMonths(12))).toHaveAttribute('aria-label', /予約可/);
});

test('the sales page shows what a returned reservation earned, by month and by car, with the car’s drill-down', async ({ browser }) => {
  test.setTimeout(120_000);
  const tag = randomTag();
  const { owner, ownerApi, carId, carTitle, guestApi } = await ownerAndGuest(tag);
  // A one-day rental today, handed over and returned at once (the rent and return pages are another journey).
  const request = await requestCar(guestApi, carId, japanDay(), japanDay());
  await ownerApi(approveReserveRequest, { reserveId: request.id });
  await ownerApi(reserveCarToRenting, { reserveId: request.id, odometerKm: 42_100, fuelLevel: 'Full' });
  const returned = await ownerApi(reserveCarToReturned, { reserveId: request.id, odometerKm: 42_180, fuelLevel: 'ThreeQuarters' });
  expect(returned.status).toBe('Returned');
  const yen = (amount: number) => `¥${amount.toLocaleString('en-US')}`;
  const month = Number(japanDay().slice(5, 7));

  const page = await newPage(browser);
  await signIn(page, owner.email, owner.name);
  await page.goto('/mypage/cars/dashboard');
  await expect(main(page).getByRole('link', { name: new RegExp(`${month}月の受取額`) })).toContainText(yen(returned.payout!.hostShare));

  await page.goto('/mypage/cars/sales');
  await expect(main(page).getByRole('heading', { level: 1, name: '車両の売上' })).toBeVisible();
  await expect(main(page).getByTestId('sales-year-net')).toHaveText(yen(returned.payout!.hostShare));
  const byMonth = main(page).getByRole('table', { name: /月別の売上/ });
  const monthRow = byMonth.getByRole('row', { name: new RegExp(`^${month}月 `) });
  // Gross is the price without the car's insurance (利用規約 第12条).
  await expect(monthRow).toContainText(yen(returned.payout!.feeBase));
  await expect(monthRow).toContainText(yen(returned.payout!.marketplaceFee));
  await expect(monthRow).toContainText(yen(returned.payout!.hostShare));
  const byCar = main(page).getByRole('table', { name: /車両別の売上/ });
  await expect(byCar.getByRole('row', { name: new RegExp(carTitle) })).toContainText(yen(returned.payout!.hostShare));

  await main(page)
    .getByRole('button', { name: new RegExp(`^${month}月 受取額`) })
    .first()
    .click();
  await byCar.getByRole('button', { name: `${carTitle}の内訳を見る` }).click();
  const drill = main(page).getByRole('region', { name: new RegExp(carTitle) });
  await expect(drill).toContainText(`${month}月：1 件`);
  await expect(drill).toContainText(`受取額 ${yen(returned.payout!.hostShare)}`);
  await screenshots(page, 'sales');
});

test('a provider approves a stay on the spot dashboard, closes a day of the spot, and reads the returned stay in スポットの売上', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const tag = randomTag();
  const operator = await operatorApi();
  const provider = { name: `掲載 ${tag}`, email: uniqueEmail('host-provider') };
  const providerApi = await registerUser(provider.email, password, provider.name);
  const spotTitle = `E2E 湖畔RVパーク ${tag}`;
  const spotId = await listSpotThroughApi(
    providerApi,
    spotTitle,
    { name: '電源付きサイト', pricePerNight: 4_000, maxPeople: 4, capacityPerDay: 2 },
    operator,
  );
  const guestName = `旅人 ${tag}`;
  const guestApi = await registerUser(uniqueEmail('host-spot-guest'), password, guestName);
  const plan = (await guestApi(showSpotPlans, { spotId })).items[0]!;
  const stay = async (startDate: string, endDate: string) => {
    const input = { spotId, spotPlanId: plan.id, startDate, endDate, people: 2, options: [] };
    const quote = await guestApi(verifySpotReserve, input);
    return guestApi(createSpotReserve, { ...input, paymentMethod: 'CreditCard', paymentToken: 'pm_card_visa', quotedTotal: quote.total });
  };
  // Tonight's stay, handed over and finished at once (the rent and return pages are another journey).
  const tonight = await stay(japanDay(), japanDay(1));
  await providerApi(approveReserveRequest, { reserveId: tonight.id });
  await providerApi(reserveSpotToRenting, { reserveId: tonight.id });
  const returned = await providerApi(reserveSpotToReturned, { reserveId: tonight.id });
  const waiting = await stay(japanDay(5), japanDay(7));

  const page = await newPage(browser);
  await signIn(page, provider.email, provider.name);
  await page.goto('/mypage/spots/dashboard');
  await expect(main(page).getByRole('heading', { level: 1, name: 'スポットのダッシュボード' })).toBeVisible();
  const row = main(page)
    .getByRole('region', { name: /承認待ちのリクエスト/ })
    .getByRole('article', { name: new RegExp(`^${guestName}さんの予約`) });
  await expect(row).toContainText('電源付きサイト');
  await expect(row).toContainText('2泊');
  await row.getByRole('button', { name: /を承認する$/ }).click();
  await expect(page.getByText(`${guestName}さんの予約を承認しました`)).toBeVisible();
  expect((await guestApi(showReserve, { reserveId: waiting.id })).status).toBe('Approved');
  // The spots' timeline counts the booked site on each night of the stay.
  await expect(
    main(page)
      .getByRole('list', { name: `${spotTitle}の予約状況` })
      .getByRole('img')
      .nth(5),
  ).toHaveAttribute('aria-label', /1\/2$/);

  // スポットの管理 → 予約不可日: close a free day; a booked night cannot be closed.
  await page.goto('/mypage/spots/manage');
  await main(page)
    .getByRole('link', { name: `${spotTitle}の予約不可日を設定する` })
    .click();
  const calendar = main(page).getByRole('group', { name: '予約不可日のカレンダー' });
  const day = (iso: string) => calendar.locator(`[data-date="${iso}"]`);
  // The month on show first (its days load with the calendar), then forward to the day.
  await expect(calendar.locator('[data-date]').first()).toBeVisible();
  while ((await day(japanDay(10)).count()) === 0) await calendar.getByRole('button', { name: /^次の月/ }).click();
  await day(japanDay(10)).click();
  await main(page).getByRole('button', { name: '保存する' }).click();
  await expect(page.getByText('予約不可日を保存しました')).toBeVisible();
  await expect(day(japanDay(10))).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/mypage/spots/sales');
  await expect(main(page).getByTestId('sales-year-net')).toHaveText(`¥${returned.payout!.hostShare.toLocaleString('en-US')}`);
  await expect(
    main(page)
      .getByRole('table', { name: /スポット別の売上/ })
      .getByRole('row', { name: new RegExp(spotTitle) }),
  ).toContainText(`¥${returned.total.toLocaleString('en-US')}`);
});

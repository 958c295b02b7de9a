import { createHostCoupon, updateCarRules, type Input } from '@kurumatabi/contract';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/journey-guard';
import { listCarThroughApi, operatorApi, registerLicensedGuest, registerUser } from '../support/api';
import { uniqueEmail } from '../support/emulator';
import { japanDay, newPage, screenshotsAfterToasts, signInAs } from '../support/journey';

const password = 'tabi-2026-pass';
const main = (page: Page) => page.getByRole('main');
const yen = (n: number) => `¥${n.toLocaleString('en-US')}`;

type RulesInput = Input<typeof updateCarRules>;

/** A car's rules input: any day, no notice, no buffer, 1–14 days, no price rule, with `changes` on top. */
function carRules(
  carId: string,
  changes: { availability?: Partial<RulesInput['availability']>; pricing?: Partial<RulesInput['pricing']> },
): RulesInput {
  return {
    carId,
    availability: {
      advanceNotice: { days: 0, cutoffHour: 24 },
      bufferDaysBefore: 0,
      bufferDaysAfter: 0,
      horizonDays: 365,
      startWeekdays: [0, 1, 2, 3, 4, 5, 6],
      minLength: 1,
      maxLength: 14,
      overrides: [],
      ...changes.availability,
    },
    pricing: { overrides: [], seasons: [], beforeHoliday: null, fridaySaturday: null, weekPercent: 0, monthPercent: 0, ...changes.pricing },
  };
}

test('a guest sees the owner’s season, weekly discount and coupon in the quote', async ({ browser, journeyGuard }) => {
  test.setTimeout(120_000);
  journeyGuard.allow({ status: 422, path: '/v1/verify-car-reserve', reason: 'the guest first types a coupon code that does not exist' });
  const tag = `kt${Math.random().toString(36).slice(2, 8)}`;
  // Arranged through the API: the rules screen is host-rules.spec's journey.
  const operator = await operatorApi();
  const ownerApi = await registerUser(uniqueEmail('rules-owner'), password, `ルール ${tag}`);
  const carId = await listCarThroughApi(
    ownerApi,
    `E2E 料金ルールカー ${tag}`,
    { pricePerDay: 12_000, insurancePricePerDay: 1_500, cleaningFee: 3_000, childSeatPerDay: 500 },
    operator,
  );
  const [from, to] = [japanDay(20), japanDay(27)];
  await ownerApi(
    updateCarRules,
    carRules(carId, {
      availability: { advanceNotice: { days: 1, cutoffHour: 18 }, bufferDaysAfter: 1 },
      pricing: {
        seasons: [
          { name: 'ゴールデンウィーク', ranges: [{ from: japanDay(22), to: japanDay(24) }], change: { kind: 'Price', price: 15_000 } },
        ],
        weekPercent: 10,
      },
    }),
  );
  const code = `SPRING${tag.slice(2).toUpperCase()}`;
  await ownerApi(createHostCoupon, {
    coupon: {
      code,
      discount: { kind: 'Percent', percent: 10 },
      minLength: 3,
      stay: null,
      expiresOn: japanDay(200),
      totalCap: 10,
      perGuestCap: 1,
      combinesWithLongStay: true,
    },
  });
  const guest = { name: `ゲスト ${tag}`, email: uniqueEmail('rules-guest') };
  await registerLicensedGuest(guest.email, password, guest.name, operator);

  const page = await newPage(browser);
  await signInAs(page, guest.email, guest.name, password);
  await page.goto(`/car/${carId}/reserve?from=${from}&to=${to}`);
  await expect(page.getByRole('heading', { level: 1, name: 'クルマを予約する' })).toBeVisible();
  const quote = main(page).getByRole('region', { name: '料金' }).or(page.locator('section[aria-labelledby="quote-heading"]')).first();

  // 5 days at ¥12,000 and 3 of the season at ¥15,000; 10 % off for the week; insurance and cleaning as before.
  await expect(quote).toContainText('ゴールデンウィーク');
  await expect(quote).toContainText('¥15,000 × 3日');
  await expect(quote).toContainText('¥12,000 × 5日');
  await expect(quote).toContainText('長期割引（7日以上 10%）');
  await expect(quote).toContainText('-¥10,500');
  await expect(main(page).getByTestId('quote-total')).toHaveText(yen(105_000 - 10_500 + 12_000 + 3_000));

  // An unknown code is refused at the field, in Japanese; the quote stays without a coupon.
  const field = main(page).getByLabel('クーポンコード');
  await field.fill('nosuch1');
  await main(page).getByRole('button', { name: '適用', exact: true }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(/このクーポンコードは見つかりません。/);
  await expect(main(page).getByTestId('quote-total')).toHaveText(yen(109_500));

  // The owner's coupon, typed in lower case: 10 % of what the week's discount left.
  await field.fill(code.toLowerCase());
  await main(page).getByRole('button', { name: '適用', exact: true }).click();
  await expect(quote).toContainText(`クーポン（${code}）`);
  await expect(quote).toContainText('-¥9,450');
  await expect(main(page).getByTestId('quote-total')).toHaveText(yen(109_500 - 9_450));
  await expect(field).toHaveAccessibleDescription(new RegExp(`クーポン ${code} を料金に適用しています。`));
  await screenshotsAfterToasts(page, 'reserve-rules-quote');
});

test('a guest sees the car’s delivery bands and picks delivery: its two ways are in the quote', async ({ browser }) => {
  test.setTimeout(120_000);
  const tag = `kt${Math.random().toString(36).slice(2, 8)}`;
  const operator = await operatorApi();
  const ownerApi = await registerUser(uniqueEmail('delivery-owner'), password, `配車 ${tag}`);
  const carId = await listCarThroughApi(
    ownerApi,
    `E2E 配車カー ${tag}`,
    { pricePerDay: 12_000, insurancePricePerDay: 1_500, cleaningFee: 3_000, childSeatPerDay: 500 },
    operator,
  );
  await ownerApi(
    updateCarRules,
    carRules(carId, {
      pricing: {
        deliveryBands: [
          { upToKm: 10, fee: 2_000 },
          { upToKm: 30, fee: 5_000 },
        ],
      },
    }),
  );
  const guest = { name: `ゲスト ${tag}`, email: uniqueEmail('delivery-guest') };
  await registerLicensedGuest(guest.email, password, guest.name, operator);

  const page = await newPage(browser);
  await signInAs(page, guest.email, guest.name, password);
  // The car's page lists the bands among its prices.
  await page.goto(`/car/${carId}`);
  await expect(main(page)).toContainText('配車サービス');
  await expect(main(page)).toContainText('10 km まで ¥2,000 ／ 30 km まで ¥5,000');
  await screenshotsAfterToasts(page, 'car-delivery-bands');

  const [from, to] = [japanDay(20), japanDay(21)];
  await page.goto(`/car/${carId}/reserve?from=${from}&to=${to}`);
  await expect(page.getByRole('heading', { level: 1, name: 'クルマを予約する' })).toBeVisible();
  const plain = 2 * 13_500 + 3_000;
  await expect(main(page).getByTestId('quote-total')).toHaveText(yen(plain));

  await main(page)
    .getByRole('checkbox', { name: /車両を指定の場所まで届けてもらう/ })
    .check();
  const distance = main(page).getByLabel('配車先までの距離（km）');
  // Past the farthest band: said at the field, in Japanese, and the quote stays without delivery.
  await distance.fill('40');
  await expect(distance).toHaveAttribute('aria-invalid', 'true');
  await expect(distance).toHaveAccessibleDescription(/配車できる距離を超えています（最大30km）。/);
  await expect(main(page).getByTestId('quote-total')).toHaveText(yen(plain));

  // 12 km takes the band up to 30 km, each way.
  await distance.fill('12');
  const quote = main(page).getByRole('region', { name: '料金' }).or(page.locator('section[aria-labelledby="quote-heading"]')).first();
  await expect(quote).toContainText('配車料金（お届け 12km）');
  await expect(quote).toContainText('配車料金（お迎え 12km）');
  await expect(main(page).getByTestId('quote-total')).toHaveText(yen(plain + 2 * 5_000));
  await screenshotsAfterToasts(page, 'reserve-delivery-quote');
});

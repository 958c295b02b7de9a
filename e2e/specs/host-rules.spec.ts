import { type Page } from '@playwright/test';
import { expect, test } from '../support/journey-guard';
import { listCarThroughApi, operatorApi, registerUser } from '../support/api';
import { uniqueEmail } from '../support/emulator';
import { newPage, screenshotsAfterToasts, signInAs } from '../support/journey';

const password = 'tabi-2026-pass';
const main = (page: Page) => page.getByRole('main');

test('an owner sets a GW season and a weekly discount and sees them in the year calendar', async ({ browser }) => {
  test.setTimeout(120_000);
  const tag = `kt${Math.random().toString(36).slice(2, 8)}`;
  const owner = { name: `ルール ${tag}`, email: uniqueEmail('host-rules') };
  const ownerApi = await registerUser(owner.email, password, owner.name);
  const carId = await listCarThroughApi(
    ownerApi,
    `E2E ルールカー ${tag}`,
    { pricePerDay: 12_000, insurancePricePerDay: 1_500, cleaningFee: 3_000, childSeatPerDay: 500 },
    await operatorApi(),
  );

  const page = await newPage(browser);
  await signInAs(page, owner.email, owner.name, password);
  await page.goto(`/mypage/cars/edit/${carId}`);
  await main(page).getByRole('link', { name: '予約・料金ルール' }).click();
  await expect(page).toHaveURL(new RegExp(`/mypage/cars/rules/${carId}$`));
  const form = main(page).getByRole('form', { name: '予約・料金ルール' });
  await expect(form.getByText('まだルールを保存していません。', { exact: false })).toBeVisible();

  // Next year's Golden Week from the marketplace's presets, in one press, at +50 %.
  const year = Number(new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 4)) + 1;
  await form.getByRole('button', { name: new RegExp(`^ゴールデンウィーク ${year}（`) }).click();
  const season = form.getByTestId('season');
  await expect(season.getByLabel('シーズン名')).toHaveValue(`ゴールデンウィーク ${year}`);
  await season.getByLabel('増減率（%）').fill('50');
  await form.getByLabel('7日（泊）以上の割引率（%）').fill('10');

  // A wrong number is refused at its field, in Japanese, and nothing is sent.
  await form.getByLabel('予約受付期間（何日先まで）').fill('');
  await form.getByRole('button', { name: 'ルールを保存' }).click();
  await expect(form.getByText('予約受付期間を数字で入力してください。')).toBeVisible();
  await form.getByLabel('予約受付期間（何日先まで）').fill('365');

  await form.getByRole('button', { name: 'ルールを保存' }).click();
  await expect(page.getByText('ルールを保存しました。')).toBeVisible();

  // The year calendar prices the GW days by the season, after a reload too (the rules are stored).
  await page.reload();
  const calendar = main(page).getByRole('region', { name: '年間の料金カレンダー' });
  const gwDay = calendar.locator(`button[aria-label^="${year}年5月3日"]`);
  await expect(gwDay).toHaveAttribute('aria-label', new RegExp(`¥18,000 ゴールデンウィーク ${year}$`));
  await expect(gwDay).toHaveAttribute('data-rule', 'Season');
  await expect(main(page).getByLabel('7日（泊）以上の割引率（%）')).toHaveValue('10');
  await gwDay.focus();
  await page.keyboard.press('ArrowRight');
  await expect(calendar.getByTestId('selected-day')).toContainText(`${year}年5月4日`);
  await expect(calendar.getByTestId('selected-day')).toContainText(`ゴールデンウィーク ${year}`);
  await gwDay.scrollIntoViewIfNeeded();
  await screenshotsAfterToasts(page, 'host-rules');
});

import { type Page } from '@playwright/test';
import { createHostCoupon } from '@kurumatabi/contract';
import { expect, test } from '../support/journey-guard';
import { demoAccounts, listCarThroughApi, operatorApi, registerUser } from '../support/api';
import { expectNoAxeViolations } from '../support/axe';
import { uniqueEmail } from '../support/emulator';
import { japanDay, newPage, screenshotsAfterToasts, signInAs } from '../support/journey';

const password = 'tabi-2026-pass';
const main = (page: Page) => page.getByRole('main');

/** A new owner (its API client and sign-in) with one listed car at ¥12,000 a day. */
async function ownerWithCar(who: string, mail: string, title: string) {
  const tag = `kt${Math.random().toString(36).slice(2, 8)}`;
  const owner = { name: `${who} ${tag}`, email: uniqueEmail(mail) };
  const api = await registerUser(owner.email, password, owner.name);
  const carId = await listCarThroughApi(
    api,
    `${title} ${tag}`,
    { pricePerDay: 12_000, insurancePricePerDay: 1_500, cleaningFee: 3_000, childSeatPerDay: 500 },
    await operatorApi(),
  );
  return { tag, owner, api, carId };
}

test('an owner sets a GW season and a weekly discount and sees them in the year calendar', async ({ browser }) => {
  test.setTimeout(120_000);
  const { owner, carId } = await ownerWithCar('ルール', 'host-rules', 'E2E ルールカー');

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
  const gwDay = calendar.locator(`button[data-date="${year}-05-03"]`);
  await expect(gwDay).toHaveAccessibleName(new RegExp(`^${year}年5月3日.* ¥18,000 ゴールデンウィーク ${year}$`));
  await expect(gwDay).toHaveAttribute('data-rule', 'Season');
  await expect(main(page).getByLabel('7日（泊）以上の割引率（%）')).toHaveValue('10');
  await gwDay.focus();
  await page.keyboard.press('ArrowRight');
  await expect(calendar.getByTestId('selected-day')).toContainText(`${year}年5月4日`);
  await expect(calendar.getByTestId('selected-day')).toContainText(`ゴールデンウィーク ${year}`);
  await gwDay.scrollIntoViewIfNeeded();
  await screenshotsAfterToasts(page, 'host-rules');
  // The rule tints, the labels and the fields pass WCAG 2.2 AA (colour contrast included).
  await expectNoAxeViolations(page, 'the rules screen', 'main');
});

test('an owner adds a dated price and a delivery band, and edits a coupon seeing its uses', async ({ browser }) => {
  test.setTimeout(120_000);
  const { tag, owner, api: ownerApi, carId } = await ownerWithCar('料金', 'host-rules-editors', 'E2E 特定日カー');
  const code = `E2E${tag.toUpperCase()}`.slice(0, 20);
  await ownerApi(createHostCoupon, {
    coupon: {
      code,
      discount: { kind: 'Percent', percent: 10 },
      minLength: 1,
      stay: null,
      expiresOn: japanDay(60),
      totalCap: null,
      perGuestCap: null,
      combinesWithLongStay: false,
    },
  });

  const page = await newPage(browser);
  await signInAs(page, owner.email, owner.name, password);
  await page.goto(`/mypage/cars/rules/${carId}`);
  const form = main(page).getByRole('form', { name: '予約・料金ルール' });

  // 特定日の料金: one day at ¥30,000. A wrong price is refused at its field first.
  const day = japanDay(20);
  await form.getByRole('button', { name: '特定日の料金を追加' }).click();
  const dated = form.getByTestId('dated-price');
  await dated.getByLabel('開始日').fill(day);
  await dated.getByLabel('終了日').fill(day);
  await dated.getByLabel('1日の料金（円）').fill('');
  await form.getByRole('button', { name: 'ルールを保存' }).click();
  await expect(dated.getByText('特定日の料金を数字で入力してください。')).toBeVisible();
  await dated.getByLabel('1日の料金（円）').fill('30000');

  // 配車料金: up to 15 km for ¥2,500 each way.
  await form.getByRole('button', { name: '距離の区分を追加' }).click();
  const band = form.getByTestId('delivery-band');
  await band.getByLabel('距離（何kmまで）').fill('15');
  await band.getByLabel('片道の料金（円）').fill('2500');
  await form.getByRole('button', { name: 'ルールを保存' }).click();
  await expect(page.getByText('ルールを保存しました。')).toBeVisible();

  await page.reload();
  const calendar = main(page).getByRole('region', { name: '年間の料金カレンダー' });
  const cell = calendar.locator(`button[data-date="${day}"]`);
  await expect(cell).toHaveAttribute('data-rule', 'Override');
  await expect(cell).toHaveAccessibleName(/ ¥30,000 特定日料金$/);
  await expect(main(page).getByTestId('delivery-band').getByLabel('片道の料金（円）')).toHaveValue('2500');
  await main(page).getByTestId('delivery-band').scrollIntoViewIfNeeded();
  await screenshotsAfterToasts(page, 'host-rules-dated-delivery');
  await expectNoAxeViolations(page, 'the rules screen with a dated price and a delivery band', 'main');

  // 編集 of the coupon: its uses so far, then a new discount saved.
  const coupons = main(page).getByRole('region', { name: 'クーポン' });
  const row = coupons.getByRole('listitem', { name: code });
  await row.getByRole('button', { name: '編集' }).click();
  const dialog = page.getByRole('dialog', { name: `クーポン ${code} を編集` });
  await expect(dialog.getByTestId('coupon-uses')).toHaveText('これまでの利用 0回');
  await expect(dialog.getByLabel('クーポンコード')).toHaveValue(code);
  await dialog.getByLabel('割引率（%）').fill('150');
  await dialog.getByRole('button', { name: '変更を保存' }).click();
  await expect(dialog.getByText('割引率は100以下で入力してください。')).toBeVisible();
  await dialog.getByLabel('割引率（%）').fill('15');
  await screenshotsAfterToasts(page, 'host-rules-coupon-edit');
  await expectNoAxeViolations(page, 'the coupon edit dialog', 'dialog[open]');
  await dialog.getByRole('button', { name: '変更を保存' }).click();
  await expect(page.getByText('クーポンを変更しました。')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('15%OFF');
});

test('an operator creates a marketplace coupon and stops it after a confirmation', async ({ browser }) => {
  test.setTimeout(120_000);
  const code = `MP${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
  const page = await newPage(browser);
  await signInAs(page, demoAccounts.operator.email, '高橋 誠', demoAccounts.operator.password);
  await page.goto('/operator');
  await page.getByRole('navigation', { name: '運営管理メニュー' }).getByRole('link', { name: 'クーポン' }).click();
  await expect(page).toHaveURL(/\/operator\/coupons$/);
  await expect(main(page).getByRole('heading', { name: 'マーケットプレイスのクーポン' })).toBeVisible();

  const form = main(page).getByRole('form', { name: 'クーポンを作成' });
  await form.getByLabel('クーポンコード').fill('ab');
  await form.getByRole('button', { name: 'クーポンを作成' }).click();
  await expect(form.getByText('クーポンコードは英大文字と数字の4〜20文字で入力してください。')).toBeVisible();
  await form.getByLabel('クーポンコード').fill(code);
  await form.getByLabel('割引の種類').selectOption('Yen');
  await form.getByLabel('割引額（円）').fill('1000');
  await form.getByLabel('有効期限').fill(japanDay(30));
  await form.getByLabel('利用回数の上限（任意）', { exact: true }).fill('200');
  await form.getByRole('button', { name: 'クーポンを作成' }).click();
  await expect(page.getByText(`クーポン ${code} を作成しました。`)).toBeVisible();

  const card = main(page).getByRole('article', { name: code });
  await expect(card).toContainText('¥1,000OFF');
  await expect(card).toContainText('0 / 200回');
  await expect(card).toContainText('利用可能');
  await screenshotsAfterToasts(page, 'operator-coupons');
  await expectNoAxeViolations(page, 'the marketplace coupons screen', 'main');

  // 利用を停止 asks first; キャンセル leaves it as it was.
  await card.getByRole('button', { name: '利用を停止' }).click();
  const dialog = page.getByRole('dialog', { name: `クーポン ${code} の利用を停止しますか？` });
  await dialog.getByRole('button', { name: 'キャンセル' }).click();
  await expect(card).toContainText('利用可能');
  await card.getByRole('button', { name: '利用を停止' }).click();
  await screenshotsAfterToasts(page, 'operator-coupons-stop');
  await dialog.getByRole('button', { name: '停止する' }).click();
  await expect(page.getByText(`クーポン ${code} の利用を停止しました。`)).toBeVisible();
  await expect(card).toContainText('停止中');
  await expect(card.getByRole('button', { name: '利用を停止' })).toHaveCount(0);

  // Both writes are in the audit log, naming the coupon by its code.
  await page.goto('/operator/audit');
  const audit = main(page)
    .getByRole('article')
    .filter({ hasText: `クーポン: ${code}` });
  await expect(audit.filter({ hasText: 'クーポンの作成' })).toHaveCount(1);
  await expect(audit.filter({ hasText: 'クーポンの停止' })).toHaveCount(1);
});

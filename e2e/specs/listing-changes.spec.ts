import { expect, test, type Browser, type Page } from '@playwright/test';
import { demoAccounts, listCarThroughApi, registerUser } from '../support/api';
import { uniqueEmail } from '../support/emulator';
import { screenshotAt } from '../support/screens';
import { openLoginDialog, signInThroughDialog, userMenuButton } from '../support/ui';

/** ADR 0023: a verified car's new title waits for an operator; the public keeps the approved one until then. */

const password = 'tabi-2026-pass';
const operatorName = '高橋 誠';
const main = (page: Page) => page.getByRole('main');

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
  return context.newPage();
}

async function signIn(page: Page, email: string, pass: string, name: string) {
  await page.goto('/');
  await openLoginDialog(page);
  await signInThroughDialog(page, email, pass);
  await expect(userMenuButton(page, name)).toBeVisible();
}

test('an owner retitles a verified car: the public keeps the approved title until the operator approves the change', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const tag = `kt${Math.random().toString(36).slice(2, 8)}`;
  const email = uniqueEmail('changes');
  const ownerName = '変更 花子';
  const api = await registerUser(email, password, ownerName);
  const approvedTitle = `承認済みのハイエース ${tag}`;
  const carId = await listCarThroughApi(api, approvedTitle, {
    pricePerDay: 12000,
    insurancePricePerDay: 1000,
    cleaningFee: 3000,
    childSeatPerDay: 500,
  });

  // The owner edits the title in the form: saved, with the banner that says it waits for verification.
  const owner = await newPage(browser);
  await signIn(owner, email, password, ownerName);
  await owner.goto(`/mypage/cars/edit/${carId}`);
  const title = main(owner).getByLabel('タイトル');
  await expect(title).toHaveValue(approvedTitle);
  const newTitle = `家族で使えるハイエース ${tag}`;
  await title.fill(newTitle);
  await main(owner).getByRole('button', { name: '保存する' }).click();
  const banner = main(owner).getByTestId('revision-pending');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('審査中の変更があります');
  await expect(banner).toContainText('タイトル');
  await expect(title).toHaveValue(newTitle);
  await screenshotAt(owner, 375, 'listing-change-pending');
  await screenshotAt(owner, 1280, 'listing-change-pending');

  // 車両の管理: the car's row says its change waits for staff, beside 承認済み.
  await owner.goto('/mypage/cars/manage');
  const row = main(owner).getByRole('article', { name: approvedTitle });
  await expect(row.getByTestId('verification-status')).toHaveText('承認済み');
  await expect(row.getByTestId('revision-status')).toHaveText('変更を審査中');
  await expect(row).toContainText('タイトルの変更は、運営の確認後に掲載へ反映されます。');
  await screenshotAt(owner, 375, 'listing-change-manage');
  await screenshotAt(owner, 1280, 'listing-change-manage');

  // A visitor still sees the approved title.
  const visitor = await newPage(browser);
  await visitor.goto(`/car/${carId}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(approvedTitle);

  // The operator: 運営管理 → 掲載内容の変更 → old beside new → 承認して反映する.
  const staff = await newPage(browser);
  await signIn(staff, demoAccounts.operator.email, demoAccounts.operator.password, operatorName);
  await staff.goto('/operator/changes');
  await expect(staff.getByRole('heading', { level: 1, name: '掲載内容の変更' })).toBeVisible();
  const card = main(staff).getByRole('article', { name: approvedTitle });
  await expect(card.getByRole('row', { name: /タイトル/ })).toContainText(newTitle);
  await screenshotAt(staff, 1280, 'listing-change-queue');
  await card.getByRole('button', { name: '承認して反映する' }).click();
  await expect(staff.getByText(`「${approvedTitle}」の変更を掲載に反映しました`)).toBeVisible();
  await expect(main(staff).getByRole('article', { name: approvedTitle })).toHaveCount(0);

  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(newTitle);

  // Approved: the row carries the new title and no change badge any more.
  await owner.reload();
  const approvedRow = main(owner).getByRole('article', { name: newTitle });
  await expect(approvedRow.getByTestId('verification-status')).toHaveText('承認済み');
  await expect(approvedRow.getByTestId('revision-status')).toHaveCount(0);
});

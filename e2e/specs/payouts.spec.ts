import { type Page } from '@playwright/test';
import { expect, test } from '../support/journey-guard';
import { demoAccounts } from '../support/api';
import { newPage, screenshotsAfterToasts, signInAs } from '../support/journey';

/**
 * Payouts (ADR 0039): the seed closed the demo's past months (月末締め翌月末払い). Staff close an old month and take
 * the last month's 総合振込 file; the demo owner reads the month's 支払通知書 on the sales screen.
 */

const main = (page: Page) => page.getByRole('main');

/** The month before this one in Japan (`YYYY-MM`): the seed closed it, its payouts are still to be paid. */
function previousPeriod(): string {
  const japan = new Date(Date.now() + 9 * 3_600_000);
  const previous = new Date(Date.UTC(japan.getUTCFullYear(), japan.getUTCMonth() - 1, 1));
  return `${previous.getUTCFullYear()}-${String(previous.getUTCMonth() + 1).padStart(2, '0')}`;
}

test('staff close a month and download the Zengin file; the host reads the statement on the sales screen', async ({ browser }) => {
  test.setTimeout(120_000);
  const staff = await newPage(browser);
  await signInAs(staff, demoAccounts.operator.email, '高橋 誠', demoAccounts.operator.password);

  // An old month nobody closed: closing it is once only (its button is gone afterwards).
  const oldPeriod = `20${10 + Math.floor(Math.random() * 10)}-${String(1 + Math.floor(Math.random() * 12)).padStart(2, '0')}`;
  await staff.goto(`/operator/payouts?period=${oldPeriod}`);
  await expect(main(staff).getByRole('heading', { level: 1, name: '月次の支払' })).toBeVisible();
  await main(staff).getByRole('button', { name: 'この月を締める' }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'この月を締める' }).click();
  await expect(staff.getByText(/締めました（\d+件）。/)).toBeVisible();
  await expect(main(staff).getByRole('button', { name: 'この月を締める' })).toHaveCount(0);
  await expect(main(staff).getByText(/締め日時/)).toBeVisible();

  // Last month: closed by the seed, its bank payouts scheduled; the file comes down.
  const period = previousPeriod();
  await staff.goto('/operator/payouts');
  await expect(
    main(staff).getByRole('region', { name: new RegExp(`月次の支払 ${period.slice(0, 4)}年${Number(period.slice(5))}月分`) }),
  ).toBeVisible();
  await expect(main(staff).getByText('佐藤 健一')).toBeVisible();
  const [file] = await Promise.all([staff.waitForEvent('download'), main(staff).getByRole('button', { name: '総合振込ファイル' }).click()]);
  expect(file.suggestedFilename()).toMatch(new RegExp(`^sogo-furikomi-${period}-\\d{4}-\\d{2}-\\d{2}\\.txt$`));
  await screenshotsAfterToasts(staff, 'payouts-operator');

  const host = await newPage(browser);
  await signInAs(host, demoAccounts.owner.email, '佐藤 健一', demoAccounts.owner.password);
  await host.goto('/mypage/cars/sales');
  const payouts = main(host).getByRole('region', { name: 'お支払い（月末締め翌月末払い）' });
  await expect(payouts.getByText('次回のお支払い予定')).toBeVisible();
  const list = payouts.getByRole('list', { name: 'お支払いの一覧' });
  const latest = list.getByRole('article').first();
  await expect(latest).toBeVisible();
  const [statement] = await Promise.all([host.waitForEvent('download'), latest.getByRole('button', { name: /^支払通知書/ }).click()]);
  expect(statement.suggestedFilename()).toMatch(/^PS-\d{6}-\d{6}\.pdf$/);
  await screenshotsAfterToasts(host, 'payouts-host-sales');
});

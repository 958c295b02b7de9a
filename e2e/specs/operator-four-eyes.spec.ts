import { type Page } from '@playwright/test';
import { searchUsers } from '@kurumatabi/contract';
import { ApiError } from '@kurumatabi/contract/client';
import { expect, test } from '../support/journey-guard';
import { apiAs, demoAccounts } from '../support/api';
import { newPage, screenshotsAfterToasts, signInAs } from '../support/journey';

/**
 * Staff on staff need two of them (issue 34, ADR 0045): one operator asks to suspend a colleague, nothing changes
 * until a second operator approves it on the waiting list; lifting it takes two of them as well.
 */

const main = (page: Page) => page.getByRole('main');
/** The toast pauses while the pointer rests on it (the approve button sits where toasts appear): move it away first. */
async function screenshots(page: Page, name: string) {
  await page.mouse.move(900, 20);
  await screenshotsAfterToasts(page, `operator-four-eyes-${name}`);
}
const asker = { ...demoAccounts.operator, name: '高橋 誠' };
const approver = { ...demoAccounts.secondOperator, name: '伊藤 直子' };
const target = { ...demoAccounts.thirdOperator, name: '中村 亮' };

async function openTarget(page: Page) {
  await page.goto('/operator/users');
  const form = main(page).getByRole('search', { name: 'ユーザーの検索条件' });
  await form.getByLabel('名前・メール・ID').fill(target.email);
  await form.getByRole('button', { name: '検索する' }).click();
  await main(page).getByRole('region', { name: 'ユーザーの検索結果' }).getByRole('link', { name: target.name }).click();
  await expect(main(page)).toContainText(target.email);
}

/** The asker opens the dialog of the act, gives the reason and sends the request. */
async function ask(page: Page, button: string, dialogName: string, reason: string, act: string) {
  await main(page).getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toContainText('別の運営スタッフが承認したときに実行されます');
  await dialog.getByLabel('理由').fill(reason);
  await dialog.getByRole('button', { name: '承認を申請する' }).click();
  await expect(page.getByText(`「${act}」を申請しました。別の運営スタッフの承認を待っています。`)).toBeVisible();
  const panel = main(page).getByRole('region', { name: '承認が必要な運営操作' });
  await expect(panel).toContainText('承認待ち');
  await expect(panel).toContainText(reason);
  await expect(panel).toContainText('ご自身の申請は、別の運営スタッフが承認します。');
  await expect(panel.getByRole('button', { name: '承認して実行する' })).toHaveCount(0);
  return panel;
}

/** The approver finds the request on the waiting list, opens the account and approves it. */
async function approveFromList(page: Page, act: string, screenshot?: string) {
  await page.goto('/operator/staff-requests');
  await expect(main(page).getByRole('heading', { level: 1, name: '運営操作の承認' })).toBeVisible();
  const row = main(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `${act}: ${target.name}` }) });
  await expect(row).toContainText(`${asker.name} さんが「${act}」を申請しています。`);
  if (screenshot) await screenshots(page, screenshot);
  await row.getByRole('link', { name: 'ユーザーの詳細で確認する' }).click();
  const panel = main(page).getByRole('region', { name: '承認が必要な運営操作' });
  await panel.getByRole('button', { name: '承認して実行する' }).click();
  await expect(page.getByText(`「${act}」を承認し、実行しました。`)).toBeVisible();
  await expect(panel).toContainText('承認済み');
  await expect(panel).toContainText(`対応: ${approver.name} さん`);
}

test('one operator asks to suspend a colleague, a second approves it; lifting it takes two as well', async ({ browser }) => {
  test.setTimeout(180_000);
  const tag = `kt${Math.random().toString(36).slice(2, 8)}`;
  const reason = `不正な返金操作の疑いがあるため、調査が終わるまで停止します（${tag}）。`;

  const askerPage = await newPage(browser);
  await signInAs(askerPage, asker.email, asker.name, asker.password);
  await openTarget(askerPage);
  await expect(main(askerPage)).toContainText('このアカウントは運営スタッフのため、利用停止・解除には別の運営スタッフの承認が必要です。');
  await ask(askerPage, '利用停止にする', 'このユーザーを利用停止にしますか？', reason, '利用停止');
  await expect(main(askerPage)).toContainText('利用中');
  await screenshots(askerPage, 'asked');

  // Nothing changed yet: the colleague signs in and works.
  const targetApi = await apiAs(target.email, target.password);
  expect((await targetApi(searchUsers, { keyword: target.name })).total).toBeGreaterThan(0);

  const approverPage = await newPage(browser);
  await signInAs(approverPage, approver.email, approver.name, approver.password);
  await approverPage.goto('/operator');
  await expect(main(approverPage).getByRole('link', { name: /^運営操作の承認: [1-9]\d* 件$/ })).toBeVisible();
  await approveFromList(approverPage, '利用停止', 'list');
  await expect(main(approverPage)).toContainText('利用停止中');
  await expect(main(approverPage)).toContainText(reason);
  await screenshots(approverPage, 'approved');

  // Now the colleague is stopped, with the reason.
  const refused = await (await apiAs(target.email, target.password))(searchUsers, {}).catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(ApiError);
  expect((refused as ApiError).code).toBe('ACCOUNT_SUSPENDED');

  // Lifting: asked by one, approved by the other.
  await askerPage.reload();
  await ask(
    askerPage,
    '利用停止を解除する',
    '利用停止を解除しますか？',
    `調査の結果、問題はありませんでした（${tag}）。`,
    '利用停止の解除',
  );
  await expect(main(askerPage)).toContainText('利用停止中');
  await approveFromList(approverPage, '利用停止の解除');
  await expect(main(approverPage)).toContainText('利用中');
  expect((await (await apiAs(target.email, target.password))(searchUsers, { keyword: target.name })).total).toBeGreaterThan(0);

  // Every step is in the audit log, with who did it.
  await approverPage.goto(`/operator/audit?action=user.`);
  for (const [action, who] of [
    ['利用停止の申請（承認待ち）', asker.name],
    ['利用停止の承認', approver.name],
    ['利用停止の解除の申請（承認待ち）', asker.name],
    ['利用停止の解除の承認', approver.name],
  ] as const) {
    // Each row carries the request's reason, so this journey's rows are the ones with its tag.
    const entry = main(approverPage)
      .getByRole('article', { name: new RegExp(`^${action} `) })
      .filter({ hasText: tag });
    await expect(entry).toContainText(`担当: ${who}`);
  }
  await screenshots(approverPage, 'audit');
});

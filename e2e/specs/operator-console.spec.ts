import { type Page } from '@playwright/test';
import { expect, test } from '../support/journey-guard';
import { showNotifications } from '@kurumatabi/contract';
import { ApiError } from '@kurumatabi/contract/client';
import { demoAccounts, listCarThroughApi, operatorApi, registerLicensedGuest, registerUser } from '../support/api';
import { uniqueEmail } from '../support/emulator';
import { japanDay, newPage, requestCar, screenshotsAfterToasts, signInAs } from '../support/journey';

/** The operator console (ADR 0033): the dashboard, a reservation cancelled with a reason, a user suspended and restored, the audit log. */

const password = 'tabi-2026-pass';
const operatorName = '高橋 誠';
const prices = { pricePerDay: 12_000, insurancePricePerDay: 1_500, cleaningFee: 3_000, childSeatPerDay: 500 };
const main = (page: Page) => page.getByRole('main');
const randomTag = () => `kt${Math.random().toString(36).slice(2, 8)}`;
const screenshots = (page: Page, name: string) => screenshotsAfterToasts(page, `operator-console-${name}`);

async function signInAsOperator(page: Page) {
  await signInAs(page, demoAccounts.operator.email, operatorName, demoAccounts.operator.password);
}

/** The person's notification list shows a notice with this title and text. */
async function expectNotice(page: Page, email: string, name: string, title: string, text: string) {
  await signInAs(page, email, name, password);
  await page.goto('/mypage/notifications');
  const notice = main(page).getByRole('article', { name: title }).first();
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(text);
}

test('an operator finds a reservation, cancels it with a reason, and both parties are told', async ({ browser }) => {
  test.setTimeout(180_000);
  const tag = randomTag();
  const operator = await operatorApi();
  const owner = { name: `貸主 ${tag}`, email: uniqueEmail('console-owner') };
  const ownerApi = await registerUser(owner.email, password, owner.name);
  const carTitle = `E2E 取消 ハイエース ${tag}`;
  const carId = await listCarThroughApi(ownerApi, carTitle, prices, operator);
  const guest = { name: `借主 ${tag}`, email: uniqueEmail('console-guest') };
  const guestApi = await registerLicensedGuest(guest.email, password, guest.name, operator);
  const request = await requestCar(guestApi, carId, japanDay(20), japanDay(22));

  const page = await newPage(browser);
  await signInAsOperator(page);
  await page.goto('/operator');
  await expect(main(page).getByRole('heading', { level: 1, name: '運営ダッシュボード' })).toBeVisible();
  await expect(main(page).getByRole('link', { name: /^運転免許証の審査: \d+ 件$/ })).toBeVisible();
  await expect(main(page).getByRole('link', { name: /^送信失敗メール: / })).toBeVisible();
  await screenshots(page, 'dashboard');

  await main(page)
    .getByRole('link', { name: /予約を探す/ })
    .click();
  await expect(page).toHaveURL(/\/operator\/reserves$/);
  const form = main(page).getByRole('search', { name: '予約の検索条件' });
  await form.getByLabel('ゲスト').fill(guest.name);
  await form.getByRole('button', { name: '検索する' }).click();
  await expect(page).toHaveURL(/guest=/);
  const results = main(page).getByRole('region', { name: '予約の検索結果' });
  await expect(results.getByRole('status')).toHaveText('1 件');
  await expect(results).toContainText(carTitle);
  await screenshots(page, 'reserves');

  await results.getByRole('link', { name: `${carTitle} ${guest.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/operator/reserves/${request.id}$`));
  await expect(main(page)).toContainText(guest.email);
  await expect(main(page)).toContainText(owner.email);
  await expect(main(page)).toContainText('承認待ち');
  await screenshots(page, 'reserve');

  await main(page).getByRole('button', { name: '運営として取り消す' }).click();
  const dialog = page.getByRole('dialog', { name: 'この予約を運営として取り消しますか？' });
  await dialog.getByRole('button', { name: '取り消す' }).click();
  await expect(dialog).toContainText('理由を入力してください。');
  const reason = `ホストと連絡が取れないため、運営の判断で取り消します（${tag}）。`;
  await dialog.getByLabel('理由').fill(reason);
  await dialog.getByRole('button', { name: '取り消す' }).click();
  await expect(page.getByText('予約を運営として取り消しました。ゲストとホストに通知しました。')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(main(page).getByRole('region', { name: '状態の履歴' })).toContainText(reason);
  await expect(main(page).getByRole('region', { name: '運営の操作記録' })).toContainText('予約の取消');
  await expect(main(page).getByRole('button', { name: '運営として取り消す' })).toHaveCount(0);

  // The audit log has the act: who, what, when, why.
  await page.goto('/operator/audit?action=reserve.');
  const entry = main(page)
    .getByRole('article', { name: /^予約の取消 / })
    .filter({ hasText: reason });
  await expect(entry).toContainText(`担当: ${operatorName}`);
  // What was acted on, by its number and listing, linking to its staff page; the bare id only as small print.
  const number = request.id.slice(0, 8).toUpperCase();
  const target = entry.getByRole('link', { name: `予約: ${number}・${carTitle}` });
  await expect(target).toHaveAttribute('href', `/operator/reserves/${request.id}`);
  await expect(entry).toContainText(`ID: ${request.id}`);
  await screenshots(page, 'audit');

  // Both parties read it in their notifications, with the reason.
  const guestPage = await newPage(browser);
  await expectNotice(guestPage, guest.email, guest.name, '予約が運営によりキャンセルされました', reason);
  const ownerPage = await newPage(browser);
  await expectNotice(ownerPage, owner.email, owner.name, '予約が運営によりキャンセルされました', reason);
});

test('an operator suspends a user, who can then do nothing but contact staff, and lifts it', async ({ browser, journeyGuard }) => {
  test.setTimeout(180_000);
  // While suspended, the person's signed-in calls are refused with ACCOUNT_SUSPENDED (403): the journey checks that.
  journeyGuard.allow(
    ...['/v1/user/show-popular-cars', '/v1/user/show-popular-spots', '/v1/show-inquiries', '/v1/user/show-notifications'].map((path) => ({
      status: 403,
      path,
      reason: 'the suspended person’s pages are refused',
    })),
  );
  const tag = randomTag();
  const person = { name: `停止 対象 ${tag}`, email: uniqueEmail('console-suspend') };
  const personApi = await registerUser(person.email, password, person.name);

  const page = await newPage(browser);
  await signInAsOperator(page);
  await page.goto('/operator/users');
  const form = main(page).getByRole('search', { name: 'ユーザーの検索条件' });
  await form.getByLabel('名前・メール・ID').fill(person.email);
  await form.getByRole('button', { name: '検索する' }).click();
  const results = main(page).getByRole('region', { name: 'ユーザーの検索結果' });
  await expect(results.getByRole('status')).toHaveText('1 件');
  await screenshots(page, 'users');
  await results.getByRole('link', { name: person.name }).click();
  await expect(main(page)).toContainText(person.email);
  await expect(main(page)).toContainText('利用中');
  await screenshots(page, 'user');

  await main(page).getByRole('button', { name: '利用停止にする' }).click();
  const dialog = page.getByRole('dialog', { name: 'このユーザーを利用停止にしますか？' });
  await dialog.getByRole('button', { name: '利用停止にする' }).click();
  await expect(dialog).toContainText('理由を入力してください。');
  const reason = `なりすましの疑いがあるため、本人確認が取れるまで停止します（${tag}）。`;
  await dialog.getByLabel('理由').fill(reason);
  await dialog.getByRole('button', { name: '利用停止にする' }).click();
  await expect(page.getByText(`${person.name} さんを利用停止にしました`)).toBeVisible();
  await expect(main(page)).toContainText('利用停止中');
  await expect(main(page)).toContainText(reason);

  // The person's calls are refused with the Japanese reason, even with a token issued before.
  const refused = await personApi(showNotifications, {}).catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(ApiError);
  expect((refused as ApiError).code).toBe('ACCOUNT_SUSPENDED');
  expect((refused as ApiError).message).toContain(reason);
  // Signed in again, they are told why, and their pages refuse them.
  const personPage = await newPage(browser);
  await signInAs(personPage, person.email, person.name, password);
  const banner = personPage.getByRole('alert').filter({ hasText: '利用停止中' });
  await expect(banner).toContainText(reason);
  // Every page keeps saying why; what they try to load is refused.
  await personPage.goto('/mypage/notifications');
  await expect(personPage.getByRole('alert').filter({ hasText: '利用停止中' })).toContainText(reason);
  await expect(main(personPage)).toContainText('お知らせを読み込めませんでした');
  await screenshots(personPage, 'suspended-user');

  // Lifted with a reason: the person uses the site again.
  await main(page).getByRole('button', { name: '利用停止を解除する' }).click();
  const lift = page.getByRole('dialog', { name: '利用停止を解除しますか？' });
  await lift.getByLabel('理由').fill('本人確認が取れたため解除します。');
  await lift.getByRole('button', { name: '解除する' }).click();
  await expect(page.getByText(`${person.name} さんの利用停止を解除しました`)).toBeVisible();
  await expect(main(page).getByRole('region', { name: '運営の操作記録' }).getByRole('article')).toHaveCount(2);

  const again = await newPage(browser);
  await expectNotice(again, person.email, person.name, 'アカウントが利用停止になりました', reason);
  await expect(again.getByRole('alert').filter({ hasText: '利用停止中' })).toHaveCount(0);
  await expect(main(again).getByRole('article', { name: 'アカウントの利用停止が解除されました' })).toBeVisible();
});

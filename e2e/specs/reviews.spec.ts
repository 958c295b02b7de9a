import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import {
  approveReserveRequest,
  confirmReserveReturn,
  createReview,
  reserveCarToRenting,
  reserveCarToReturned,
  type ReserveDetail,
} from '@kurumatabi/contract';
import type { CallApi } from '@kurumatabi/contract/client';
import { demoAccounts, listCarThroughApi, operatorApi, registerLicensedGuest, registerUser } from '../support/api';
import { asIfStayEnded } from '../support/database';
import { uniqueEmail } from '../support/emulator';
import { openLoginDialog, scrollIntoView, signInThroughDialog, userMenuButton } from '../support/ui';
import { japanDay, newPage, requestCar, screenshotsAfterToasts, signInAs } from '../support/journey';

const password = 'tabi-2026-pass';
const operatorName = '高橋 誠';
const prices = { pricePerDay: 12_000, insurancePricePerDay: 1_500, cleaningFee: 3_000, childSeatPerDay: 500 };
const photo = fileURLToPath(new URL('../fixtures/license-front.jpg', import.meta.url));

const main = (page: Page) => page.getByRole('main');
const signIn = (page: Page, email: string, name: string) => signInAs(page, email, name, password);
const screenshots = (page: Page, name: string) => screenshotsAfterToasts(page, `reviews-${name}`);
const randomTag = () => `kt${Math.random().toString(36).slice(2, 8)}`;

/**
 * A car's page scrolled to its reviews, as a reader comes to them: the section is fetched when the reader
 * comes near it (ADR 0030). Scrolling past and back to the top could end before the page's code runs on a
 * slow machine, and the section would then wait, rightly, for a reader who never comes.
 */
async function carPageAtReviews(page: Page, carId: string) {
  await page.goto(`/car/${carId}`);
  await scrollIntoView(main(page).getByRole('heading', { level: 2, name: 'レビュー' }));
}

/**
 * A one-day rental today, approved, handed over and returned (the handover pages are another journey), the
 * return confirmed by the guest, and the stay then moved two days back: a stay is reviewed from the day after
 * its end date once its return is settled (ADR 0046), and a journey cannot wait for tomorrow.
 */
async function returnedRental(ownerApi: CallApi, guestApi: CallApi, carId: string): Promise<ReserveDetail> {
  const request = await requestCar(guestApi, carId, japanDay(), japanDay());
  await ownerApi(approveReserveRequest, { reserveId: request.id });
  await ownerApi(reserveCarToRenting, { reserveId: request.id, odometerKm: 42_100, fuelLevel: 'Full' });
  const returned = await ownerApi(reserveCarToReturned, { reserveId: request.id, odometerKm: 42_180, fuelLevel: 'ThreeQuarters' });
  expect(returned.status).toBe('Returned');
  // Returned at once: not yet reviewable, however quick the two accounts are.
  const early = await guestApi(createReview, {
    reserveId: request.id,
    overall: 5,
    aspects: { cleanliness: 5, accuracy: 5, communication: 5, handover: 5, value: 5 },
    text: '返却直後に書こうとしたレビューです。',
  }).catch((error: unknown) => error);
  expect(early).toMatchObject({ code: 'REVIEW_NOT_YET_OPEN' });
  const confirmed = await guestApi(confirmReserveReturn, { reserveId: request.id });
  expect(confirmed.returnCheck?.state).toBe('Confirmed');
  await asIfStayEnded(request.id);
  return confirmed;
}

/** Chooses `stars` in a star group with the keyboard: focus its first star, then → until there (each press chooses one more). */
async function starsByKeyboard(page: Page, group: string, stars: number) {
  const radios = main(page).getByRole('radiogroup', { name: group, exact: true });
  await radios.getByRole('radio').first().focus();
  for (let i = 0; i < stars; i += 1) await page.keyboard.press('ArrowRight');
  await expect(radios.getByRole('radio', { checked: true })).toBeFocused();
  await expect(radios.getByRole('radio', { checked: true })).toHaveAccessibleName(new RegExp(`^星${stars}つ`));
}

test('a guest reviews a returned car, the owner reviews the guest, both are published at once, and the rating reaches the car’s pages, the review list and the search card', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const tag = randomTag();
  const operator = await operatorApi();
  const owner = { name: `貸主 ${tag}`, email: uniqueEmail('review-owner') };
  const ownerApi = await registerUser(owner.email, password, owner.name);
  const carTitle = `E2E レビュー号 ${tag}`;
  const carId = await listCarThroughApi(ownerApi, carTitle, prices, operator);
  const guest = { name: `旅人 ${tag}`, email: uniqueEmail('review-guest') };
  const guestApi = await registerLicensedGuest(guest.email, password, guest.name, operator);
  const trip = await returnedRental(ownerApi, guestApi, carId);
  const guestText = `車内がとても清潔で、受け渡しの説明も丁寧でした。ベッドキットが快適でよく眠れました（${tag}）。`;
  const ownerText = `連絡がこまめで、車両もとてもきれいに使っていただきました。またのご利用をお待ちしています（${tag}）。`;

  // The guest: マイページ › 予約一覧 invites the review while the window is open.
  const guestPage = await newPage(browser);
  await signIn(guestPage, guest.email, guest.name);
  await guestPage.goto('/mypage/reserves');
  const prompts = main(guestPage).getByRole('region', { name: 'レビューを待っている予約' });
  await expect(prompts).toContainText(carTitle);
  await prompts.getByRole('link', { name: `「${carTitle}」のレビューを書く` }).click();
  await expect(guestPage).toHaveURL(new RegExp(`/reserves/${trip.id}/review$`));
  await expect(main(guestPage).getByRole('heading', { level: 1, name: '車両のレビューを書く' })).toBeVisible();

  // Sending too early says what is missing under each field and keeps what was typed.
  const text = main(guestPage).getByLabel('レビュー本文');
  await text.fill('清潔でした');
  await main(guestPage).getByRole('button', { name: 'レビューを投稿する' }).click();
  await expect(main(guestPage).getByRole('alert').filter({ hasText: '入力内容を確認してください。' })).toBeVisible();
  await expect(main(guestPage)).toContainText('総合評価を星1〜5で選んでください。');
  await expect(main(guestPage)).toContainText('受け渡しを星1〜5で選んでください。');
  await expect(main(guestPage)).toContainText('レビュー本文は10文字以上で入力してください。');
  await expect(text).toHaveValue('清潔でした');

  // Stars by keyboard (the overall with End, the aspects with the arrows) and by click; the text; a photo with its progress.
  const overall = main(guestPage).getByRole('radiogroup', { name: '総合評価' });
  await overall.getByRole('radio').first().focus();
  await guestPage.keyboard.press('End');
  await expect(overall.getByRole('radio', { name: '星5つ（とても満足）' })).toBeFocused();
  await expect(overall.getByRole('radio', { name: '星5つ（とても満足）' })).toHaveAttribute('aria-checked', 'true');
  await starsByKeyboard(guestPage, '清潔さ', 5);
  await starsByKeyboard(guestPage, '掲載内容の正確さ', 4);
  for (const aspect of ['コミュニケーション', '受け渡し', 'コストパフォーマンス']) {
    await main(guestPage).getByRole('radiogroup', { name: aspect }).getByRole('radio', { name: '星5つ（とても満足）' }).click();
  }
  await expect(main(guestPage)).not.toContainText('総合評価を星1〜5で選んでください。');
  await text.fill(guestText);
  await expect(main(guestPage)).toContainText(`${guestText.length} / 2,000文字`);
  await main(guestPage).locator('input[type="file"]').setInputFiles(photo);
  await expect(main(guestPage).getByRole('img', { name: '1枚目の写真' })).toBeVisible({ timeout: 20_000 });
  await screenshots(guestPage, 'form');

  await main(guestPage).getByRole('button', { name: 'レビューを投稿する' }).click();
  await expect(guestPage.getByText('レビューを投稿しました', { exact: true })).toBeVisible();
  const mine = main(guestPage).getByRole('region', { name: 'あなたのレビュー' });
  await expect(mine.getByTestId('review-status')).toHaveText('公開待ち');
  await expect(mine).toContainText(guestText);
  await expect(main(guestPage).getByRole('region', { name: 'ホストからあなたへのレビュー' })).toContainText(
    '相手はまだレビューを書いていません。',
  );

  // The blind rule on the public side: nothing on the car's page until both have written.
  const visitor = await newPage(browser);
  await carPageAtReviews(visitor, carId);
  await expect(main(visitor).getByRole('heading', { level: 2, name: 'レビュー' })).toBeVisible();
  await expect(main(visitor)).toContainText('まだレビューはありません');
  await expect(main(visitor)).not.toContainText(guestText);

  // The owner: the reservation's page invites the guest's review and says the guest has written.
  const ownerPage = await newPage(browser);
  await signIn(ownerPage, owner.email, owner.name);
  await ownerPage.goto(`/reserves/${trip.id}`);
  const invite = main(ownerPage).getByRole('region', { name: 'ゲストのレビューを書きましょう' });
  await expect(invite).toContainText(`${guest.name}さんはどんなゲストでしたか。`);
  await expect(invite).toContainText('相手はレビューを投稿済みです。あなたが投稿すると公開されます。');
  await screenshots(ownerPage, 'prompt');
  await invite.getByRole('link', { name: 'レビューを書く' }).click();
  await expect(main(ownerPage).getByRole('heading', { level: 1, name: 'ゲストのレビューを書く' })).toBeVisible();
  await expect(main(ownerPage)).not.toContainText(guestText);
  await expect(main(ownerPage).locator('input[type="file"]')).toHaveCount(0);
  await starsByKeyboard(ownerPage, '総合評価', 5);
  for (const aspect of ['コミュニケーション', '車両・施設の扱い', 'ルールの順守']) await starsByKeyboard(ownerPage, aspect, 5);
  await main(ownerPage).getByLabel('レビュー本文').fill(ownerText);
  await main(ownerPage).getByRole('button', { name: 'レビューを投稿する' }).click();
  await expect(ownerPage.getByText('レビューを投稿しました。お互いのレビューが公開されました')).toBeVisible();
  await expect(main(ownerPage).getByRole('region', { name: 'ゲストからのレビュー' })).toContainText(guestText);
  await expect(main(ownerPage).getByRole('region', { name: 'あなたのレビュー' }).getByTestId('review-status')).toHaveText('公開中');

  // The guest reads the owner's review of them on their side of the reservation.
  await guestPage.goto(`/reserves/${trip.id}/review`);
  await expect(main(guestPage).getByRole('region', { name: 'ホストからあなたへのレビュー' })).toContainText(ownerText);

  // The car's page: the summary with the aspects and the guest's review; the rating in the heading.
  await carPageAtReviews(visitor, carId);
  await expect(main(visitor).getByRole('img', { name: '5段階中5.0' }).first()).toBeVisible();
  await expect(main(visitor).getByLabel('評価 5.0（1件）')).toBeVisible();
  await expect(main(visitor).getByRole('meter', { name: '掲載内容の正確さ' })).toHaveAttribute('aria-valuenow', '4');
  await expect(main(visitor).getByRole('article', { name: `${guest.name}さんのレビュー` })).toContainText(guestText);
  await expect(main(visitor)).toContainText('ホストとしての評価 5.0（1件）');
  await screenshots(visitor, 'car');

  // The owner answers it once on the car's reviews page; the answer is public.
  await ownerPage.goto(`/car/${carId}/reviews`);
  await expect(main(ownerPage).getByRole('heading', { level: 1, name: `${carTitle}のレビュー` })).toBeVisible();
  const ownersView = main(ownerPage).getByRole('article', { name: `${guest.name}さんのレビュー` });
  await ownersView.getByRole('button', { name: 'ホストとして返信する' }).click();
  await ownersView.getByRole('textbox', { name: '返信' }).fill('ご利用ありがとうございました。またお待ちしています。');
  await ownersView.getByRole('button', { name: '返信を公開する' }).click();
  await expect(ownerPage.getByText('返信を公開しました')).toBeVisible();
  await expect(ownersView).toContainText(`ホスト（${owner.name}さん）からの返信`);
  await expect(ownersView.getByRole('button', { name: 'ホストとして返信する' })).toHaveCount(0);

  await main(visitor).getByRole('link', { name: '1件のレビューをすべて見る' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/car/${carId}/reviews$`));
  const listed = main(visitor).getByRole('article', { name: `${guest.name}さんのレビュー` });
  await expect(listed).toContainText(guestText);
  await expect(listed).toContainText('ご利用ありがとうございました。またお待ちしています。');
  await expect(main(visitor).getByText('1件のレビュー', { exact: true })).toBeVisible();
  await screenshots(visitor, 'listing');

  // The review list: newest first, filtered by kind and region in the URL; the review's own page.
  await visitor.goto('/reviews');
  await expect(main(visitor).getByRole('heading', { level: 1, name: 'みんなのレビュー' })).toBeVisible();
  const newest = main(visitor).getByRole('article').first();
  await expect(newest).toContainText(carTitle);
  await expect(newest).toContainText(guestText);
  await main(visitor).getByRole('navigation', { name: '種類' }).getByRole('link', { name: 'スポット' }).click();
  await expect(visitor).toHaveURL(/\/reviews\?kind=spot$/);
  await expect(main(visitor)).not.toContainText(guestText);
  await main(visitor).getByRole('navigation', { name: '種類' }).getByRole('link', { name: '車両' }).click();
  await main(visitor).getByLabel('エリア').selectOption({ label: '中部' });
  await expect(visitor).toHaveURL(/\/reviews\?kind=car&region=Chubu$/);
  await expect(main(visitor).getByRole('article').first()).toContainText(guestText);
  await screenshots(visitor, 'list');
  await main(visitor)
    .getByRole('link', { name: `${guest.name}さんのレビューの詳細を見る` })
    .first()
    .click();
  await expect(visitor).toHaveURL(/\/reviews\/[0-9a-f-]{36}$/);
  await expect(main(visitor).getByRole('heading', { level: 1, name: `${guest.name}さんのレビュー` })).toBeVisible();
  await expect(main(visitor)).toContainText(guestText);
  await expect(main(visitor).getByRole('link', { name: '車両のページを見る' })).toHaveAttribute('href', `/car/${carId}`);
  await screenshots(visitor, 'detail');
  await visitor.goto('/review');
  await expect(main(visitor).getByRole('heading', { level: 1, name: 'みんなのレビュー' })).toBeVisible();

  // The search card carries the rating; the minimum-rating filter and the rating sort keep the car.
  await visitor.goto(`/search-rv?q=${tag}`);
  const card = visitor.getByRole('region', { name: '検索結果' }).getByRole('article').filter({ hasText: carTitle });
  await expect(card.getByLabel('評価 5.0（1件）')).toBeVisible();
  // Hydrated first (the page takes pointer events after the first commit): Playwright's selectOption sets the value
  // without a click, which a reader cannot do before then, and React's state would not see it (ADR 0056).
  await expect(visitor.locator('#root')).not.toHaveAttribute('style', /pointer-events/);
  await visitor.getByRole('search', { name: '検索条件' }).getByLabel('評価').selectOption({ label: '★4.5以上' });
  await visitor.getByRole('search', { name: '検索条件' }).getByRole('button', { name: 'この条件で検索' }).click();
  await expect(visitor).toHaveURL(new RegExp(`q=${tag}&rating=4.5`));
  await expect(card.getByLabel('評価 5.0（1件）')).toBeVisible();

  // A host deciding the same guest's next request reads how hosts rated them.
  const next = await requestCar(guestApi, carId, japanDay(20), japanDay(21));
  await ownerPage.goto(`/reserves/${next.id}`);
  const rating = main(ownerPage).getByRole('region', { name: 'このゲストの評価' });
  await expect(rating.getByRole('img', { name: '5段階中5.0' }).first()).toBeVisible();
  await expect(rating).toContainText('1件のレビュー');
  await expect(rating).toContainText(ownerText.slice(0, 20));
  await screenshots(ownerPage, 'guest-rating');
});

test('a reader reports a published review, an operator removes it with a reason from 通報あり, and it leaves the car’s page and rating', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const tag = randomTag();
  const operator = await operatorApi();
  const owner = { name: `貸主 ${tag}`, email: uniqueEmail('moderation-owner') };
  const ownerApi = await registerUser(owner.email, password, owner.name);
  const carTitle = `E2E 通報号 ${tag}`;
  const carId = await listCarThroughApi(ownerApi, carTitle, prices, operator);
  const guest = { name: `投稿 ${tag}`, email: uniqueEmail('moderation-guest') };
  const guestApi = await registerLicensedGuest(guest.email, password, guest.name, operator);
  const trip = await returnedRental(ownerApi, guestApi, carId);
  // Both sides write through the API (the form is the other journey): both are published at once.
  // A review that invites off-platform dealing without contact details (those are masked when stored, ADR 0043).
  const guestText = `このサイトを通さずに直接取引すれば手数料がかからないと言われました（${tag}）。`;
  const aspects = { cleanliness: 2, accuracy: 2, communication: 2, handover: 2, value: 2 };
  const written = await guestApi(createReview, { reserveId: trip.id, overall: 2, aspects, text: guestText });
  await ownerApi(createReview, {
    reserveId: trip.id,
    overall: 4,
    aspects: { communication: 4, care: 4, rules: 4 },
    text: `丁寧に使っていただきました（${tag}）。`,
  });

  // A signed-in reader reports it from the review's page.
  const reader = { name: `読者 ${tag}`, email: uniqueEmail('moderation-reader') };
  await registerUser(reader.email, password, reader.name);
  const readerPage = await newPage(browser);
  await signIn(readerPage, reader.email, reader.name);
  await readerPage.goto(`/reviews/${written.id}`);
  await expect(main(readerPage)).toContainText(guestText);
  await main(readerPage).getByRole('button', { name: '運営に通報する' }).click();
  const dialog = readerPage.getByRole('dialog', { name: 'このレビューを通報する' });
  await dialog.getByRole('button', { name: '通報する' }).click();
  await expect(dialog).toContainText('通報の理由を入力してください。');
  await dialog.getByLabel('通報の理由').fill('個人の電話番号が書かれています。');
  await dialog.getByRole('button', { name: '通報する' }).click();
  await expect(readerPage.getByText('通報を受け付けました。運営が確認します。')).toBeVisible();

  // The operator finds it under 通報あり with the reason, and removes it with a reason.
  const operatorPage = await newPage(browser);
  await operatorPage.goto('/');
  await openLoginDialog(operatorPage);
  await signInThroughDialog(operatorPage, demoAccounts.operator.email, demoAccounts.operator.password);
  await expect(userMenuButton(operatorPage, operatorName)).toBeVisible();
  await operatorPage.goto('/operator');
  await operatorPage.getByRole('navigation', { name: '運営管理メニュー' }).getByRole('link', { name: 'レビューの確認' }).click();
  await expect(main(operatorPage).getByRole('heading', { level: 1, name: 'レビューの確認' })).toBeVisible();
  await main(operatorPage).getByRole('group', { name: 'レビューの一覧' }).getByRole('button', { name: '通報あり' }).click();
  await expect(operatorPage).toHaveURL(/\/operator\/reviews\?queue=Reported$/);
  const row = main(operatorPage).getByRole('article', { name: `${guest.name}さんのレビュー（${carTitle}）` });
  await expect(row).toContainText('個人の電話番号が書かれています。');
  await expect(row).toContainText('通報 1件');
  await screenshots(operatorPage, 'moderation');
  await row.getByRole('button', { name: '削除する' }).click();
  const reject = operatorPage.getByRole('dialog', { name: 'レビューを削除する' });
  await reject.getByLabel('削除の理由').fill('個人の連絡先が含まれているため。');
  await reject.getByRole('button', { name: '削除する' }).click();
  await expect(operatorPage.getByText('レビューを削除しました')).toBeVisible();
  await expect(row).toHaveCount(0);
  await main(operatorPage).getByRole('group', { name: 'レビューの一覧' }).getByRole('button', { name: '削除済み' }).click();
  await expect(main(operatorPage).getByRole('article', { name: `${guest.name}さんのレビュー（${carTitle}）` })).toContainText(
    '削除の理由: 個人の連絡先が含まれているため。',
  );

  // Gone from the public pages and from the car's rating; its author reads why.
  const visitor = await newPage(browser);
  await carPageAtReviews(visitor, carId);
  await expect(main(visitor)).toContainText('まだレビューはありません');
  await expect(main(visitor)).not.toContainText(guestText);
  await visitor.goto(`/reviews/${written.id}`);
  await expect(main(visitor)).toContainText('ページが存在しません');
  const guestPage = await newPage(browser);
  await signIn(guestPage, guest.email, guest.name);
  await guestPage.goto(`/reserves/${trip.id}/review`);
  const mine = main(guestPage).getByRole('region', { name: 'あなたのレビュー' });
  await expect(mine.getByTestId('review-status')).toHaveText('運営により削除');
  await expect(mine).toContainText('理由: 個人の連絡先が含まれているため。');
});

test('a guest disputes a return from the reservation page, the review waits until an operator records the resolution in 返却への異議, and then opens the day after the end date', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const tag = randomTag();
  const operator = await operatorApi();
  const owner = { name: `貸主 ${tag}`, email: uniqueEmail('dispute-owner') };
  const ownerApi = await registerUser(owner.email, password, owner.name);
  const carTitle = `E2E 異議号 ${tag}`;
  const carId = await listCarThroughApi(ownerApi, carTitle, prices, operator);
  const guest = { name: `申立 ${tag}`, email: uniqueEmail('dispute-guest') };
  const guestApi = await registerLicensedGuest(guest.email, password, guest.name, operator);
  const request = await requestCar(guestApi, carId, japanDay(), japanDay());
  await ownerApi(approveReserveRequest, { reserveId: request.id });
  await ownerApi(reserveCarToRenting, { reserveId: request.id, odometerKm: 42_100, fuelLevel: 'Full' });
  await ownerApi(reserveCarToReturned, { reserveId: request.id, odometerKm: 42_180, fuelLevel: 'ThreeQuarters' });

  // The guest: the check of the return, with both ways while the day lasts.
  const guestPage = await newPage(browser);
  await signIn(guestPage, guest.email, guest.name);
  await guestPage.goto(`/reserves/${request.id}`);
  const check = main(guestPage).getByRole('region', { name: '返却の確認' });
  await expect(check.getByRole('button', { name: '返却を確認する' })).toBeVisible();
  await check.getByRole('button', { name: '返却に異議を申し立てる' }).click();
  const dialog = guestPage.getByRole('dialog', { name: '返却に異議を申し立てる' });
  await dialog.getByRole('button', { name: '申し立てる' }).click();
  await expect(dialog).toContainText('異議の理由を入力してください。');
  await dialog.getByLabel('異議の理由').fill(`まだ車を使っている時間に返却が記録されました（${tag}）。`);
  await dialog.getByRole('button', { name: '申し立てる' }).click();
  await expect(guestPage.getByText('返却への異議を申し立てました。運営が確認します。')).toBeVisible();
  await expect(check).toContainText('返却への異議を運営が確認しています。');
  await expect(check.getByRole('button')).toHaveCount(0);
  await expect(main(guestPage)).toContainText('返却への異議を運営が確認しています。対応が済むとレビューを書けます。');
  await screenshots(guestPage, 'return-disputed');

  // The operator: 運営管理 › 返却への異議, the reason, and the resolution with what was found.
  const operatorPage = await newPage(browser);
  await operatorPage.goto('/');
  await openLoginDialog(operatorPage);
  await signInThroughDialog(operatorPage, demoAccounts.operator.email, demoAccounts.operator.password);
  await expect(userMenuButton(operatorPage, operatorName)).toBeVisible();
  await operatorPage.goto('/operator');
  await operatorPage.getByRole('navigation', { name: '運営管理メニュー' }).getByRole('link', { name: '返却への異議' }).click();
  await expect(main(operatorPage).getByRole('heading', { level: 1, name: '返却への異議' })).toBeVisible();
  const row = main(operatorPage).getByRole('article', { name: `${carTitle} ${guest.name}` });
  await expect(row).toContainText(`まだ車を使っている時間に返却が記録されました（${tag}）。`);
  await screenshots(operatorPage, 'return-disputes');
  await row.getByRole('button', { name: '対応を記録する' }).click();
  const resolve = operatorPage.getByRole('dialog', { name: '返却への異議の対応を記録する' });
  await resolve.getByLabel('対応内容').fill('ホストに確認し、返却の時刻を確かめました。');
  await resolve.getByRole('button', { name: '対応を記録する' }).click();
  await expect(operatorPage.getByText('対応を記録しました。両者に通知しました。')).toBeVisible();
  await expect(row).toHaveCount(0);
  await operatorPage.getByRole('navigation', { name: '運営管理メニュー' }).getByRole('link', { name: '相互レビューの疑い' }).click();
  await expect(main(operatorPage).getByRole('heading', { level: 1, name: '相互レビューの疑い' })).toBeVisible();
  await screenshots(operatorPage, 'review-rings');

  // The guest reads the answer; the review opens the day after the end date (today's stay: tomorrow).
  await guestPage.reload();
  await expect(check).toContainText('返却への異議に運営が対応しました。');
  await expect(check).toContainText('ホストに確認し、返却の時刻を確かめました。');
  await expect(main(guestPage)).toContainText(/レビューは\d{4}年\d{1,2}月\d{1,2}日\(.\) 00:00から書けます。/);
});

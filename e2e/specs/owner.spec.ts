import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from '../support/emulator';
import { screenshotAt } from '../support/screens';
import { loginDialog, openLoginDialog, userMenuButton, dismissWelcome } from '../support/ui';

const password = 'tabi-2026-pass';

/** A fresh user signs up through the dialog (spec §4): a plain member with no role yet. */
async function signUpInBrowser(page: Page, name: string): Promise<void> {
  await page.goto('/');
  await openLoginDialog(page);
  const dialog = loginDialog(page);
  await dialog.getByRole('tab', { name: '新規登録' }).click();
  await dialog.getByLabel('お名前', { exact: true }).fill(name);
  await dialog.getByLabel('メールアドレス', { exact: true }).fill(uniqueEmail('owner'));
  await dialog.getByLabel('パスワード', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: '登録する' }).click();
  await expect(dialog).toBeHidden();
  // Signed up from the home page: the welcome with the next steps (ADR 0035).
  await dismissWelcome(page);
  await expect(userMenuButton(page, name)).toBeVisible();
}

/** Full-page pictures at a phone's and a desktop's width, for a person to look at. */
async function screenshots(page: Page, name: string) {
  // Toasts (3 s) would cover the page: the picture waits for them to go.
  await expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 8_000 });
  for (const width of [375, 1280]) await screenshotAt(page, width, `owner-${name}`);
}

const main = (page: Page) => page.getByRole('main');
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** Picks an entry of a Zengin combobox: types the keyword, waits for the answer and chooses the option. */
async function pickFromList(page: Page, label: string, keyword: string, option: RegExp) {
  const box = page.getByRole('form').getByRole('combobox', { name: label });
  await box.fill(keyword);
  // The answer for this keyword, not the list of the one before: the count shows once it has come.
  await expect(
    page
      .getByRole('form')
      .getByRole('status')
      .filter({ hasText: /^\d+件/ }),
  ).toBeVisible();
  await page.getByRole('option', { name: option }).first().click();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
}

/** Registers (or replaces) the payout account through the form that is open on the page. */
async function fillBankAccount(
  page: Page,
  account: { bank: [string, RegExp]; branch: [string, RegExp]; number: string; holder: string; type: '個人' | '法人' },
) {
  const form = page.getByRole('form');
  await pickFromList(page, '金融機関名', ...account.bank);
  await pickFromList(page, '支店名', ...account.branch);
  await form.getByLabel('口座番号').fill(account.number);
  await form.getByLabel('口座名義').fill(account.holder);
  await form.getByRole('group', { name: '名義の種類' }).getByText(account.type, { exact: true }).click();
  await form.getByRole('button', { name: '保存する' }).click();
}

test('a new user becomes a car owner, adds and edits a pickup location, and registers a bank account shown masked', async ({ page }) => {
  // One long journey with a dozen pictures at two widths (each waits for the toasts to go): twice the usual minute.
  test.setTimeout(120_000);
  await signUpInBrowser(page, '受渡 太郎');
  await page.goto('/mypage/cars/to-owner');
  await expect(heading(page, 'カーオーナーになる')).toBeVisible();
  await expect(main(page)).toContainText('販売手数料20%');

  // The contract in force, readable in place, with its version and a link to the full page.
  const contract = page.getByRole('region', { name: 'シェア契約書の全文' });
  await expect(contract).toContainText('第1条（契約の目的）');
  await expect(page.getByTestId('share-contract-version')).toContainText(/^\d[\d.]*版（\d{4}年/);
  const fullText = main(page).getByRole('link', { name: '新しいタブで全文を開く' });
  await expect(fullText).toHaveAttribute('href', '/share-contract');
  await expect(fullText).toHaveAttribute('target', '_blank');
  await screenshots(page, 'to-owner');

  // Without the tick nothing is sent; with it, the user becomes an owner.
  await page.getByRole('button', { name: '同意してカーオーナーになる' }).click();
  await expect(main(page)).toContainText('シェア契約書への同意が必要です。');
  await page.getByRole('checkbox', { name: 'シェア契約書の内容を確認し、同意します' }).check();
  await page.getByRole('button', { name: '同意してカーオーナーになる' }).click();
  await expect(main(page).getByRole('heading', { name: 'カーオーナー登録が完了しました' })).toBeFocused();
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  // The navigation follows the new role at once.
  await expect(
    page.getByRole('navigation', { name: 'マイページメニュー' }).first().getByRole('link', { name: '受け渡し場所' }),
  ).toBeVisible();
  await screenshots(page, 'to-owner-done');

  // Reloading the page keeps the role: it says so and leads on.
  await page.reload();
  await expect(main(page).getByRole('heading', { name: 'カーオーナーとして登録済みです' })).toBeVisible();
  await expect(main(page).getByRole('link', { name: '受け渡し場所を登録する' })).toHaveAttribute('href', '/mypage/cars/manage-locations');

  // The マイページ top now asks for a pickup location; its item leads there.
  const sideNav = page.getByRole('navigation', { name: 'マイページメニュー' }).first();
  await sideNav.getByRole('link', { name: 'マイページトップ' }).click();
  const locationTodo = main(page).getByRole('link', { name: /車の受け渡し場所を登録しましょう/ });
  await locationTodo.click();

  await expect(page).toHaveURL(/\/mypage\/cars\/manage-locations$/);
  await expect(heading(page, '受け渡し場所')).toBeVisible();
  await expect(main(page)).toContainText('まだ受け渡し場所がありません');
  await screenshots(page, 'manage-locations-empty');

  // Every field says what it needs, in Japanese.
  await main(page).getByRole('button', { name: '受け渡し場所を追加' }).click();
  const form = page.getByRole('form', { name: '新しい受け渡し場所' });
  await form.getByRole('button', { name: '保存する' }).click();
  await expect(form).toContainText('場所の名前を入力してください。');
  await expect(form).toContainText('郵便番号は7桁の数字で入力してください（例: 100-0001）。');
  await expect(form).toContainText('都道府県を選んでください。');
  await expect(form).toContainText('市区町村を入力してください。');
  await expect(form).toContainText('番地・建物名を入力してください。');

  await form.getByLabel('場所の名前').fill('自宅駐車場');
  await form.getByLabel('郵便番号').fill('１５００００２');
  await form.getByLabel('都道府県').selectOption({ label: '東京都' });
  await form.getByLabel('市区町村').fill('渋谷区');
  await form.getByLabel('番地・建物名').fill('渋谷2-21-1');
  await form.getByLabel('緯度').fill('35.658');
  await form.getByRole('button', { name: '保存する' }).click();
  await expect(form).toContainText('緯度と合わせて経度も入力してください。');
  await form.getByLabel('経度').fill('139.7016');
  await form.getByLabel('補足（任意）').fill('青い屋根の家の隣です。\n到着したらメッセージでご連絡ください。');
  await screenshots(page, 'manage-locations-form');
  await form.getByRole('button', { name: '保存する' }).click();
  await expect(page.getByText('受け渡し場所を登録しました')).toBeVisible();

  const home = main(page).getByRole('article', { name: '自宅駐車場' });
  await expect(home).toContainText('〒150-0002 東京都渋谷区渋谷2-21-1');
  await expect(home).toContainText('35.658, 139.7016');
  await expect(home).toContainText('到着したらメッセージでご連絡ください。');
  await expect(main(page)).toContainText('1 / 20 件');

  // Editing keeps what was there and replaces what changed.
  await home.getByRole('button', { name: '自宅駐車場を編集' }).click();
  const edit = page.getByRole('form', { name: '受け渡し場所を編集' });
  await expect(edit.getByLabel('郵便番号')).toHaveValue('150-0002');
  await expect(edit.getByLabel('都道府県')).toHaveValue('Tokyo');
  await edit.getByLabel('場所の名前').fill('渋谷駅 東口ロータリー');
  await edit.getByLabel('都道府県').selectOption({ label: '神奈川県' });
  await edit.getByLabel('市区町村').fill('横浜市西区');
  await edit.getByRole('button', { name: '保存する' }).click();
  await expect(page.getByText('受け渡し場所を更新しました')).toBeVisible();
  const moved = main(page).getByRole('article', { name: '渋谷駅 東口ロータリー' });
  await expect(moved).toContainText('神奈川県横浜市西区渋谷2-21-1');
  await expect(main(page).getByRole('article')).toHaveCount(1);
  await screenshots(page, 'manage-locations');

  // Back on the top (without a reload), the location item is gone: the save made it ask again.
  await sideNav.getByRole('link', { name: 'マイページトップ' }).click();
  await expect(main(page).getByRole('link', { name: /売上の振込先口座を登録しましょう/ })).toBeVisible();
  await expect(locationTodo).toHaveCount(0);

  // The payout account: empty, then registered, then shown masked.
  await page.goto('/mypage/cars/bank-account');
  await expect(heading(page, '振込先口座')).toBeVisible();
  await expect(main(page)).toContainText('振込先口座が未登録です');
  await main(page).getByRole('button', { name: '口座を登録する' }).click();
  await page.getByRole('form').getByRole('button', { name: '保存する' }).click();
  await expect(page.getByRole('form')).toContainText('金融機関を一覧から選んでください。');
  await expect(page.getByRole('form')).toContainText('個人口座か法人口座かを選んでください。');

  // The bank from the Zengin list by its katakana, with the keyboard: the list answers, ↓ and Enter pick.
  const bankBox = page.getByRole('form').getByRole('combobox', { name: '金融機関名' });
  await bankBox.fill('ミズホ');
  await expect(
    page
      .getByRole('form')
      .getByRole('status')
      .filter({ hasText: /^\d+件/ }),
  ).toBeVisible();
  await expect(page.getByRole('option').first()).toContainText('みずほ');
  await bankBox.press('ArrowDown');
  await bankBox.press('ArrowUp');
  await bankBox.press('Enter');
  await expect(bankBox).toHaveValue('みずほ（0001）');
  // A word in no branch's name says so.
  const branchBox = page.getByRole('form').getByRole('combobox', { name: '支店名' });
  await branchBox.fill('存在しない支店');
  await expect(page.getByRole('form').getByRole('status').filter({ hasText: '該当する支店が見つかりません' })).toBeVisible();
  await branchBox.fill('とうきょう');
  await expect(
    page
      .getByRole('form')
      .getByRole('status')
      .filter({ hasText: /^\d+件/ }),
  ).toBeVisible();
  await screenshots(page, 'bank-account-combobox');
  // The pictures' resizing may have closed the list: a click opens it again.
  await branchBox.click();
  await page
    .getByRole('option', { name: /東京営業部/ })
    .first()
    .click();
  await expect(branchBox).toHaveValue('東京営業部（001）');
  await page.getByRole('form').getByLabel('口座番号').fill('12345');
  await page.getByRole('form').getByLabel('口座名義').fill('山田花子');
  await page.getByRole('form').getByRole('group', { name: '名義の種類' }).getByText('個人', { exact: true }).click();
  await page.getByRole('form').getByRole('button', { name: '保存する' }).click();
  await expect(page.getByRole('form')).toContainText('口座名義は全角カタカナで入力してください');
  await screenshots(page, 'bank-account-form');
  // Hiragana are written in katakana, the short number padded with zeros as banks do.
  await page.getByRole('form').getByLabel('口座名義').fill('やまだ はなこ');
  await page.getByRole('form').getByRole('button', { name: '保存する' }).click();
  await expect(page.getByText('振込先口座を保存しました')).toBeVisible();
  await expect(page.getByTestId('bank-account-number')).toHaveText('****345');
  await expect(main(page)).toContainText('ヤマダ　ハナコ');
  await expect(main(page)).toContainText('みずほ（0001）');
  await expect(main(page)).toContainText('東京営業部（001）');
  await expect(main(page)).not.toContainText('0012345');
  await screenshots(page, 'bank-account');

  // The edit form alone gets the full number; after saving, it is masked again.
  await main(page).getByRole('button', { name: '口座を変更する' }).click();
  await expect(page.getByRole('form').getByLabel('口座番号')).toHaveValue('0012345');
  await expect(page.getByRole('form').getByLabel('口座名義')).toHaveValue('ヤマダ　ハナコ');
  await expect(page.getByRole('form').getByRole('combobox', { name: '金融機関名' })).toHaveValue('みずほ（0001）');
  await page.getByRole('form').getByLabel('口座番号').fill('7654321');
  await page.getByRole('form').getByRole('button', { name: '保存する' }).click();
  await expect(page.getByText('振込先口座を保存しました').first()).toBeVisible();
  await expect(page.getByTestId('bank-account-number')).toHaveText('****321');
  await page.reload();
  await expect(page.getByTestId('bank-account-number')).toHaveText('****321');
  await expect(main(page)).not.toContainText('7654321');
});

test('a new user becomes a facility provider and sets the payout account for spots', async ({ page }) => {
  await signUpInBrowser(page, '施設 花子');
  await page.goto('/mypage/spots/to-provider');
  await expect(heading(page, '施設提供者になる')).toBeVisible();
  await expect(page.getByRole('region', { name: 'シェア契約書の全文' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'シェア契約書の内容を確認し、同意します' }).check();
  await page.getByRole('button', { name: '同意して施設提供者になる' }).click();
  await expect(main(page).getByRole('heading', { name: '施設提供者の登録が完了しました' })).toBeVisible();

  await main(page).getByRole('link', { name: '振込先口座を登録する' }).click();
  await expect(page).toHaveURL(/\/mypage\/spots\/bank-account$/);
  await main(page).getByRole('button', { name: '口座を登録する' }).click();
  // Full-width digits and the half-width bank notation are both accepted and written as the bank prints them.
  await fillBankAccount(page, {
    bank: ['0142', /山梨中央/],
    branch: ['かわぐちこ', /河口湖/],
    number: '０１２３４５６',
    holder: 'ｶ)ﾐﾅﾄｷｬﾝﾌﾟ',
    type: '法人',
  });
  await expect(page.getByText('振込先口座を保存しました')).toBeVisible();
  await expect(page.getByTestId('bank-account-number')).toHaveText('****456');
  await expect(main(page)).toContainText('カ）ミナトキャンプ');
  await expect(
    main(page)
      .getByRole('definition')
      .filter({ hasText: /^法人$/ }),
  ).toBeVisible();

  // A provider is not a car owner: pickup locations still offer the way to become one.
  await page.goto('/mypage/cars/manage-locations');
  await expect(page.getByRole('region', { name: '受け渡し場所はカーオーナーが登録できます' })).toBeVisible();
});

test('a plain member opening manage-locations or bank-account is shown how to become an owner', async ({ page }) => {
  await signUpInBrowser(page, '一般 次郎');
  await page.goto('/mypage/cars/bank-account');
  const hostsOnly = page.getByRole('region', { name: '振込先口座はカーオーナー・施設提供者が登録できます' });
  await expect(hostsOnly.getByRole('link', { name: 'カーオーナーになる' })).toHaveAttribute('href', '/mypage/cars/to-owner');
  await expect(hostsOnly.getByRole('link', { name: '施設提供者になる' })).toHaveAttribute('href', '/mypage/spots/to-provider');

  await page.goto('/mypage/cars/manage-locations');
  await expect(heading(page, '受け渡し場所')).toBeVisible();
  const ownersOnly = page.getByRole('region', { name: '受け渡し場所はカーオーナーが登録できます' });
  await expect(ownersOnly).toBeVisible();
  await expect(main(page).getByRole('button', { name: '受け渡し場所を追加' })).toHaveCount(0);
  await screenshots(page, 'manage-locations-not-owner');
  await ownersOnly.getByRole('link', { name: 'カーオーナーになる' }).click();
  await expect(page).toHaveURL(/\/mypage\/cars\/to-owner$/);
  await expect(heading(page, 'カーオーナーになる')).toBeVisible();
});

test('a share contract revised while the page was open is refused, and the page asks to read and agree again', async ({ page }) => {
  await signUpInBrowser(page, '改定 三郎');
  await page.goto('/mypage/cars/to-owner');
  await expect(page.getByRole('region', { name: 'シェア契約書の全文' })).toBeVisible();
  // The first agreement carries a version that is no longer in force, as if it had been read before a revision.
  let rewritten = false;
  await page.route('**/v1/make-car-owner', async (route) => {
    if (rewritten) return route.continue();
    rewritten = true;
    await route.continue({ postData: JSON.stringify({ shareContractVersion: '2020.1.1', agreed: true }) });
  });
  const checkbox = page.getByRole('checkbox', { name: 'シェア契約書の内容を確認し、同意します' });
  await checkbox.check();
  await page.getByRole('button', { name: '同意してカーオーナーになる' }).click();
  await expect(main(page).getByRole('alert')).toContainText('シェア契約書が改定されました');
  await expect(checkbox).not.toBeChecked();

  await checkbox.check();
  await page.getByRole('button', { name: '同意してカーオーナーになる' }).click();
  await expect(main(page).getByRole('heading', { name: 'カーオーナー登録が完了しました' })).toBeVisible();
});

test('the pickup locations say so when they cannot be loaded, and 再読み込み loads them', async ({ page }) => {
  await signUpInBrowser(page, '再読 四郎');
  await page.goto('/mypage/cars/to-owner');
  await page.getByRole('checkbox', { name: 'シェア契約書の内容を確認し、同意します' }).check();
  await page.getByRole('button', { name: '同意してカーオーナーになる' }).click();
  await expect(main(page).getByRole('heading', { name: 'カーオーナー登録が完了しました' })).toBeVisible();

  let failing = true;
  await page.route('**/v1/user/show-user-locations', (route) => (failing ? route.abort('connectionrefused') : route.continue()));
  await main(page).getByRole('link', { name: '受け渡し場所を登録する' }).click();
  await expect(main(page).getByRole('alert')).toContainText('受け渡し場所を読み込めませんでした');
  failing = false;
  await main(page).getByRole('button', { name: '再読み込み' }).click();
  await expect(main(page)).toContainText('まだ受け渡し場所がありません');
});

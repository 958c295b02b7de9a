import { expect, test, type Page } from '@playwright/test';
import { demoAccounts } from '../support/api';
import { uniqueEmail } from '../support/emulator';
import { mailsTo } from '../support/mailbox';
import { newPage, screenshotsAfterToasts as screenshots } from '../support/journey';
import { openLoginDialog, signInThroughDialog, userMenuButton } from '../support/ui';

const main = (page: Page) => page.getByRole('main');

test('a visitor sends the contact form through its confirmation, and an operator answers it by mail', async ({ browser }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('contact');
  const tag = Math.random().toString(36).slice(2, 8);
  const body = `予約をキャンセルしたときの返金はいつごろになりますか？（${tag}）\n予約番号はまだ控えていません。`;

  // ── The visitor: the footer's お問い合わせ.
  const visitor = await newPage(browser);
  await visitor.goto('/');
  await visitor.getByRole('contentinfo').getByRole('link', { name: 'お問い合わせ' }).click();
  await expect(visitor).toHaveURL(/\/contact$/);
  await expect(main(visitor).getByRole('heading', { level: 1, name: 'お問い合わせ' })).toBeVisible();

  // Nothing filled: each field says what it needs, in Japanese; a broken address is named as such.
  await main(visitor).getByRole('button', { name: '入力内容を確認する' }).click();
  await expect(main(visitor).getByText('お名前を入力してください。')).toBeVisible();
  await expect(main(visitor).getByText('メールアドレスを入力してください。')).toBeVisible();
  await expect(main(visitor).getByText('お問い合わせの種類を選んでください。')).toBeVisible();
  await expect(main(visitor).getByText('お問い合わせ内容を入力してください。')).toBeVisible();
  await main(visitor).getByRole('textbox', { name: 'お名前（必須）' }).fill('問合 花子');
  await main(visitor).getByRole('textbox', { name: 'メールアドレス（必須）' }).fill('hanako@example');
  await main(visitor).getByRole('combobox', { name: 'お問い合わせの種類（必須）' }).selectOption({ label: '料金・お支払いについて' });
  await main(visitor).getByRole('textbox', { name: 'お問い合わせ内容（必須）' }).fill(body);
  await main(visitor).getByRole('button', { name: '入力内容を確認する' }).click();
  await expect(main(visitor).getByText('メールアドレスの形式が正しくありません。')).toBeVisible();
  await main(visitor).getByRole('textbox', { name: 'メールアドレス（必須）' }).fill(email);
  await screenshots(visitor, 'contact-form');

  // The confirmation shows what will be sent; 修正する goes back with everything still typed.
  await main(visitor).getByRole('button', { name: '入力内容を確認する' }).click();
  await expect(main(visitor).getByRole('heading', { name: '入力内容の確認' })).toBeVisible();
  await expect(main(visitor)).toContainText(email);
  await expect(main(visitor)).toContainText('料金・お支払いについて');
  await expect(main(visitor)).toContainText('予約番号はまだ控えていません。');
  await main(visitor).getByRole('button', { name: '修正する' }).click();
  await expect(main(visitor).getByRole('textbox', { name: 'お問い合わせ内容（必須）' })).toHaveValue(body);
  await main(visitor).getByRole('button', { name: '入力内容を確認する' }).click();
  await screenshots(visitor, 'contact-confirm');
  await main(visitor).getByRole('button', { name: '送信する' }).click();

  // The thank-you: the reference to quote later.
  await expect(main(visitor).getByRole('heading', { name: 'お問い合わせを受け付けました' })).toBeVisible();
  const reference = (await main(visitor).getByTestId('contact-reference').textContent()) ?? '';
  expect(reference).toMatch(/^C-[0-9A-Z]{8}$/);
  await screenshots(visitor, 'contact-thanks');

  // ── An operator: the inbox's 未対応 lists it; they answer by mail and it is done.
  const operator = await newPage(browser);
  await operator.goto('/');
  await openLoginDialog(operator);
  await signInThroughDialog(operator, demoAccounts.operator.email, demoAccounts.operator.password);
  await expect(userMenuButton(operator, '高橋 誠')).toBeVisible();
  await operator.goto('/operator');
  await operator.getByRole('navigation', { name: '運営管理メニュー' }).getByRole('link', { name: 'お問い合わせ' }).click();
  await expect(operator).toHaveURL(/\/operator\/contacts$/);
  const row = main(operator).getByRole('article', { name: `${reference} 問合 花子` });
  await expect(row).toContainText('未対応');
  await expect(row).toContainText('料金・お支払いについて');
  await row.getByRole('link', { name: /対応する/ }).click();
  await expect(main(operator).getByTestId('contact-body')).toHaveText(body);
  await expect(main(operator)).toContainText('非会員（ログインなし）');

  const answer = `ご返金はキャンセル手続きの完了から5営業日ほどでお戻しします。（${tag}）`;
  await main(operator).getByRole('button', { name: '回答を送信する' }).click();
  await expect(main(operator).getByText('回答を入力してください。')).toBeVisible();
  await main(operator).getByRole('textbox', { name: '回答の本文' }).fill(answer);
  await main(operator).getByRole('button', { name: '回答を送信する' }).click();
  await expect(operator.getByText('回答を送信しました（メールは送信キューから順に配信されます）。')).toBeVisible();
  await expect(main(operator).getByTestId('contact-state')).toHaveText('対応完了');
  await expect(main(operator).getByTestId('contact-answer')).toHaveText(answer);
  await screenshots(operator, 'operator-contact');

  // The answer reaches the visitor's address (written by the mail workers a moment after).
  await expect.poll(async () => (await mailsTo(email)).map((mail) => mail.text).join('\n'), { timeout: 20_000 }).toContain(answer);

  // The inbox's 対応完了 tab holds it now.
  await operator.goto('/operator/contacts?state=Done');
  await expect(main(operator).getByRole('article', { name: `${reference} 問合 花子` })).toContainText('対応完了');
  await screenshots(operator, 'operator-contacts');

  // Beside it, the mails the job engine gave up on (none here: this stack writes its mails to files).
  await operator.getByRole('navigation', { name: '運営管理メニュー' }).getByRole('link', { name: '送信失敗メール' }).click();
  await expect(main(operator).getByRole('heading', { level: 1, name: '送信できなかったメール' })).toBeVisible();
  await expect(main(operator).getByRole('heading', { name: '送信できなかったメールはありません' })).toBeVisible();
  await screenshots(operator, 'operator-failed-mails');
});

import { approveReserveRequest } from '@kurumatabi/contract';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/journey-guard';
import { demoAccounts, listCarThroughApi, listSpotThroughApi, operatorApi, registerLicensedGuest, registerUser } from '../support/api';
import { uniqueEmail } from '../support/emulator';
import { japanDay, newPage, requestCar, screenshotsAfterToasts as screenshots, signInAs } from '../support/journey';
import { screenshotAt } from '../support/screens';
import { loginDialog, signInThroughDialog } from '../support/ui';

const password = 'tabi-2026-pass';
const signIn = (page: Page, email: string, name: string, secret = password) => signInAs(page, email, name, secret);

/** A tag no other listing has, so the journey's own listing is easy to tell apart. */
const randomTag = () => `kt${Math.random().toString(36).slice(2, 8)}`;

const main = (page: Page) => page.getByRole('main');
/** The thread's messages, oldest first (role="log"). */
const log = (page: Page) => main(page).getByRole('log', { name: 'メッセージの履歴' });
const messageBox = (page: Page) => main(page).getByRole('textbox', { name: 'メッセージ' });

test('a guest asks the owner about a car, sees the answer arrive without reloading, and the thread continues on the reservation page', async ({
  browser,
}) => {
  // Two people in two browsers, a reservation and six screenshots: more than the usual minute.
  test.setTimeout(180_000);
  const tag = randomTag();
  const title = `E2E 質問できるハイエース ${tag}`;
  const [ownerName, guestName] = ['質問 受子', '質問 太郎'];
  const [ownerEmail, guestEmail] = [uniqueEmail('ask-owner'), uniqueEmail('ask-guest')];
  const question = `大人2人と小型犬1匹で車中泊できますか？ ${tag}`;
  const withPhone = '当日の連絡は 090-1234-5678 にお願いします';
  const answer = '大丈夫です。サブバッテリーの電源は100Vで、ペット用のマットもお貸しします。詳細 https://example.jp/hiace';

  const operator = await operatorApi();
  const ownerApi = await registerUser(ownerEmail, password, ownerName);
  const carId = await listCarThroughApi(
    ownerApi,
    title,
    { pricePerDay: 12800, insurancePricePerDay: 0, cleaningFee: 0, childSeatPerDay: 500 },
    operator,
  );
  const guestApi = await registerLicensedGuest(guestEmail, password, guestName, operator);

  // ── A visitor asks: 「オーナーに質問する」 sends them to sign in, and back on the car's page the question's dialog is open.
  const guest = await newPage(browser);
  await guest.goto(`/car/${carId}`);
  await expect(guest.getByRole('heading', { level: 1 })).toHaveText(title);
  await main(guest).getByRole('button', { name: 'オーナーに質問する' }).first().click();
  await expect(loginDialog(guest)).toBeVisible();
  await signInThroughDialog(guest, guestEmail, password);
  await expect(guest).toHaveURL(new RegExp(`/car/${carId}$`));
  const ask = guest.getByRole('dialog', { name: 'オーナーへの質問' });
  await expect(ask).toBeVisible();
  await expect(ask).toContainText(title);

  // An empty question is refused on the spot; the question then opens the thread.
  await ask.getByRole('button', { name: '質問を送る' }).click();
  await expect(ask.getByRole('alert')).toHaveText('メッセージを入力してください。');
  await ask.getByLabel('質問の内容').fill(question);
  // The dialog is what matters here: the viewport, not the whole page under it.
  for (const width of [375, 1280]) await screenshotAt(guest, width, 'inquiries-ask', false);
  await ask.getByRole('button', { name: '質問を送る' }).click();
  await expect(guest.getByText('質問を送りました。返信が届くとお知らせします。')).toBeVisible();
  await expect(guest).toHaveURL(/\/inquiries\/[0-9a-f-]{36}$/);
  const threadPath = new URL(guest.url()).pathname;
  await expect(main(guest).getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(main(guest)).toContainText(`オーナー ${ownerName}`);
  await expect(log(guest)).toContainText(question);

  // A phone number before a reservation is approved: warned while typing, hidden once sent, and said so.
  await messageBox(guest).fill(withPhone);
  await expect(main(guest).getByText('送信すると、電話番号・メールアドレス・URLなどの連絡先は非表示になります。')).toBeVisible();
  await main(guest).getByRole('button', { name: '送信', exact: true }).click();
  await expect(messageBox(guest)).toHaveValue('');
  const masked = log(guest).getByTestId('message').last();
  await expect(masked).toContainText('当日の連絡は ［電話番号は非表示］ にお願いします');
  await expect(masked).toContainText('電話番号・メールアドレスなどの連絡先を非表示にしました');
  await expect(log(guest)).not.toContainText('090-1234-5678');

  // ── The owner: the header counts two unread messages; the car's inquiries list the thread first, with its badge.
  const owner = await newPage(browser);
  await signIn(owner, ownerEmail, ownerName);
  await expect(owner.getByRole('banner').getByRole('link', { name: 'メッセージ（未読 2件）' })).toBeVisible();
  await owner.getByRole('banner').getByRole('link', { name: 'メッセージ（未読 2件）' }).click();
  await expect(owner).toHaveURL(/\/mypage\/cars\/inquiries$/);
  const row = main(owner).getByRole('article', { name: title });
  await expect(row.getByTestId('unread-badge')).toHaveText('未読 2件');
  await expect(row).toContainText(`ゲスト：${guestName}`);
  await expect(main(owner).getByTestId('unread-total')).toHaveText('未読 2件');
  await screenshots(owner, 'inquiries-host-list');

  // The owner opens it and answers; the guest's messages now carry 既読 on the guest's screen.
  await row.getByRole('link', { name: title }).click();
  await expect(owner).toHaveURL(threadPath);
  await expect(log(owner)).toContainText(question);
  await messageBox(owner).fill(answer);
  await main(owner).getByRole('button', { name: '送信', exact: true }).click();
  await expect(log(owner).getByTestId('message').last()).toContainText('サブバッテリーの電源は100V');

  // ── The guest's thread was left open: the answer appears without a reload, its address hidden before approval (ADR 0042).
  await expect(log(guest)).toContainText('サブバッテリーの電源は100V');
  await expect(log(guest)).toContainText('詳細 ［URL・IDは非表示］');
  await expect(log(guest).getByRole('link', { name: 'https://example.jp/hiace' })).toHaveCount(0);
  await expect(log(guest).getByTestId('read-mark').first()).toHaveText('既読');
  await screenshots(guest, 'inquiries-thread');

  // マイページ › お問い合わせ lists it; a search by a word of the answer finds it, one in no message finds nothing.
  await guest.goto('/mypage/inquiries');
  await expect(main(guest).getByRole('article', { name: title })).toContainText('サブバッテリーの電源は100V');
  await main(guest).getByRole('searchbox', { name: 'メッセージの言葉' }).fill('ペット用のマット');
  await main(guest).getByRole('button', { name: '検索' }).click();
  await expect(guest).toHaveURL(/[?&]q=/);
  await expect(main(guest).getByRole('article', { name: title })).toBeVisible();
  await screenshots(guest, 'inquiries-guest-list');
  await main(guest).getByRole('searchbox', { name: 'メッセージの言葉' }).fill(`見つからない言葉${tag}`);
  await main(guest).getByRole('button', { name: '検索' }).click();
  await expect(main(guest).getByRole('heading', { name: '条件に合うお問い合わせはありません' })).toBeVisible();

  // ── The guest books the car (the reserve page is reserve.spec's journey): the question's thread becomes the reservation's.
  const reserve = await requestCar(guestApi, carId, japanDay(40), japanDay(42));
  await guest.goto(`/reserves/${reserve.id}`);
  const card = main(guest).getByTestId('reserve-thread');
  // Its last message is the reservation's own event.
  await expect(card).toContainText('予約リクエストが送信されました');
  await screenshots(guest, 'inquiries-reserve-card');
  await card.getByRole('link', { name: 'メッセージを見る' }).click();
  await expect(guest).toHaveURL(threadPath);
  await expect(log(guest)).toContainText(question);
  await expect(log(guest).getByTestId('system-message')).toHaveCount(1);
  await expect(main(guest).getByRole('link', { name: /予約の詳細を見る/ })).toContainText('承認待ち');
  // A reservation's thread cannot be closed while the reservation runs.
  await expect(main(guest).getByRole('button', { name: 'このやり取りを終了する' })).toHaveCount(0);

  // The owner approves: the event arrives in the guest's open thread as a system message, without a reload.
  await ownerApi(approveReserveRequest, { reserveId: reserve.id });
  await expect(log(guest).getByTestId('system-message')).toHaveCount(2);
  // Approved: contacts are no longer hidden, and an address is a link.
  await messageBox(guest).fill('ありがとうございます。当日よろしくお願いします。地図 https://example.jp/hiace');
  await main(guest).getByRole('button', { name: '送信', exact: true }).click();
  await expect(log(guest).getByTestId('message').last()).toContainText('当日よろしくお願いします。');
  await expect(log(guest).getByRole('link', { name: 'https://example.jp/hiace' })).toHaveAttribute('href', 'https://example.jp/hiace');

  // ── An operator reads the reservation's thread from its page: read only (no box), each writer named with their side.
  const staff = await newPage(browser);
  await signIn(staff, demoAccounts.operator.email, '高橋 誠', demoAccounts.operator.password);
  await staff.goto(`/reserves/${reserve.id}`);
  await main(staff).getByTestId('operator-thread').getByRole('link', { name: 'やり取りを閲覧する' }).click();
  await expect(staff).toHaveURL(`/operator/reserves/${reserve.id}/inquiry`);
  await expect(main(staff)).toContainText('運営スタッフとして閲覧しています。書き込みはできません。');
  await expect(log(staff)).toContainText(question);
  await expect(log(staff)).toContainText(`オーナー・${ownerName}`);
  await expect(log(staff).getByTestId('system-message')).toHaveCount(2);
  await expect(main(staff).getByRole('textbox')).toHaveCount(0);
  await screenshots(staff, 'inquiries-operator-thread');
});

test('a guest asks a spot’s provider, closes the thread once answered, and it moves to 終了 for both', async ({ browser }) => {
  test.setTimeout(120_000);
  const tag = randomTag();
  const title = `E2E 質問できるRVパーク ${tag}`;
  const [providerEmail, guestEmail] = [uniqueEmail('ask-provider'), uniqueEmail('ask-spot-guest')];
  const operator = await operatorApi();
  const providerApi = await registerUser(providerEmail, password, '掲載 花子');
  const spotId = await listSpotThroughApi(
    providerApi,
    title,
    { name: '電源付き区画', pricePerNight: 4000, maxPeople: 4, capacityPerDay: 2 },
    operator,
  );
  await registerUser(guestEmail, password, '質問 次郎');

  const guest = await newPage(browser);
  await signIn(guest, guestEmail, '質問 次郎');
  await guest.goto(`/spot/${spotId}`);
  await main(guest).getByRole('button', { name: '掲載者に質問する' }).first().click();
  const ask = guest.getByRole('dialog', { name: '掲載者への質問' });
  await ask.getByLabel('質問の内容').fill('大型のキャンピングカー（全長7m）でも停められますか？');
  await ask.getByRole('button', { name: '質問を送る' }).click();
  await expect(guest).toHaveURL(/\/inquiries\/[0-9a-f-]{36}$/);
  const threadPath = new URL(guest.url()).pathname;

  // The provider answers from the spots' inquiries.
  const provider = await newPage(browser);
  await signIn(provider, providerEmail, '掲載 花子');
  await provider.goto('/mypage/spots/inquiries');
  await main(provider).getByRole('link', { name: title }).click();
  await messageBox(provider).fill('7mまで停められます。');
  await main(provider).getByRole('button', { name: '送信', exact: true }).click();
  await expect(log(provider)).toContainText('7mまで停められます。');

  // The guest reads it and closes the thread: asked once more, then the box gives way to the way to ask anew.
  await expect(log(guest)).toContainText('7mまで停められます。');
  await main(guest).getByRole('button', { name: 'このやり取りを終了する' }).click();
  const confirm = guest.getByRole('dialog', { name: 'このやり取りを終了しますか？' });
  await confirm.getByRole('button', { name: '終了する' }).click();
  await expect(guest.getByText('やり取りを終了しました。')).toBeVisible();
  await expect(main(guest).getByTestId('inquiry-state')).toHaveText('終了');
  await expect(main(guest).getByTestId('thread-blocked')).toContainText('このやり取りは終了しています。');
  await expect(messageBox(guest)).toHaveCount(0);
  await expect(main(guest).getByRole('link', { name: '掲載者に質問する' })).toHaveAttribute('href', `/spot/${spotId}?ask=1`);

  // The provider's open page learns it at its next look; the list's 終了 tab holds it.
  await provider.goto('/mypage/spots/inquiries?state=Closed');
  await expect(main(provider).getByRole('article', { name: title })).toContainText('終了');
  await provider.goto(threadPath);
  await expect(main(provider).getByTestId('thread-blocked')).toContainText('このやり取りは終了しています。');
});

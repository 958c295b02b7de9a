import type { ReservePaymentRow, ReserveRow } from '../../db/schema/index.js';
import type { NotificationMessage } from '../notifications/notifier.js';
import { TOKYO, message, period } from './reserve-messages.js';

/**
 * The notices of a reservation's card money (ADR 0036, issue 33): held at the request, charged at
 * the approval, a charge that failed, a hold released and a refund sent. Each says the amount, the
 * card, whether money moved, and what the reader has to do (most often: nothing).
 */

type Row = Pick<ReserveRow, 'id' | 'startDate' | 'endDate' | 'approveDeadline'>;
type Card = Pick<ReservePaymentRow, 'cardBrand' | 'cardLast4'>;

const yen = (amount: number) => `${amount.toLocaleString('ja-JP')}円`;

/** `VISA（末尾4242）のカード`, or `ご登録のカード` when the processor did not say. */
function cardOf(payment: Card): string {
  return payment.cardBrand && payment.cardLast4
    ? `${payment.cardBrand.toUpperCase()}（末尾${payment.cardLast4}）のカード`
    : 'ご登録のカード';
}

export const reserveMoneyMessages = {
  held: (row: Row, listingTitle: string, payment: Card, amount: number): NotificationMessage =>
    message(
      row,
      `カードの与信を確保しました（${yen(amount)}・まだ請求されていません）`,
      `「${listingTitle}」（${period(row)}）の予約リクエストのため、${cardOf(payment)}で${yen(amount)}の与信（仮押さえ）を確保しました。` +
        `まだ請求はされていません。ホストが承認した時点で請求されます。` +
        `${TOKYO.format(row.approveDeadline)}までに承認されなかった場合やリクエストが不成立の場合は、与信を取り消し、請求はありません。`,
    ),
  charged: (row: Row, listingTitle: string, payment: Card, amount: number): NotificationMessage =>
    message(
      row,
      `お支払いが完了しました（${yen(amount)}）`,
      `「${listingTitle}」（${period(row)}）の予約が承認され、${cardOf(payment)}に${yen(amount)}を請求しました。` +
        `キャンセルする場合のキャンセル料と返金額は、予約ページで確認できます。`,
    ),
  captureFailedForGuest: (row: Row, listingTitle: string, payment: Card, reason: string): NotificationMessage =>
    message(
      row,
      'カードで決済できませんでした（予約はまだ確定していません）',
      `ホストが「${listingTitle}」（${period(row)}）の予約リクエストを承認しようとしましたが、${cardOf(payment)}で決済できませんでした（${reason}）。` +
        `予約はまだ確定しておらず、料金は請求されていません。` +
        `${TOKYO.format(row.approveDeadline)}までに予約ページから別のカードを登録してください。登録後にホストが承認すると予約が確定します。` +
        `期限までに登録がない場合、リクエストは自動でキャンセルされます。`,
    ),
  captureFailedForHost: (row: Row, listingTitle: string): NotificationMessage =>
    message(
      row,
      'ゲストのカードで決済できなかったため、承認できませんでした',
      `「${listingTitle}」（${period(row)}）の予約リクエストは、ゲストのカードで決済できなかったため確定していません。` +
        `ゲストには${TOKYO.format(row.approveDeadline)}までに別のカードを登録するよう案内しました。` +
        `登録されると予約ページの決済状況が「カード与信済み（未請求）」になりますので、もう一度承認してください。`,
    ),
  released: (row: Row, listingTitle: string, payment: Card, amount: number): NotificationMessage =>
    message(
      row,
      `カードの与信を取り消しました（${yen(amount)}・請求はありません）`,
      `「${listingTitle}」（${period(row)}）の予約リクエストは成立しなかったため、${cardOf(payment)}の与信（仮押さえ）${yen(amount)}を取り消しました。` +
        `料金は請求されません。カード会社によっては、利用可能額に戻るまで数日かかることがあります。`,
    ),
  refunded: (row: Row, listingTitle: string, payment: Card, amount: number): NotificationMessage =>
    message(
      row,
      `${yen(amount)}を返金しました`,
      `「${listingTitle}」（${period(row)}）の予約について、${cardOf(payment)}へ${yen(amount)}を返金しました。` +
        `カード会社の処理により、ご利用明細に反映されるまで5〜10営業日ほどかかることがあります。` +
        `それを過ぎても反映されない場合は、カード会社にお問い合わせください。`,
    ),
};

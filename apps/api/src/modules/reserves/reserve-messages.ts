import type { ReserveRow } from '../../db/schema/index.js';
import type { NotificationMessage } from '../notifications/notifier.js';

/** The notifications of a reservation's events (kind Reservation, linking to its page), in Japanese. */

export const TOKYO = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** `2026-12-31` → `12月31日`. */
function day(date: string): string {
  const [, month, dayOfMonth] = date.split('-').map(Number);
  return `${month}月${dayOfMonth}日`;
}

export function period(row: Pick<ReserveRow, 'startDate' | 'endDate'>): string {
  return row.startDate === row.endDate ? day(row.startDate) : `${day(row.startDate)}〜${day(row.endDate)}`;
}

/** An operator's reason, told to both parties (ADR 0033). */
function staffReason(row: Pick<ReserveRow, 'cancelReason'>): string {
  return row.cancelReason ? `\n理由: ${row.cancelReason}` : '';
}

export function message(row: Pick<ReserveRow, 'id'>, title: string, body: string): NotificationMessage {
  return { kind: 'Reservation', title, body, link: `/reserves/${row.id}` };
}

export const reserveMessages = {
  requested: (row: ReserveRow, listingTitle: string) =>
    message(
      row,
      '予約リクエストが届きました',
      `「${listingTitle}」に${period(row)}の予約リクエストが届きました。${TOKYO.format(row.approveDeadline)}までに承認してください。期限を過ぎると自動でキャンセルされます。`,
    ),
  approved: (row: ReserveRow, listingTitle: string) =>
    message(row, '予約が確定しました', `「${listingTitle}」（${period(row)}）の予約リクエストが承認されました。`),
  canceledForGuest: (row: ReserveRow, listingTitle: string, byHost: boolean) =>
    message(
      row,
      byHost ? '予約がキャンセルされました' : '予約が運営によりキャンセルされました',
      `「${listingTitle}」（${period(row)}）の予約は${byHost ? 'ホスト' : '運営'}によりキャンセルされました。キャンセル料はかかりません。${byHost ? '' : staffReason(row)}`,
    ),
  canceledForHost: (row: ReserveRow, listingTitle: string, byGuest: boolean) =>
    message(
      row,
      byGuest ? 'ゲストが予約をキャンセルしました' : '予約が運営によりキャンセルされました',
      `「${listingTitle}」（${period(row)}）の予約は${byGuest ? 'ゲスト' : '運営'}によりキャンセルされました。日程は再び予約を受け付けます。${byGuest ? '' : staffReason(row)}`,
    ),
  autoCanceledForGuest: (row: ReserveRow, listingTitle: string) =>
    message(
      row,
      '予約リクエストが自動キャンセルされました',
      `「${listingTitle}」（${period(row)}）の予約リクエストは、承認期限までにホストの承認がなかったため自動でキャンセルされました。料金はかかりません。`,
    ),
  autoCanceledForHost: (row: ReserveRow, listingTitle: string) =>
    message(
      row,
      '予約リクエストが承認期限切れで自動キャンセルされました',
      `「${listingTitle}」（${period(row)}）の予約リクエストは、承認期限を過ぎたため自動でキャンセルされました。`,
    ),
  renting: (row: ReserveRow, listingTitle: string) =>
    message(row, '利用が始まりました', `「${listingTitle}」（${period(row)}）の貸出（チェックイン）が記録されました。よい旅を。`),
  returned: (row: ReserveRow, listingTitle: string) =>
    message(
      row,
      '返却が記録されました',
      `「${listingTitle}」（${period(row)}）の返却（チェックアウト）が記録されました。ご利用ありがとうございました。`,
    ),
  accidentReported: (row: ReserveRow, listingTitle: string, kind: 'Accident' | 'Defect') =>
    message(
      row,
      kind === 'Accident' ? '事故の報告がありました' : '不具合の報告がありました',
      `「${listingTitle}」（${period(row)}）の予約に${kind === 'Accident' ? '事故' : '不具合'}の報告が登録されました。内容を確認してください。`,
    ),
  returnConfirmed: (row: ReserveRow, listingTitle: string) =>
    message(
      row,
      'ゲストが返却を確認しました',
      `「${listingTitle}」（${period(row)}）の返却をゲストが確認しました。利用終了日の翌日からレビューを書けます。`,
    ),
  returnDisputed: (row: ReserveRow, listingTitle: string) =>
    message(
      row,
      'ゲストが返却に異議を申し立てました',
      `「${listingTitle}」（${period(row)}）の返却について、ゲストから異議の申し立てがありました。運営が内容を確認します。\n理由: ${row.returnDisputeReason ?? ''}`,
    ),
  returnDisputeResolved: (row: ReserveRow, listingTitle: string) =>
    message(
      row,
      '返却への異議に運営が対応しました',
      `「${listingTitle}」（${period(row)}）の返却への異議に運営が対応しました。レビューを書けるようになります。\n対応内容: ${row.returnDisputeResolution ?? ''}`,
    ),
  returnedBySystem: (row: ReserveRow, listingTitle: string) =>
    message(
      row,
      'システムが返却済みにしました',
      `「${listingTitle}」（${period(row)}）は利用終了日を過ぎても返却（チェックアウト）が記録されなかったため、システムが返却済みにしました。レビューを書けます。お困りの点は運営にお問い合わせください。`,
    ),
  changeExpired: (row: ReserveRow, listingTitle: string) =>
    message(
      row,
      '予約の変更リクエストが期限切れになりました',
      `「${listingTitle}」（${period(row)}）の予約の変更リクエストは回答期限までに回答がなかったため、期限切れになりました。予約は変更前の内容のままです。`,
    ),
  changeRequested: (row: ReserveRow, listingTitle: string, wish: Pick<ReserveRow, 'startDate' | 'endDate'>, expiresAt: Date) =>
    message(
      row,
      '予約の変更リクエストが届きました',
      `「${listingTitle}」（${period(row)}）の予約に、${period(wish)}への変更リクエストが届きました。${TOKYO.format(expiresAt)}までに承認またはお断りしてください。期限を過ぎると期限切れになります。`,
    ),
  changeWithdrawn: (row: ReserveRow, listingTitle: string) =>
    message(
      row,
      '予約の変更リクエストが取り下げられました',
      `「${listingTitle}」（${period(row)}）の予約の変更リクエストをゲストが取り下げました。予約は変更前の内容のままです。`,
    ),
  changeAccepted: (row: ReserveRow, listingTitle: string, difference: number) =>
    message(row, '予約の変更が承認されました', `「${listingTitle}」の予約は${period(row)}に変更されました。${changeMoney(difference)}`),
  changeDeclined: (row: ReserveRow, listingTitle: string) =>
    message(
      row,
      '予約の変更リクエストはお断りされました',
      `「${listingTitle}」（${period(row)}）の予約の変更リクエストはホストによりお断りされました。予約は変更前の内容のままです。`,
    ),
  changeProposed: (row: ReserveRow, listingTitle: string, wish: Pick<ReserveRow, 'startDate' | 'endDate'>, expiresAt: Date) =>
    message(
      row,
      'ホストから予約の変更の提案が届きました',
      `「${listingTitle}」（${period(row)}）の予約について、ホストから${period(wish)}への変更の提案が届きました。${TOKYO.format(expiresAt)}までに承認またはお断りしてください。期限を過ぎると期限切れになります。`,
    ),
  changeProposalWithdrawn: (row: ReserveRow, listingTitle: string) =>
    message(
      row,
      '予約の変更の提案が取り下げられました',
      `「${listingTitle}」（${period(row)}）の予約の変更の提案をホストが取り下げました。予約は変更前の内容のままです。`,
    ),
  changeProposalAccepted: (row: ReserveRow, listingTitle: string) =>
    message(row, '予約の変更の提案が承認されました', `ゲストが提案を承認し、「${listingTitle}」の予約は${period(row)}に変更されました。`),
  changeProposalDeclined: (row: ReserveRow, listingTitle: string) =>
    message(
      row,
      '予約の変更の提案はお断りされました',
      `「${listingTitle}」（${period(row)}）の予約の変更の提案はゲストによりお断りされました。予約は変更前の内容のままです。`,
    ),
};

/** The money of an accepted change, in a sentence of its notice. */
function changeMoney(difference: number): string {
  if (difference > 0) return `差額${difference.toLocaleString('ja-JP')}円をお支払いのカードに請求しました。`;
  if (difference < 0) return `差額${(-difference).toLocaleString('ja-JP')}円をお支払いのカードに返金します。`;
  return '料金の変更はありません。';
}

import { shownName, type ActorRole, type InquirySystemEvent } from '@kurumatabi/contract';
import type { ReserveStatus } from '@kurumatabi/contract/enums';
import type { ReserveRow } from '../../db/schema/index.js';
import type { NotificationMessage } from '../notifications/notifier.js';

/** The Japanese texts of conversations: a reservation's events as System messages, and the notice of a new message. */

/** The web's page of a thread. */
export const inquiryPath = (inquiryId: string) => `/inquiries/${inquiryId}`;

const TOKYO = new Intl.DateTimeFormat('ja-JP', {
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

function period(row: Pick<ReserveRow, 'startDate' | 'endDate'>): string {
  return row.startDate === row.endDate ? day(row.startDate) : `${day(row.startDate)}〜${day(row.endDate)}`;
}

/** The first `length` characters (code points), line breaks kept. */
function clip(text: string, length: number): string {
  const chars = Array.from(text);
  return chars.length > length ? `${chars.slice(0, length).join('')}…` : text;
}

const yen = (amount: number) => `¥${amount.toLocaleString('ja-JP')}`;

/** Which event of the thread a transition is: a host's cancellation of a request is a refusal. */
export function systemEventOf(from: ReserveStatus | null, to: ReserveStatus, role: ActorRole): InquirySystemEvent {
  if (from === null) return 'Requested';
  if (to === 'Canceled' && from === 'Request' && role === 'Host') return 'Declined';
  return to === 'Request' ? 'Requested' : (to as Exclude<ReserveStatus, 'Request'>);
}

function reasonLine(row: ReserveRow): string {
  return row.cancelReason ? `\n理由: ${row.cancelReason}` : '';
}

/** The System message of a reservation's event, as both people read it in their thread. */
export function systemMessageOf(event: InquirySystemEvent, row: ReserveRow, role: ActorRole, from: ReserveStatus | null): string {
  const isCar = row.carId !== null;
  switch (event) {
    // A change of the trip (issue 36 item 4) is written with its own text by the change module; this is its fallback.
    case 'ChangeRequested':
    case 'ChangeAnswered':
      return `予約の変更について更新がありました（現在の日程: ${period(row)}）。`;
    case 'Requested': {
      const people = isCar ? '' : `${row.people}名・`;
      return `${period(row)}（${people}合計${yen(row.total)}）の予約リクエストが送信されました。承認期限は${TOKYO.format(row.approveDeadline)}です。`;
    }
    case 'Approved':
      return `ホストが予約リクエストを承認し、${period(row)}の予約が確定しました。受け渡しの詳細はこのメッセージでご相談ください。`;
    case 'Declined':
      return `ホストが予約リクエストをお断りしました。料金はかかりません。${reasonLine(row)}`;
    case 'Canceled': {
      if (role === 'Guest' && from === 'Request') return `ゲストが予約リクエストを取り消しました。料金はかかりません。${reasonLine(row)}`;
      if (role === 'Guest') {
        const fee = row.cancelFee > 0 ? `キャンセル料は${yen(row.cancelFee)}です。` : 'キャンセル料はかかりません。';
        return `ゲストが予約をキャンセルしました。${fee}${reasonLine(row)}`;
      }
      const who = role === 'Host' ? 'ホスト' : '運営';
      return `${who}が予約をキャンセルしました。ゲストにキャンセル料はかかりません。${reasonLine(row)}`;
    }
    case 'AutoCanceled':
      return '承認期限までにホストの承認がなかったため、予約リクエストは自動でキャンセルされました。料金はかかりません。';
    case 'Renting':
      return isCar
        ? '貸出が開始されました（チェックイン）。安全運転でよい旅を！'
        : 'チェックインが記録されました。ごゆっくりお過ごしください。';
    case 'Returned':
      // The sweep's return of a stay left in Renting past its end (ADR 0046).
      if (role === 'System') {
        return '利用終了日を過ぎても返却（チェックアウト）が記録されなかったため、システムが返却済みにしました。お困りの点は運営にお問い合わせください。';
      }
      return isCar
        ? '返却が記録されました（チェックアウト）。ご利用ありがとうございました。'
        : 'チェックアウトが記録されました。ご利用ありがとうございました。';
  }
}

/** The notice of a new message to the person who did not write it (in-app, and by mail per their settings). */
export function newMessageNotice(args: {
  inquiryId: string;
  senderName: string;
  listingTitle: string;
  body: string;
  /** The first message of a question thread: the host learns that someone asks about their listing. */
  firstQuestion: boolean;
}): NotificationMessage {
  // The subject and body of a mail: a name stored before the contact rule of names (ADR 0043) is masked here too.
  const senderName = shownName(args.senderName);
  const title = args.firstQuestion ? `「${args.listingTitle}」について質問が届きました` : `${senderName}さんからメッセージが届きました`;
  return {
    kind: 'Message',
    title,
    body: `「${args.listingTitle}」について、${senderName}さんからのメッセージです。\n\n${clip(args.body, 400)}\n\n返信はくるま旅のメッセージ画面からどうぞ。`,
    link: inquiryPath(args.inquiryId),
  };
}

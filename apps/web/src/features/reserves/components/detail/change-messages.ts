import { ApiError } from '@kurumatabi/contract/client';
import { formatDate, formatYen } from '@/lib/format';

/** The texts of a change of a booked trip (issue 36 item 4): the guest's request and the host's proposal. */
export const changeMessages = {
  heading: '日程の変更',
  open: { Guest: '日程を変更する', Host: '変更を提案する' },
  startDate: '新しい開始日',
  endDate: '新しい終了日',
  people: '人数',
  extendOnly: '利用中のため、終了日を延ばす延長のみできます。',
  check: '差額を確認する',
  checking: '差額を確認しています…',
  difference: (amount: number) => (amount >= 0 ? `差額 ${formatYen(amount)} のお支払い` : `差額 ${formatYen(-amount)} の返金`),
  newTotal: (total: number) => `変更後の合計 ${formatYen(total)}`,
  noDifference: '料金の変更はありません。',
  card: '差額のお支払いに使うカード',
  message: 'ゲストへのメッセージ（任意）',
  send: { Guest: 'この内容で変更をリクエストする', Host: 'この内容で変更を提案する' },
  sending: '送信しています…',
  back: '戻る',
  sent: {
    Guest: '変更リクエストを送りました。ホストの回答をお待ちください。',
    Host: '変更の提案を送りました。ゲストの回答をお待ちください。',
  },
  /** What the open change says, by who sent it and who reads it. */
  waiting: {
    Guest: {
      Guest: (until: string) => `ホストの回答待ちです（${until}まで）。`,
      Host: (until: string) => `ゲストから日程の変更リクエストが届いています。${until}までに回答してください。`,
    },
    Host: {
      Guest: (until: string) => `ホストから日程の変更の提案が届いています。${until}までに回答してください。`,
      Host: (until: string) => `ゲストの回答待ちです（${until}まで）。`,
    },
  },
  sentBy: { Guest: 'ゲストのリクエスト', Host: 'ホストの提案' },
  saidWith: (text: string) => `メッセージ: ${text}`,
  payToAccept: '承認すると、差額をこのカードでお支払いいただきます。',
  period: (from: string, to: string) => `${formatDate(from)}〜${formatDate(to)}`,
  fromTo: (was: string, now: string) => `${was} → ${now}`,
  withdraw: '取り下げる',
  accept: '承認する',
  decline: 'お断りする',
  answered: { accept: '変更を承認しました。', decline: '変更をお断りしました。', withdraw: '変更を取り下げました。' },
  past: '過去の変更',
  empty: '変更の履歴はありません。',
  loadFailed: '変更の情報を読み込めませんでした。',
  retry: '再読み込み',
  failed: '操作できませんでした。時間をおいてもう一度お試しください。',
};

/** The refusal in Japanese: the API's own message and its details, or a general one. */
export function changeErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return changeMessages.failed;
  const details = (error.details ?? []).map((d) => d.message).filter((text) => text !== error.message);
  return [error.message || changeMessages.failed, ...details].join(' ');
}

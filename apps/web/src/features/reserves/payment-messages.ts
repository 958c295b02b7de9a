/**
 * Copy of the reservation's card payment (issue 33): the payment step of the reserve pages, the 3-D
 * Secure challenge after a request, and the payment panel of the reservation's detail.
 */
export const paymentMessages = {
  step: {
    authorizeNotice: 'リクエスト時にカードの与信（仮押さえ）を行い、オーナーの承認時に決済されます。承認されなかった場合は請求されません。',
    invoiceNotice: '承認後に請求書を発行します。請求書に記載の期日までにお振り込みください。',
    cardHeading: 'お支払いに使うカード',
    cardPending: '利用日を選ぶと、カード情報を入力できます。',
    cardUsing: 'このカードでお支払いします',
    changeCard: '別のカードにする',
    cardRequired: 'カード情報を入力し、カードを確定してください。',
    summaryCard: 'お支払いカード',
  },

  card: (brand: string, last4: string) => `${brandLabel(brand)} •••• ${last4}`,

  errors: {
    providerUnavailable: 'カード会社と通信できませんでした。請求は発生していません。時間をおいて、もう一度お試しください。',
    challengeFailed: '本人認証（3Dセキュア）が完了しなかったため、リクエストは取り消されました。',
    challengeRetry: '日程を選び直して、もう一度リクエストしてください。',
    chooseDates: '日程を選び直す',
    notAuthorized: 'ゲストのカードの与信（仮押さえ）がまだ完了していないため、承認できません。本人認証の完了をお待ちください。',
    captureFailed: 'ゲストのカードで決済できなかったため、承認できませんでした。ゲストにカードの変更をお願いしています。',
  },

  challenge: {
    confirming: 'カードの本人認証の結果を確認しています…',
    dismissed: '本人認証が終わっていません。予約の詳細から、期限までに本人認証を完了してください。',
  },

  panel: {
    heading: 'お支払い',
    status: '状態',
    method: 'お支払い方法',
    card: 'カード',
    amount: '金額',
    held: '与信（仮押さえ）額',
    captured: '決済額',
    refunded: '返金額',
    refundPending: (amount: string) => `返金手続き中 ${amount}`,
    invoiceSoon: '承認後に請求書を発行します。',
    invoiceLead:
      '請求書（PDF）に記載のお振込先へ、お支払期限までにお振り込みください。入金を確認すると、状態が「お振込確認済み」になります。',
    invoicePaidLead: 'お振込を確認しました。請求書（PDF）は引き続きダウンロードできます。',
    downloadInvoice: '請求書をダウンロード（PDF）',
    downloadFailed: '請求書をダウンロードできませんでした。時間をおいてもう一度お試しください。',
    actionLead: 'カード会社の本人認証（3Dセキュア）が必要です。期限までに完了しないと、リクエストは自動で取り消されます。',
    actionDeadline: (at: string) => `本人認証の期限: ${at}`,
    completeAction: '本人認証を完了する',
    actionDone: '本人認証が完了しました。ホストの承認をお待ちください。',
    captureFailedGuest: 'ご登録のカードで決済できませんでした。承認期限までに別のカードに変更してください。',
    captureFailedHost: 'ゲストのカードで決済できませんでした。ゲストにカードの変更をお願いしています。変更後にもう一度承認してください。',
    changeCard: 'カードを変更する',
    changeCardHeading: '新しいカード',
    cancelChange: 'やめる',
    cardChanged: 'お支払いカードを変更しました。',
    updating: '新しいカードを確認しています…',
    lastError: (message: string) => `前回のエラー: ${message}`,
  },
} as const;

const brandLabels: Record<string, string> = {
  visa: 'VISA',
  mastercard: 'Mastercard',
  jcb: 'JCB',
  amex: 'American Express',
  diners: 'Diners Club',
  discover: 'Discover',
  unionpay: 'UnionPay',
};

/** Stripe's `card.brand` as the card says it (VISA •••• 4242). */
export function brandLabel(brand: string): string {
  return brandLabels[brand.toLowerCase()] ?? 'カード';
}

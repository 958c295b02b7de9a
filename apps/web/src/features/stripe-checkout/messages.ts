/** Copy of the Stripe mode of the payment step (Stripe's own fields speak Japanese by `locale: 'ja'`). */
export const stripeCheckoutMessages = {
  loading: 'カード入力欄を読み込んでいます',
  loadFailed: 'カード入力欄を読み込めませんでした。通信環境を確認して、ページを再読み込みしてください。',
  useCard: 'このカードを使う',
  incomplete: 'カード情報をすべて入力してください。',
  failed: 'カード情報を確認できませんでした。入力内容を確認して、もう一度お試しください。',
  notConfigured: 'カード決済の設定が見つかりません。時間をおいて、もう一度お試しください。',
  challenge: 'カード会社の本人認証（3Dセキュア）を行っています。表示される画面の案内に従ってください。',
} as const;

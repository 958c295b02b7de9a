/** The welcome after sign-up (its own small table: it loads with the welcome dialog only). */
export const welcomeMessages = {
  label: '会員登録が完了しました',
  close: '閉じる',
  title: (name: string) => (name ? `ようこそ、${name}さん` : 'ようこそ、くるま旅へ'),
  lead: '会員登録が完了しました。次はこちらから始めましょう。',
  license: {
    title: '運転免許証を登録する',
    body: 'クルマを予約するには、運転免許証の登録と確認が必要です。先に済ませておくと、予約がスムーズです。',
    action: '免許証を登録する',
  },
  find: {
    title: '車・スポットを探す',
    body: 'キャンピングカーやレンタカー、車中泊できるスポットを、日付と人数で探せます。',
    cars: '車を探す',
    spots: 'スポットを探す',
  },
  list: {
    title: '車を掲載する',
    body: '使っていないクルマを旅する人に貸し出して、収入にできます。',
    action: '車を掲載する',
  },
  later: 'あとで',
} as const;

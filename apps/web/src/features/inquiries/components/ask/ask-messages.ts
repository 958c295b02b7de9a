/** The words of asking a host from a listing's page: the dialog's, which come with the dialog (the button's are in `ask-button-label.ts`). */
export const askMessages = {
  lead: {
    car: '装備や受け渡し、ペットの同乗など、予約の前に気になることをオーナーに聞けます。',
    spot: '設備や到着時刻、車の大きさなど、予約の前に気になることを掲載者に聞けます。',
  },
  dialogTitle: {
    car: 'オーナーへの質問',
    spot: '掲載者への質問',
  },
  about: (title: string) => `「${title}」について`,
  field: '質問の内容',
  placeholder: '例）大人2人と小型犬1匹で車中泊できますか？',
  send: '質問を送る',
  cancel: 'やめる',
  sent: '質問を送りました。返信が届くとお知らせします。',
  ownListing: 'ご自身の掲載です。',
  failed: '送信できませんでした。入力した内容は残っています。もう一度お試しください。',
  openExisting: 'やり取りを見る',
};

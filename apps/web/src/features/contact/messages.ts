/** Copy of the contact form (spec §2 `contact`): input, confirmation and thank-you. */
export const contactMessages = {
  title: 'お問い合わせ',
  eyebrow: 'サポート',
  lead: 'くるま旅の運営スタッフへのご質問・ご相談はこちらから。内容を確認のうえ、ご入力のメールアドレスにお返事します（通常2営業日以内）。',
  faqFirst: 'よくあるご質問に答えが見つかるかもしれません。',
  faqLink: 'よくある質問を見る',
  listingNote:
    '掲載中の車両・スポットについては、各掲載ページの「オーナーに質問する」「掲載者に質問する」から直接お問い合わせいただけます。',
  steps: ['入力', '確認', '送信完了'] as const,

  name: 'お名前',
  namePlaceholder: '例）山田 花子',
  email: 'メールアドレス',
  emailPlaceholder: '例）hanako@example.jp',
  emailHint: '回答はこのアドレスにお送りします。',
  category: 'お問い合わせの種類',
  categoryPlaceholder: '選んでください',
  body: 'お問い合わせ内容',
  bodyPlaceholder: '予約番号や掲載名がわかる場合は、あわせてご記入ください。',
  honeypot: 'ウェブサイト（入力しないでください）',
  required: '必須',
  toConfirm: '入力内容を確認する',
  fixErrors: '入力内容に誤りがあります。赤く表示された項目を確認してください。',

  confirmTitle: '入力内容の確認',
  confirmLead: '以下の内容で送信します。よろしければ「送信する」を押してください。',
  back: '修正する',
  send: '送信する',
  sendFailed: '送信できませんでした。入力した内容は残っています。通信環境を確認して、もう一度お試しください。',

  doneTitle: 'お問い合わせを受け付けました',
  doneLead: (email: string) => `${email} 宛てに、担当者からお返事します。しばらくお待ちください。`,
  reference: 'お問い合わせ番号',
  receivedAt: '受付日時',
  referenceHint: '追加でご連絡いただく際は、この番号をお書き添えください。',
  toTop: 'トップへ戻る',
  another: '別のお問い合わせをする',
} as const;

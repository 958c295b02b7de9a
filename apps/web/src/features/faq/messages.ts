export const faqMessages = {
  title: 'よくある質問',
  eyebrow: 'サポート',
  lead: 'くるま旅のご利用について、よくいただくご質問をまとめました。解決しない場合はお問い合わせください。',
  all: 'すべて',
  filter: 'カテゴリで絞り込む',
  loading: '読み込み中',
  empty: 'このカテゴリの質問はまだありません。',
  notFoundTitle: '解決しない場合は',
  notFoundBody: 'お問い合わせフォームからご連絡ください。内容を確認のうえ、担当者よりご返信します。',
  contact: 'お問い合わせ',
  count: (n: number) => `${n}件`,
} as const;

/** Copy of the news pages (the rest of the content pages' copy: `messages.ts`). */
export const newsMessages = {
  title: 'お知らせ',
  crumb: 'お知らせ',
  eyebrow: 'NEWS',
  lead: 'くるま旅からのお知らせ、新しい機能やキャンペーン、メンテナンスの予定です。',
  empty: 'お知らせはまだありません',
  emptyBody: '新しいお知らせはこのページとトップページでお伝えします。',
  backToList: 'お知らせ一覧へ戻る',
  loading: 'お知らせを読み込んでいます',
  loadError: 'お知らせを読み込めませんでした。時間をおいて、もう一度お試しください。',
} as const;

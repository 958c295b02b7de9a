/** Copy of the content rows on the home page (the rest of the content pages' copy: `messages.ts`). */
export const contentHomeMessages = {
  news: '最新のお知らせ',
  newsMore: 'お知らせ一覧',
  articles: '人気の記事',
  articlesMore: '記事をもっと読む',
  interview: 'オーナーインタビュー',
  interviewMore: 'インタビュー一覧',
  interviewRead: 'インタビューを読む',
} as const;

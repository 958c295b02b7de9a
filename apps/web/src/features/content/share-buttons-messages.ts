/** Copy of the share buttons under an article, a news item and an interview (the rest: `messages.ts`). */
export const shareButtonsMessages = {
  title: 'この記事をシェアする',
  titleNews: 'このお知らせをシェアする',
  titleInterview: 'このインタビューをシェアする',
  native: 'シェア…',
  copy: 'リンクをコピー',
  copied: 'リンクをコピーしました',
  copyFailed: 'リンクをコピーできませんでした。アドレスバーのURLをお使いください。',
  x: 'Xでポスト',
  line: 'LINEで送る',
  facebook: 'Facebookでシェア',
  hatena: 'はてなブックマーク',
} as const;

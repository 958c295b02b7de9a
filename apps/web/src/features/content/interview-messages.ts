/** Copy of the owner interviews (the rest of the content pages' copy: `messages.ts`). */
export const interviewMessages = {
  title: 'オーナーインタビュー',
  crumb: 'オーナーインタビュー',
  eyebrow: 'INTERVIEW',
  lead: 'くるま旅でクルマや場所をシェアしているオーナーに、始めたきっかけや旅する人との出会いを聞きました。',
  empty: 'インタビューはまだありません',
  emptyBody: '公開までもうしばらくお待ちください。シェアの始め方は「シェアする」のページで紹介しています。',
  toShare: 'シェアを始める',
  backToList: 'インタビュー一覧へ戻る',
  loading: 'インタビューを読み込んでいます',
  loadError: 'インタビューを読み込めませんでした。時間をおいて、もう一度お試しください。',
  listing: { Car: 'このオーナーの車両を見る', Spot: 'このオーナーのスポットを見る' },
  shareCta: 'あなたもシェアを始めませんか',
  shareCtaBody: '登録・掲載は無料。収入の目安や始め方をまとめました。',
  shareCtaButton: 'シェアについて詳しく',
} as const;

/**
 * Copy of reading reviews: the review lists (review / reviews, a listing's reviews), a review's page,
 * the host's answer. Writing a review and reporting or moderating one have their own copy
 * (`form-messages.ts`, `moderation-messages.ts`), so a public list carries only this (ADR 0056).
 */
export const reviewMessages = {
  loading: '読み込み中',
  retry: '再読み込み',
  eyebrow: 'レビュー',

  target: { Car: '車両', Spot: 'スポット' } as const,
  stayedIn: (yearMonth: string) => {
    const [year, month] = yearMonth.split('-');
    return `${year}年${Number(month)}月に利用`;
  },
  overall: '総合評価',
  aspectsHeading: '項目別の評価',
  noAspect: 'まだ評価がありません',
  reviewCount: (count: number) => `${count.toLocaleString('ja-JP')}件のレビュー`,
  photoAlt: (author: string, position: number) => `${author}さんの投稿写真 ${position}枚目`,
  openPhoto: (position: number) => `${position}枚目の写真を拡大する`,
  readMore: '続きを読む',
  readLess: '閉じる',
  openReview: 'レビューの詳細',
  openReviewOf: (author: string) => `${author}さんのレビューの詳細を見る`,
  authorLabel: (author: string) => `${author}さんのレビュー`,
  /** Beside a text whose contact details were hidden when it was stored (public texts, ADR 0043). */
  contactsHidden: '電話番号やメールアドレスは自動的に非表示になりました。',
  reply: {
    heading: (host: string) => `ホスト（${host}さん）からの返信`,
    formTitle: 'ホストとして返信する',
    formLead: '返信はレビューの下に公開され、あとから変更できません（1回のみ）。お礼や、次のゲストに役立つ補足を書きましょう。',
    label: '返信',
    placeholder: '例: ご利用ありがとうございました。ご指摘いただいた点は次回までに改善します。',
    submit: '返信を公開する',
    sent: '返信を公開しました',
    failed: '返信できませんでした。しばらくしてから、もう一度お試しください。',
    required: '返信を入力してください。',
    tooLong: (max: number) => `返信は${max}文字以内で入力してください。`,
  },

  summary: {
    heading: 'レビュー',
    none: 'まだレビューはありません',
    noneBody: '利用したゲストのレビューがここに表示されます。',
    starRow: (stars: number) => `星${stars}`,
    starRowLabel: (stars: number, count: number) => `星${stars}: ${count}件`,
    distribution: '評価の分布',
    seeAll: (count: number) => `${count.toLocaleString('ja-JP')}件のレビューをすべて見る`,
    latest: '最新のレビュー',
    loadFailed: 'レビューを読み込めませんでした。',
  },

  hostRating: {
    label: (average: number, count: number) => `ホストとしての評価 ${average.toFixed(1)}（${count}件）`,
    none: 'ホストとしての評価はまだありません',
  },

  list: {
    title: 'みんなのレビュー',
    lead: '車両やスポットを利用したゲストの声です。新しい順に並んでいます。',
    filters: '絞り込み',
    kind: '種類',
    kindAll: 'すべて',
    region: 'エリア',
    regionAll: '全国',
    count: (total: number, lowerBound: boolean) => `${total.toLocaleString('ja-JP')}${lowerBound ? '件以上' : '件'}のレビュー`,
    emptyTitle: 'この条件のレビューはまだありません',
    emptyBody: 'エリアや種類を変えてお試しください。',
    clear: '条件をクリア',
    loadFailed: 'レビューを読み込めませんでした。通信環境を確認して、もう一度お試しください。',
    tooDeep: '1,000件より先は表示できません。条件を絞り込んでください。',
  },

  listing: {
    title: { Car: '車両のレビュー', Spot: 'スポットのレビュー' } as const,
    back: { Car: '車両のページへ戻る', Spot: 'スポットのページへ戻る' } as const,
    heading: (title: string) => `${title}のレビュー`,
    loadFailed: '掲載を読み込めませんでした。通信環境を確認して、もう一度お試しください。',
  },

  detail: {
    title: 'レビューの詳細',
    listing: 'レビューされた掲載',
    openListing: { Car: '車両のページを見る', Spot: 'スポットのページを見る' } as const,
    moreOfListing: 'この掲載のレビューをもっと見る',
    backToList: 'レビュー一覧へ',
    publishedAt: (date: string) => `${date}に公開`,
    loadFailed: 'レビューを読み込めませんでした。通信環境を確認して、もう一度お試しください。',
  },
};

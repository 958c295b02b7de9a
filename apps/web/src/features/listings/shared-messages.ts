/**
 * The listings' copy that a search page and a listing page both show (the searches' names, a card's and a price's
 * units, the favourite toggle's failure), apart from the searches' own copy (`messages.ts`), so a car or spot page
 * does not carry the search form's words (ADR 0056).
 */
export const sharedListingMessages = {
  search: {
    rv: {
      eyebrow: 'カーシェア',
      title: 'カーシェアを探す',
      lead: 'キャンピングカーや個性あるクルマを、個人オーナーから借りられます。',
      noun: '車両',
    },
    rental: {
      eyebrow: 'レンタカー',
      title: 'レンタカーを探す',
      lead: 'レンタカー会社のクルマを、旅程に合わせて予約できます。',
      noun: '車両',
    },
    spot: {
      eyebrow: 'スポット',
      title: 'スポットを探す',
      lead: 'RVパーク・車中泊スポットや、旅先のアクティビティを予約できます。',
      noun: 'スポット',
    },
  },
  card: {
    perDay: '/日',
    unit: { PerDay: '/日', Oneshot: '/回', PerUnit: '/個' } as Record<string, string>,
    from: '〜',
    seats: (n: number) => `乗車${n}人`,
    sleeping: (n: number) => `就寝${n}人`,
    maxPeople: (n: number) => `最大${n}人`,
    rating: (average: number, count: number) => `評価 ${average.toFixed(1)}（${count}件）`,
    noPhoto: '写真なし',
    price: '料金',
  },
  loading: '読み込み中',
  favoriteToggleFailed: 'お気に入りを更新できませんでした。しばらくしてから、もう一度お試しください。',
} as const;

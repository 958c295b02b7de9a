/**
 * Copy of the public listings: the three searches, the result cards, the car and spot pages,
 * favourites and the home page's popular rows. No contract import here: the home page's lazy
 * fallback reads this file, and the first load must not carry the contract (the first-load budget, ADR 0030).
 */

import { sharedListingMessages } from './shared-messages';

function groupThousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export const listingMessages = {
  search: sharedListingMessages.search,
  resultCount: (total: number, isLowerBound: boolean) => `${groupThousands(total)}件${isLowerBound ? '以上' : ''}`,
  resultsLabel: '検索結果',
  resultsUpdating: '検索結果を更新しています',
  sortLabel: '並び順',
  filters: '絞り込み',
  filtersWithCount: (count: number) => (count > 0 ? `絞り込み（${count}）` : '絞り込み'),
  clear: '条件をクリア',
  datesPick: '利用日を選ぶ',
  people: { car: '乗車人数', spot: '人数（1組）' },
  peopleAtLeast: (n: number) => `${n}人以上`,
  priceOption: (yen: string) => yen,
  kinds: { car: '車両タイプ', spot: 'スポットの種類' },
  keyword: 'キーワード',
  keywordPlaceholder: { car: '例: ハイエース 富士山', spot: '例: 温泉 湖' },
  loadFailed: '検索結果を読み込めませんでした。通信環境を確認して、もう一度お試しください。',
  retry: '再読み込み',
  loading: sharedListingMessages.loading,
  emptyTitle: { car: '条件に合う車両が見つかりませんでした', spot: '条件に合うスポットが見つかりませんでした' },
  emptyBody: '条件を減らすか、エリアや日程を変えてお試しください。',
  emptyAction: '条件をクリアする',
  pageOf: (page: number, pages: number) => `${page} / ${pages}ページ`,
  tooDeep: '1,000件より先は表示できません。条件を絞り込んでください。',

  card: sharedListingMessages.card,

  favorites: {
    title: 'お気に入り',
    eyebrow: 'マイページ',
    lead: 'ハートを付けた車両とスポットです。公開が終了したものは表示されません。',
    tabs: '表示するお気に入り',
    cars: '車両',
    spots: 'スポット',
    emptyTitle: { cars: 'お気に入りの車両はまだありません', spots: 'お気に入りのスポットはまだありません' },
    emptyBody: '気になる車両やスポットのハートを押すと、ここにまとまります。',
    findCars: 'カーシェアを探す',
    findSpots: 'スポットを探す',
    loadFailed: 'お気に入りを読み込めませんでした。もう一度お試しください。',
    count: (n: number) => `${groupThousands(n)}件`,
    toggleFailed: sharedListingMessages.favoriteToggleFailed,
  },

  popular: {
    rv: { title: '人気のカーシェア', more: 'カーシェアをもっと見る' },
    rental: { title: '人気のレンタカー', more: 'レンタカーをもっと見る' },
    spot: { title: '人気のスポット', more: 'スポットをもっと見る' },
    eyebrow: 'いま人気',
    moreShort: 'もっと見る',
    loadFailed: '人気の掲載を読み込めませんでした。',
  },
} as const;

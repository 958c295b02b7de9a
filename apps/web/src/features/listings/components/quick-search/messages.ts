/**
 * Copy of the compact search of the home page and the not-found screen. The regions are the contract's
 * (Region in packages/contract/src/enums.ts), written here because the home page's first load carries no
 * contract; quick-search-href.test.ts checks that they are the same.
 */
export const quickSearchMessages = {
  title: '車・スポットを探す',
  target: '探すもの',
  targets: { rv: 'カーシェア', rental: 'レンタカー', spot: '車中泊スポット' },
  region: 'エリア',
  // Short enough for the half-width select of a phone (「すべてのエリア」 was cut to 「すべてのエ」).
  anywhere: '全国',
  regions: {
    Hokkaido: '北海道',
    Tohoku: '東北',
    Kanto: '関東',
    Chubu: '中部',
    Kinki: '近畿',
    Chugoku: '中国',
    Shikoku: '四国',
    Kyushu: '九州',
    Okinawa: '沖縄',
  },
  from: '利用開始日',
  to: '利用終了日',
  people: '人数',
  submit: '検索する',
} as const;

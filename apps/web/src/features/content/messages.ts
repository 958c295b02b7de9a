/**
 * Copy of the public content pages: the articles and an article. The share buttons, the news, the owner
 * interviews and the home page's rows have their own catalogues (`share-buttons-messages.ts`,
 * `news-messages.ts`, `interview-messages.ts`, `home-messages.ts`): a module is the bundler's unit, and an
 * article's first load carried their copy (ADR 0030).
 */
export const contentMessages = {
  site: 'くるま旅',
  breadcrumb: 'パンくずリスト',
  articles: {
    title: 'くるま旅マガジン',
    crumb: '記事',
    eyebrow: 'MAGAZINE',
    lead: '車中泊の基本、キャンピングカーの選び方、全国のRVパーク、季節のモデルコース。クルマで出かける旅を、もっと楽しく安全にする読みものです。',
    categories: 'カテゴリ',
    allCategories: 'すべての記事',
    tags: 'タグ',
    popularTags: '人気のタグ',
    popular: '人気の記事',
    latest: '新着記事',
    count: (n: number) => `${n.toLocaleString('ja-JP')}件`,
    empty: 'まだ記事がありません',
    emptyBody: '新しい記事を準備しています。ほかのカテゴリや人気の記事もご覧ください。',
    backToList: '記事一覧へ戻る',
    loading: '記事を読み込んでいます',
    loadError: '記事を読み込めませんでした。時間をおいて、もう一度お試しください。',
    retry: 'もう一度読み込む',
    category: (name: string) => `${name}の記事`,
    tag: (name: string) => `#${name}の記事`,
    tagCrumb: (name: string) => `#${name}`,
    tagLead: (n: number) => `このタグが付いた記事は${n.toLocaleString('ja-JP')}件あります。`,
  },
  search: {
    title: '記事を検索',
    label: 'キーワード',
    placeholder: '例: 車中泊、RVパーク、北海道',
    submit: '検索',
    prompt: 'キーワードを入れて検索してください',
    promptBody: 'タイトルと本文から探します。「車中泊」で「車中泊スポット」も見つかります。',
    results: (keyword: string, n: number) => `「${keyword}」の検索結果 ${n.toLocaleString('ja-JP')}件`,
    none: (keyword: string) => `「${keyword}」に一致する記事は見つかりませんでした`,
    noneBody: '言葉を短くするか、別のキーワードでお試しください。カテゴリやタグからも探せます。',
  },
  article: {
    readingTime: (minutes: number) => `約${minutes}分で読めます`,
    published: '公開',
    updated: '更新',
    toc: '目次',
    tags: 'この記事のタグ',
    related: '関連する記事',
    author: (name: string) => `文・${name}`,
    coverAlt: (title: string) => `${title}のイメージ`,
  },
} as const;

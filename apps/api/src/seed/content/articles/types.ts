import type { ArticleCategorySlug } from '@kurumatabi/contract';
import type { ListingArt } from '../../art/render.js';

/** The demo content's tags: a Japanese name and its URL slug. */
export const seedTags = {
  shachuhaku: '車中泊',
  beginner: '初心者',
  winter: '冬',
  summer: '夏',
  manners: 'マナー',
  gear: '装備・持ち物',
  campervan: 'キャンピングカー',
  'kei-camper': '軽キャンパー',
  rental: 'レンタル',
  'rv-park': 'RVパーク',
  onsen: '温泉',
  hokkaido: '北海道',
  kyushu: '九州',
  nagano: '長野',
  family: '家族旅',
  cost: '費用',
} as const;
export type SeedTag = keyof typeof seedTags;

/**
 * One demo article. `body` is Markdown; `{{image}}` marks where the inline illustration goes (it
 * becomes `image:<id>` once drawn and stored through the image pipeline).
 */
export interface SeedArticle {
  slug: string;
  title: string;
  summary: string;
  category: ArticleCategorySlug;
  tags: SeedTag[];
  /** Published this many days before the seed ran. */
  daysAgo: number;
  /** Views over the last days, so that the rankings have something to rank. */
  recentViews: number;
  cover: ListingArt;
  inline: ListingArt;
  inlineAlt: string;
  body: string;
}

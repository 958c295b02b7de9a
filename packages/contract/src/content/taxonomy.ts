import { z } from 'zod';
import { singleLineText } from '../common.js';

/**
 * The URL name of an article, news item, interview, category or tag (ADR 0031): lower-case ASCII
 * letters, digits and single hyphens, so that a shared link survives every chat app and the
 * Japanese name stays free to change without breaking it.
 */
export const CONTENT_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const contentSlug = singleLineText('スラッグ')
  .min(1, 'スラッグを入力してください。')
  .max(80, 'スラッグは80文字以内で入力してください。')
  .regex(CONTENT_SLUG, 'スラッグは半角英小文字・数字・ハイフンで入力してください（例: shachuhaku-kihon）。');

/** The four article categories of the marketplace, with their Japanese names (seeded; ADR 0031). */
export const ArticleCategory = {
  values: [
    {
      slug: 'shachuhaku-basics',
      name: '車中泊の基本',
      description: '寝床づくり、防寒・暑さ対策、マナーなど、はじめての車中泊で知っておきたいこと。',
    },
    {
      slug: 'choosing-campervan',
      name: 'キャンピングカーの選び方',
      description: 'バンコン・キャブコン・軽キャンパーの違い、借りる前に確かめたい装備と費用。',
    },
    { slug: 'rv-parks-spots', name: 'RVパーク・スポット', description: '全国のRVパークや車中泊スポットを地域ごとにご案内します。' },
    { slug: 'model-routes', name: '旅のモデルコース', description: '日数と季節別に、くるま旅のモデルコースをご提案します。' },
  ],
} as const;
export type ArticleCategorySlug = (typeof ArticleCategory.values)[number]['slug'];

/** A category as pages show it; `articleCount` counts the published articles in it. */
export const contentCategory = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  articleCount: z.number().int(),
});
export type ContentCategory = z.infer<typeof contentCategory>;

/** A tag: a Japanese name (「車中泊」) and its URL slug (`shachuhaku`). */
export const contentTag = z.object({ slug: z.string(), name: z.string() });
export type ContentTag = z.infer<typeof contentTag>;

/** A tag with the number of published articles carrying it. */
export const contentTagWithCount = contentTag.extend({ articleCount: z.number().int() });
export type ContentTagWithCount = z.infer<typeof contentTagWithCount>;

/** A tag as an editor names it: a new slug creates the tag, a known slug reuses it (and renames it). */
export const contentTagInput = z.strictObject({
  slug: contentSlug,
  name: singleLineText('タグ名').min(1, 'タグ名を入力してください。').max(30, 'タグ名は30文字以内で入力してください。'),
});

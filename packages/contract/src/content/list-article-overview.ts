import { z } from 'zod';
import { emptyInput } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { articleCard } from './public-dto.js';
import { contentCategory, contentTagWithCount } from './taxonomy.js';

/** The articles' front page: each category with its newest articles, and the tags in use. */
export const listArticleOverview = defineEndpoint({
  path: '/v1/public/list-article-overview',
  tag: 'content',
  summary: '記事トップ用に、カテゴリごとの新着記事と使われているタグを取得する',
  access: 'public',
  ids: {},
  input: emptyInput,
  output: z.object({
    categories: z.array(z.object({ category: contentCategory, latest: z.array(articleCard).max(4) })),
    /** Tags of published articles, the most used first (at most 40). */
    tags: z.array(contentTagWithCount),
  }),
});

import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { pageInput, pageOutput } from '../paging.js';
import { articleCard } from './public-dto.js';
import { contentCategory, contentSlug } from './taxonomy.js';

/** Published articles of one category (by its URL slug), newest first; 404 for an unknown category. */
export const listArticleByCategory = defineEndpoint({
  path: '/v1/public/list-article-by-category',
  tag: 'content',
  summary: 'カテゴリ（スラッグ指定）の公開記事を新しい順に一覧する',
  access: 'public',
  ids: {},
  input: z.strictObject({ category: contentSlug, ...pageInput(12, 48) }),
  output: pageOutput(articleCard).extend({ category: contentCategory }),
  errors: ['ARTICLE_CATEGORY_NOT_FOUND'],
});

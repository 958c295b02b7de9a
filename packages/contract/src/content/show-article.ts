import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { articleDetail } from './public-dto.js';
import { contentSlug } from './taxonomy.js';

/** A published article by its URL slug (the page `article/{id}` names it so); a draft, scheduled or unpublished one is 404. Counts a view. */
export const showArticle = defineEndpoint({
  path: '/v1/public/show-article',
  tag: 'content',
  summary: '公開中の記事を取得する（スラッグ指定、閲覧数に加算）',
  access: 'public',
  ids: {},
  input: z.strictObject({ slug: contentSlug }),
  output: articleDetail,
  errors: ['ARTICLE_NOT_FOUND'],
});

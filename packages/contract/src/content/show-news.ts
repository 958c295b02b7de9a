import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { newsDetail } from './public-dto.js';
import { contentSlug } from './taxonomy.js';

/** A published news item by its URL slug (the page `news/{newsId}`); anything else is 404. */
export const showNews = defineEndpoint({
  path: '/v1/public/show-news',
  tag: 'content',
  summary: '公開中のお知らせを取得する（スラッグ指定）',
  access: 'public',
  ids: {},
  input: z.strictObject({ slug: contentSlug }),
  output: newsDetail,
  errors: ['NEWS_NOT_FOUND'],
});

import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { newsCard } from './public-dto.js';

/** The latest published news (the home page's section). */
export const showLatestNews = defineEndpoint({
  path: '/v1/public/show-latest-news',
  tag: 'content',
  summary: '最新のお知らせを取得する',
  access: 'public',
  ids: {},
  input: z.strictObject({ limit: z.number().int().min(1).max(10).default(3) }),
  output: z.object({ items: z.array(newsCard) }),
});

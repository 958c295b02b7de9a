import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { articleCard } from './public-dto.js';

/** The newest published articles (home page, sidebars). */
export const listNewArticle = defineEndpoint({
  path: '/v1/public/list-new-article',
  tag: 'content',
  summary: '新着記事を取得する',
  access: 'public',
  ids: {},
  input: z.strictObject({ limit: z.number().int().min(1).max(20).default(6) }),
  output: z.object({ items: z.array(articleCard) }),
});

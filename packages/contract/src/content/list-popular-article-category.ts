import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { popularInput } from './popular-input.js';
import { popularCategory } from './public-dto.js';

/** Categories by the views of their published articles over the window. */
export const listPopularArticleCategory = defineEndpoint({
  path: '/v1/public/list-popular-article-category',
  tag: 'content',
  summary: '人気のカテゴリ（直近の閲覧数順）を取得する',
  access: 'public',
  ids: {},
  input: popularInput,
  output: z.object({ items: z.array(popularCategory) }),
});

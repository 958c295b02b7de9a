import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { popularInput } from './popular-input.js';
import { popularArticle } from './public-dto.js';

/** Published articles with the most views over the window, the most read first (ties: newest first). */
export const listPopularArticle = defineEndpoint({
  path: '/v1/public/list-popular-article',
  tag: 'content',
  summary: '人気記事（直近7日または30日の閲覧数順）を取得する',
  access: 'public',
  ids: {},
  input: popularInput,
  output: z.object({ items: z.array(popularArticle) }),
});

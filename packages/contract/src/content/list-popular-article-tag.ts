import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { popularInput } from './popular-input.js';
import { popularTag } from './public-dto.js';

/** Tags by the views of the published articles carrying them over the window. */
export const listPopularArticleTag = defineEndpoint({
  path: '/v1/public/list-popular-article-tag',
  tag: 'content',
  summary: '人気のタグ（直近の閲覧数順）を取得する',
  access: 'public',
  ids: {},
  input: popularInput,
  output: z.object({ items: z.array(popularTag) }),
});

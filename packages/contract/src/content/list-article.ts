import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { pageInput, pageOutput } from '../paging.js';
import { articleCard } from './public-dto.js';

/** Published articles, newest first. */
export const listArticle = defineEndpoint({
  path: '/v1/public/list-article',
  tag: 'content',
  summary: '公開中の記事を新しい順に一覧する',
  access: 'public',
  ids: {},
  input: z.strictObject({ ...pageInput(12, 48) }),
  output: pageOutput(articleCard),
});

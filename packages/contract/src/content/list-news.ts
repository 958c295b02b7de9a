import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { pageInput, pageOutput } from '../paging.js';
import { newsCard } from './public-dto.js';

/** Published news, newest first. */
export const listNews = defineEndpoint({
  path: '/v1/public/list-news',
  tag: 'content',
  summary: '公開中のお知らせを新しい順に一覧する',
  access: 'public',
  ids: {},
  input: z.strictObject({ ...pageInput(20, 50) }),
  output: pageOutput(newsCard),
});

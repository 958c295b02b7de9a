import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { pageInput, pageOutput } from '../paging.js';
import { articleCard } from './public-dto.js';
import { contentSlug, contentTagWithCount } from './taxonomy.js';

/** Published articles carrying one tag (by its URL slug), newest first; 404 for an unknown tag. */
export const listArticleByTag = defineEndpoint({
  path: '/v1/public/list-article-by-tag',
  tag: 'content',
  summary: 'タグ（スラッグ指定）の公開記事を新しい順に一覧する',
  access: 'public',
  ids: {},
  input: z.strictObject({ tag: contentSlug, ...pageInput(12, 48) }),
  output: pageOutput(articleCard).extend({ tag: contentTagWithCount }),
  errors: ['ARTICLE_TAG_NOT_FOUND'],
});

import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { pageInput, pageOutput } from '../paging.js';
import { searchKeyword } from '../search-text.js';
import { articleCard } from './public-dto.js';

/**
 * Published articles whose title, summary or body contain every word of the keyword, also inside a
 * compound (「車中泊」 finds 「車中泊スポット」; trigram index, ADR 0031); titles first, then newest.
 */
export const searchArticles = defineEndpoint({
  path: '/v1/public/search-articles',
  tag: 'content',
  summary: '記事をキーワードで検索する（タイトル・概要・本文、語の一部でも一致）',
  access: 'public',
  ids: {},
  rateLimit: 'search',
  input: z.strictObject({ keyword: searchKeyword.refine((v) => v.length > 0, 'キーワードを入力してください。'), ...pageInput(12, 48) }),
  output: pageOutput(articleCard),
});

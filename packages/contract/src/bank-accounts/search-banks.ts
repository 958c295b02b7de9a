import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { ZENGIN_SEARCH_LIMIT, zenginEntry, zenginKeyword } from './dto.js';

/** Banks of the Zengin code list matching a name, kana, hiragana, romaji or code (empty: the first by code). */
export const searchBanks = defineEndpoint({
  path: '/v1/user/search-banks',
  tag: 'bank-accounts',
  summary: '金融機関を全銀コード一覧から検索する（名称・カナ・ひらがな・ローマ字・コード、最大20件）',
  access: 'user',
  ids: {},
  input: z.strictObject({ keyword: zenginKeyword }),
  output: z.object({ items: z.array(zenginEntry).max(ZENGIN_SEARCH_LIMIT) }),
});

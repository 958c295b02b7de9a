import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { bankCode, ZENGIN_SEARCH_LIMIT, zenginEntry, zenginKeyword } from './dto.js';

/** Branches of one bank of the Zengin code list matching a name, kana, hiragana, romaji or code. */
export const searchBankBranches = defineEndpoint({
  path: '/v1/user/search-bank-branches',
  tag: 'bank-accounts',
  summary: '支店を全銀コード一覧から検索する（名称・カナ・ひらがな・ローマ字・コード、最大20件）',
  access: 'user',
  ids: {},
  input: z.strictObject({ bankCode, keyword: zenginKeyword }),
  output: z.object({ items: z.array(zenginEntry).max(ZENGIN_SEARCH_LIMIT) }),
  errors: ['BANK_NOT_FOUND'],
});

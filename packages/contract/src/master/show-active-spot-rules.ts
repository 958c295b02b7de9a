import { defineEndpoint } from '../endpoint.js';
import { emptyInput } from '../common.js';
import { activeList, spotRule } from './dto.js';

/** The active spot rules in display order. */
export const showActiveSpotRules = defineEndpoint({
  path: '/v1/public/show-active-spot-rules',
  tag: 'spot-master',
  summary: '有効なスポットの利用ルールの一覧を表示順に取得する（本文は空のオブジェクト）',
  access: 'public',
  ids: {},
  input: emptyInput,
  output: activeList(spotRule),
});

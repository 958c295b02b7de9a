import { defineEndpoint } from '../endpoint.js';
import { emptyInput } from '../common.js';
import { activeList, carRule } from './dto.js';

/** The active car rules in display order. */
export const showActiveCarRules = defineEndpoint({
  path: '/v1/public/show-active-car-rules',
  tag: 'car-master',
  summary: '有効な車両の利用ルールの一覧を表示順に取得する（本文は空のオブジェクト）',
  access: 'public',
  ids: {},
  input: emptyInput,
  output: activeList(carRule),
});

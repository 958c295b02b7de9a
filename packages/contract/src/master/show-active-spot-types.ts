import { defineEndpoint } from '../endpoint.js';
import { emptyInput } from '../common.js';
import { activeList, spotType } from './dto.js';

/** The active spot types in display order, each with its spot kind. */
export const showActiveSpotTypes = defineEndpoint({
  path: '/v1/public/show-active-spot-types',
  tag: 'spot-master',
  summary: '有効なスポット種別の一覧を表示順に取得する（本文は空のオブジェクト）',
  access: 'public',
  ids: {},
  input: emptyInput,
  output: activeList(spotType),
});

import { defineEndpoint } from '../endpoint.js';
import { emptyInput } from '../common.js';
import { activeList, carKind } from './dto.js';

/** The active car kinds in display order (no input: an empty object). */
export const showActiveCarKinds = defineEndpoint({
  path: '/v1/public/show-active-car-kinds',
  tag: 'car-master',
  summary: '有効な車両タイプの一覧を表示順に取得する（本文は空のオブジェクト）',
  access: 'public',
  ids: {},
  input: emptyInput,
  output: activeList(carKind),
});

import { defineEndpoint } from '../endpoint.js';
import { emptyInput } from '../common.js';
import { activeList, carBasicFacility } from './dto.js';

/** The active basic facilities of cars in display order. */
export const showActiveCarBasicFacilities = defineEndpoint({
  path: '/v1/public/show-active-car-basic-facilities',
  tag: 'car-master',
  summary: '有効な車両の基本設備の一覧を表示順に取得する（本文は空のオブジェクト）',
  access: 'public',
  ids: {},
  input: emptyInput,
  output: activeList(carBasicFacility),
});

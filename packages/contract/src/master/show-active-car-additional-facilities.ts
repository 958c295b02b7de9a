import { defineEndpoint } from '../endpoint.js';
import { emptyInput } from '../common.js';
import { activeList, carAdditionalFacility } from './dto.js';

/** The active additional facilities (rentable options) of cars in display order, with a price hint. */
export const showActiveCarAdditionalFacilities = defineEndpoint({
  path: '/v1/public/show-active-car-additional-facilities',
  tag: 'car-master',
  summary: '有効な車両のオプション（追加設備）の一覧を目安価格つきで表示順に取得する（本文は空のオブジェクト）',
  access: 'public',
  ids: {},
  input: emptyInput,
  output: activeList(carAdditionalFacility),
});

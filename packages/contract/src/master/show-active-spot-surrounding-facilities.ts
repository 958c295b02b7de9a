import { defineEndpoint } from '../endpoint.js';
import { emptyInput } from '../common.js';
import { activeList, spotSurroundingFacility } from './dto.js';

/** The active surrounding facilities (what is near a spot) in display order. */
export const showActiveSpotSurroundingFacilities = defineEndpoint({
  path: '/v1/public/show-active-spot-surrounding-facilities',
  tag: 'spot-master',
  summary: '有効な周辺施設の一覧を表示順に取得する（本文は空のオブジェクト）',
  access: 'public',
  ids: {},
  input: emptyInput,
  output: activeList(spotSurroundingFacility),
});

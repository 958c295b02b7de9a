import { defineEndpoint } from '../endpoint.js';
import { emptyInput } from '../common.js';
import { activeList, spotBasicFacility } from './dto.js';

/** The active basic facilities of spots in display order. */
export const showActiveSpotBasicFacilities = defineEndpoint({
  path: '/v1/public/show-active-spot-basic-facilities',
  tag: 'spot-master',
  summary: '有効なスポットの基本設備の一覧を表示順に取得する（本文は空のオブジェクト）',
  access: 'public',
  ids: {},
  input: emptyInput,
  output: activeList(spotBasicFacility),
});

import { defineEndpoint } from '../endpoint.js';
import { emptyInput } from '../common.js';
import { activeList, spotAdditionalFacility } from './dto.js';

/** The active additional facilities of spots in display order, with a price hint. */
export const showActiveSpotAdditionalFacilities = defineEndpoint({
  path: '/v1/public/show-active-spot-additional-facilities',
  tag: 'spot-master',
  summary: '有効なスポットの追加設備（有料オプション）の一覧を目安価格つきで表示順に取得する（本文は空のオブジェクト）',
  access: 'public',
  ids: {},
  input: emptyInput,
  output: activeList(spotAdditionalFacility),
});

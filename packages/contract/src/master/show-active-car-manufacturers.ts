import { defineEndpoint } from '../endpoint.js';
import { emptyInput } from '../common.js';
import { activeList, carManufacturer } from './dto.js';

/** The active car manufacturers in display order (spec §7: a signed-in call, for the listing form). */
export const showActiveCarManufacturers = defineEndpoint({
  path: '/v1/show-active-car-manufacturers',
  tag: 'car-master',
  summary: '有効な自動車メーカーの一覧を表示順に取得する（本文は空のオブジェクト）',
  access: 'user',
  ids: {},
  input: emptyInput,
  output: activeList(carManufacturer),
});

import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { reference } from '../id-rules.js';
import { activeList, carVariant, masterIdInput } from './dto.js';

/**
 * The active cars (variants, grades) of one active model of an active manufacturer, in display
 * order, with the specs the listing form prefills. A model that does not exist, is not active or
 * whose manufacturer is not active is 404 CAR_MODEL_NOT_FOUND; an active model without active
 * cars is an empty list.
 */
export const showActiveCarsByCarModel = defineEndpoint({
  path: '/v1/show-active-cars-by-car-model',
  tag: 'car-master',
  summary: '有効な車種のグレード（車両マスタ）の一覧を標準仕様つきで表示順に取得する',
  access: 'user',
  ids: { carModelId: reference() },
  input: z.strictObject({ carModelId: masterIdInput('車種') }),
  output: activeList(carVariant),
  errors: ['CAR_MODEL_NOT_FOUND'],
});

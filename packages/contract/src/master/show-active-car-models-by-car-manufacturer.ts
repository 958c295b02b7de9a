import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { reference } from '../id-rules.js';
import { activeList, carModel, masterIdInput } from './dto.js';

/**
 * The active models of one active manufacturer, in display order. A manufacturer that does not
 * exist or is not active is 404 CAR_MANUFACTURER_NOT_FOUND (the form's choice is stale: reload the
 * manufacturers); an active manufacturer without active models is an empty list.
 */
export const showActiveCarModelsByCarManufacturer = defineEndpoint({
  path: '/v1/show-active-car-models-by-car-manufacturer',
  tag: 'car-master',
  summary: '有効なメーカーの有効な車種の一覧を表示順に取得する',
  access: 'user',
  ids: { carManufacturerId: reference() },
  input: z.strictObject({ carManufacturerId: masterIdInput('メーカー') }),
  output: activeList(carModel),
  errors: ['CAR_MANUFACTURER_NOT_FOUND'],
});

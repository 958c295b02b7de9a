import { defineEndpoint } from '../endpoint.js';
import { reference } from '../id-rules.js';
import { searchOutput } from '../listings/dto.js';
import { carCard } from './dto.js';
import { carSearchInput } from './search-input.js';

/** The car search of search-rv and search-rental: listed cars only, paged, the total capped. */
export const listCar = defineEndpoint({
  path: '/v1/public/list-car',
  tag: 'cars',
  summary: '車両を検索する（カーシェア・レンタカー）',
  access: 'public',
  ids: { carKindIds: reference(), facilityIds: reference() },
  rateLimit: 'search',
  input: carSearchInput,
  output: searchOutput(carCard),
  errors: ['MASTER_REFERENCE_INVALID'],
});

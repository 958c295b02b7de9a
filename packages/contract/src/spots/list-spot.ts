import { defineEndpoint } from '../endpoint.js';
import { reference } from '../id-rules.js';
import { searchOutput } from '../listings/dto.js';
import { spotCard } from './dto.js';
import { spotSearchInput } from './search-input.js';

/** The spot search of search-spot: listed spots only, paged, the total capped. */
export const listSpot = defineEndpoint({
  path: '/v1/public/list-spot',
  tag: 'spots',
  summary: 'スポットを検索する',
  access: 'public',
  ids: { spotTypeIds: reference(), facilityIds: reference() },
  rateLimit: 'search',
  input: spotSearchInput,
  output: searchOutput(spotCard),
  errors: ['MASTER_REFERENCE_INVALID'],
});

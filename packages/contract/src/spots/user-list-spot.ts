import { defineEndpoint } from '../endpoint.js';
import { reference } from '../id-rules.js';
import { searchOutput } from '../listings/dto.js';
import { spotCardForUser } from './dto.js';
import { spotSearchInput } from './search-input.js';

export const userListSpot = defineEndpoint({
  path: '/v1/user/list-spot',
  name: 'userListSpot',
  tag: 'spots',
  summary: 'スポットを検索する（ログイン中: お気に入りの印つき）',
  access: 'user',
  ids: { spotTypeIds: reference(), facilityIds: reference() },
  rateLimit: 'search',
  input: spotSearchInput,
  output: searchOutput(spotCardForUser),
  errors: ['USER_NOT_REGISTERED', 'MASTER_REFERENCE_INVALID'],
});

import { defineEndpoint } from '../endpoint.js';
import { reference } from '../id-rules.js';
import { searchOutput } from '../listings/dto.js';
import { carCardForUser } from './dto.js';
import { carSearchInput } from './search-input.js';

/** list-car for a signed-in user: the same results with the viewer's favourites marked. */
export const userListCar = defineEndpoint({
  path: '/v1/user/list-car',
  name: 'userListCar',
  tag: 'cars',
  summary: '車両を検索する（ログイン中: お気に入りの印つき）',
  access: 'user',
  ids: { carKindIds: reference(), facilityIds: reference() },
  rateLimit: 'search',
  input: carSearchInput,
  output: searchOutput(carCardForUser),
  errors: ['USER_NOT_REGISTERED', 'MASTER_REFERENCE_INVALID'],
});

import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { userLocation, userLocationFields } from './dto.js';

/** Adds a pickup location (car owners and facility providers; at most MAX_USER_LOCATIONS). */
export const createUserLocation = defineEndpoint({
  path: '/v1/user/create-user-location',
  tag: 'locations',
  summary: '受け渡し場所を登録する（車両オーナー・スポット掲載者）',
  access: 'host',
  ids: {},
  input: z.strictObject(userLocationFields),
  output: userLocation,
  errors: ['USER_NOT_REGISTERED', 'ROLE_REQUIRED', 'LOCATION_LIMIT_REACHED'],
});

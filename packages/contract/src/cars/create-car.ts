import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { reference } from '../id-rules.js';
import { carDraftFields, ownedCar } from './dto.js';

/**
 * Starts a car listing from the form's first step (service type, the master's car, a title): a
 * draft (`Registered`, `Unpublished`) prefilled with the master car's body facts and equipment.
 */
export const createCar = defineEndpoint({
  path: '/v1/user/create-car',
  tag: 'cars',
  summary: '車両を登録する（下書き、車両オーナーのみ）',
  access: 'carOwner',
  ids: { carVariantId: reference() },
  input: z.strictObject(carDraftFields),
  output: ownedCar,
  errors: ['USER_NOT_REGISTERED', 'CAR_VARIANT_NOT_FOUND', 'LISTING_LIMIT_REACHED'],
});

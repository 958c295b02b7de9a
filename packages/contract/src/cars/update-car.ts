import { z } from 'zod';
import { PublicationState } from '../enums.js';
import { defineEndpoint } from '../endpoint.js';
import { owned, reference } from '../id-rules.js';
import { carDetailFields, carDraftFields, ownedCar } from './dto.js';

/**
 * Saves any subset of the owner's car (a step of the form). `requestVerification: true` then
 * checks completeness (422 LISTING_INCOMPLETE naming the missing fields) and sends the car for
 * verification. While under verification only `publicationState` may change (409 LISTING_UNDER_VERIFICATION).
 * Another owner's id is 404.
 */
export const updateCar = defineEndpoint({
  path: '/v1/user/update-car',
  tag: 'cars',
  summary: '車両を更新する（車両オーナーのみ、審査の申請も）',
  access: 'carOwner',
  ids: {
    carId: owned('car'),
    carVariantId: reference(),
    carKindId: reference(),
    basicFacilityIds: reference(),
    'options[].additionalFacilityId': reference(),
    ruleIds: reference(),
    photoIds: owned('image'),
    locationId: owned('location'),
  },
  input: z.strictObject({
    carId: z.uuid({ error: '車両の ID が正しくありません。' }),
    ...z.object(carDraftFields).partial().shape,
    ...z.object(carDetailFields).partial().shape,
    publicationState: z.enum(PublicationState.values, { error: '公開状態を選んでください。' }).optional(),
    requestVerification: z.boolean().default(false),
  }),
  output: ownedCar,
  errors: [
    'USER_NOT_REGISTERED',
    'CAR_NOT_FOUND',
    'CAR_VARIANT_NOT_FOUND',
    'LOCATION_NOT_FOUND',
    'IMAGE_NOT_FOUND',
    'MASTER_REFERENCE_INVALID',
    'LISTING_UNDER_VERIFICATION',
    'LISTING_INCOMPLETE',
  ],
});

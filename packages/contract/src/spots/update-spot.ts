import { z } from 'zod';
import { PublicationState } from '../enums.js';
import { defineEndpoint } from '../endpoint.js';
import { owned, reference } from '../id-rules.js';
import { ownedSpot, spotDetailFields, spotDraftFields } from './dto.js';

/**
 * Saves any subset of the provider's spot (a step of the form; `plans` replaces the list, keeping
 * plans by id). `requestVerification: true` checks completeness and sends it for verification. While
 * under verification only `publicationState` may change. Another provider's id is 404.
 */
export const updateSpot = defineEndpoint({
  path: '/v1/user/update-spot',
  tag: 'spots',
  summary: 'スポットを更新する（スポット掲載者のみ、プラン編集・審査の申請も）',
  access: 'facilityProvider',
  ids: {
    spotId: owned('spot'),
    spotTypeId: reference(),
    basicFacilityIds: reference(),
    'options[].additionalFacilityId': reference(),
    surroundingFacilityIds: reference(),
    ruleIds: reference(),
    photoIds: owned('image'),
    'plans[].id': owned('spotPlan'),
  },
  input: z.strictObject({
    spotId: z.uuid({ error: 'スポットの ID が正しくありません。' }),
    ...z.object(spotDraftFields).partial().shape,
    ...z.object(spotDetailFields).partial().shape,
    publicationState: z.enum(PublicationState.values, { error: '公開状態を選んでください。' }).optional(),
    requestVerification: z.boolean().default(false),
  }),
  output: ownedSpot,
  errors: [
    'USER_NOT_REGISTERED',
    'SPOT_NOT_FOUND',
    'SPOT_PLAN_NOT_FOUND',
    'IMAGE_NOT_FOUND',
    'MASTER_REFERENCE_INVALID',
    'LISTING_UNDER_VERIFICATION',
    'LISTING_INCOMPLETE',
  ],
});

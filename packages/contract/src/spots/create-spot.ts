import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { reference } from '../id-rules.js';
import { ownedSpot, spotDraftFields } from './dto.js';

/** Starts a spot listing from the form's first step (its type and a title): a draft. */
export const createSpot = defineEndpoint({
  path: '/v1/user/create-spot',
  tag: 'spots',
  summary: 'スポットを登録する（下書き、スポット掲載者のみ）',
  access: 'facilityProvider',
  ids: { spotTypeId: reference() },
  input: z.strictObject(spotDraftFields),
  output: ownedSpot,
  errors: ['USER_NOT_REGISTERED', 'MASTER_REFERENCE_INVALID', 'LISTING_LIMIT_REACHED'],
});

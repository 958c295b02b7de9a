import { defineEndpoint } from '../endpoint.js';
import { owned, participant } from '../id-rules.js';
import { reserveDetail } from './dto.js';
import { spotHandoverInput, handoverErrors } from './handover-input.js';

/** Renting → Returned; records photos and a note. The guest is notified. */
export const reserveSpotToReturned = defineEndpoint({
  path: '/v1/reserve-spot-to-returned',
  tag: 'reserves',
  summary: 'スポットの利用終了を記録する（チェックアウト、ホストのみ）',
  access: 'user',
  ids: { reserveId: participant(), photoIds: owned('image') },
  input: spotHandoverInput,
  output: reserveDetail,
  errors: handoverErrors,
});

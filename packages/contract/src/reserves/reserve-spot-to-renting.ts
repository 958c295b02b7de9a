import { defineEndpoint } from '../endpoint.js';
import { owned, participant } from '../id-rules.js';
import { reserveDetail } from './dto.js';
import { spotHandoverInput, handoverErrors } from './handover-input.js';

/** Approved → Renting, from the start day (Japan time); records photos and a note. The guest is notified. */
export const reserveSpotToRenting = defineEndpoint({
  path: '/v1/reserve-spot-to-renting',
  tag: 'reserves',
  summary: 'スポットの利用開始を記録する（チェックイン、ホストのみ。利用開始日から）',
  access: 'user',
  ids: { reserveId: participant(), photoIds: owned('image') },
  input: spotHandoverInput,
  output: reserveDetail,
  errors: handoverErrors,
});

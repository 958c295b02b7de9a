import { defineEndpoint } from '../endpoint.js';
import { owned, participant } from '../id-rules.js';
import { reserveDetail } from './dto.js';
import { carHandoverInput, handoverErrors } from './handover-input.js';

/** Renting → Returned; records odometer, fuel, photos and a note. The reservation counts in the host's sales of the month it is returned in (Japan time). The guest is notified. */
export const reserveCarToReturned = defineEndpoint({
  path: '/v1/reserve-car-to-returned',
  tag: 'reserves',
  summary: '車両の返却を記録する（チェックアウト、ホストのみ）',
  access: 'user',
  ids: { reserveId: participant(), photoIds: owned('image') },
  input: carHandoverInput,
  output: reserveDetail,
  errors: handoverErrors,
});

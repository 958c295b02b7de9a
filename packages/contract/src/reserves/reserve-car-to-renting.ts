import { defineEndpoint } from '../endpoint.js';
import { owned, participant } from '../id-rules.js';
import { reserveDetail } from './dto.js';
import { carHandoverInput, handoverErrors } from './handover-input.js';

/** Approved → Renting, from the start day (Japan time); records odometer, fuel, photos and a note. The guest is notified. */
export const reserveCarToRenting = defineEndpoint({
  path: '/v1/reserve-car-to-renting',
  tag: 'reserves',
  summary: '車両の貸出を開始する（チェックイン、ホストのみ。利用開始日から）',
  access: 'user',
  ids: { reserveId: participant(), photoIds: owned('image') },
  input: carHandoverInput,
  output: reserveDetail,
  errors: handoverErrors,
});

import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { reserveIdInput } from '../reserves/dto.js';
import { reserveChangePreview } from './dto.js';
import { reserveChangeInput } from './input.js';
import { wishIds, changeErrors } from './endpoint-parts.js';

export const previewReserveChange = defineEndpoint({
  path: '/v1/preview-reserve-change',
  tag: 'reserves',
  summary: '予約の日程変更の差額を確認する（ゲストのリクエスト・ホストの提案の前に、何も変わりません）',
  access: 'user',
  ids: wishIds,
  input: z.strictObject({ reserveId: reserveIdInput, change: reserveChangeInput }),
  output: reserveChangePreview,
  errors: [
    ...changeErrors,
    'RESERVE_CONDITIONS_INVALID',
    'RESERVE_PERIOD_UNAVAILABLE',
    'CAR_NOT_FOUND',
    'SPOT_NOT_FOUND',
    'SPOT_PLAN_NOT_FOUND',
  ],
});

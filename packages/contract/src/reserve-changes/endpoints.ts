import { z } from 'zod';
import { multiLineText } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { participant, reference } from '../id-rules.js';
import { reserveIdInput } from '../reserves/dto.js';
import { paymentTokenInput } from '../reserves/request-input.js';
import { reserveChangeList, reserveChangePreview, reserveChangeView } from './dto.js';
import { reserveChangeInput } from './input.js';

/**
 * A change of a booked trip (issue 36 item 4): the guest previews and asks (new dates of an Approved trip, or a later
 * end of a Renting one), and may withdraw; the host accepts or declines. One open request per reservation. Each call
 * names the reservation (its guest or host; anyone else's is 404); an answer names the open request by when it was
 * asked, so that a request withdrawn and asked again meanwhile is not answered blind (409).
 */

/** The open request as the answering side saw it (when it was asked): a request asked again meanwhile is not answered blind. */
const requestedAtInput = z.iso.datetime({ offset: true, error: '変更リクエストの日時が正しくありません。' });
const wishIds = { reserveId: participant(), 'change.options[].additionalFacilityId': reference() };

const changeErrors = ['USER_NOT_REGISTERED', 'RESERVE_NOT_FOUND', 'RESERVE_ACTION_FORBIDDEN', 'RESERVE_STATUS_CONFLICT'] as const;

export const previewReserveChange = defineEndpoint({
  path: '/v1/preview-reserve-change',
  tag: 'reserves',
  summary: '予約の日程変更の差額を確認する（ゲストのみ、何も変わりません）',
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

export const requestReserveChange = defineEndpoint({
  path: '/v1/request-reserve-change',
  tag: 'reserves',
  summary: '予約の日程変更・延長をリクエストする（ゲストのみ）',
  access: 'user',
  ids: wishIds,
  rateLimit: 'reserve',
  input: z.strictObject({
    reserveId: reserveIdInput,
    change: reserveChangeInput,
    /** The difference the guest saw (refused when today's repricing differs). */
    quotedDifference: z.number({ error: '差額を指定してください。' }).int('差額は整数で指定してください。'),
    /** A card for the further payment (an increase paid by card). */
    paymentToken: paymentTokenInput.optional(),
  }),
  output: reserveChangeView,
  errors: [
    ...changeErrors,
    'RESERVE_CONDITIONS_INVALID',
    'RESERVE_PERIOD_UNAVAILABLE',
    'RESERVE_PRICE_CHANGED',
    'CAR_NOT_FOUND',
    'SPOT_NOT_FOUND',
    'SPOT_PLAN_NOT_FOUND',
    'VALIDATION_FAILED',
    'PAYMENT_DECLINED',
    'PAYMENT_PROVIDER_UNAVAILABLE',
  ],
});

const answerInput = z.strictObject({
  reserveId: reserveIdInput,
  requestedAt: requestedAtInput,
  message: multiLineText('メッセージ').max(500, 'メッセージは500文字以内で入力してください。').optional(),
});

export const withdrawReserveChange = defineEndpoint({
  path: '/v1/withdraw-reserve-change',
  tag: 'reserves',
  summary: '予約の変更リクエストを取り下げる（ゲストのみ）',
  access: 'user',
  ids: { reserveId: participant() },
  input: answerInput,
  output: reserveChangeView,
  errors: [...changeErrors],
});

export const acceptReserveChange = defineEndpoint({
  path: '/v1/accept-reserve-change',
  tag: 'reserves',
  summary: '予約の変更リクエストを承認する（ホストのみ、差額の決済・返金を含む）',
  access: 'user',
  ids: { reserveId: participant() },
  input: answerInput,
  output: reserveChangeView,
  errors: [...changeErrors, 'RESERVE_CONDITIONS_INVALID', 'RESERVE_PERIOD_UNAVAILABLE', 'PAYMENT_DECLINED', 'PAYMENT_PROVIDER_UNAVAILABLE'],
});

export const declineReserveChange = defineEndpoint({
  path: '/v1/decline-reserve-change',
  tag: 'reserves',
  summary: '予約の変更リクエストをお断りする（ホストのみ）',
  access: 'user',
  ids: { reserveId: participant() },
  input: answerInput,
  output: reserveChangeView,
  errors: [...changeErrors],
});

export const showReserveChanges = defineEndpoint({
  path: '/v1/show-reserve-changes',
  tag: 'reserves',
  summary: '予約の変更リクエスト（回答待ちと過去のもの）を取得する',
  access: 'user',
  ids: { reserveId: participant() },
  input: z.strictObject({ reserveId: reserveIdInput }),
  output: reserveChangeList,
  errors: ['USER_NOT_REGISTERED', 'RESERVE_NOT_FOUND'],
});

import { z } from 'zod';
import { multiLineText } from '../common.js';
import { participant, reference } from '../id-rules.js';
import { reserveIdInput } from '../reserves/dto.js';

/**
 * A change of a booked trip (issue 36 item 4): the guest previews and asks (new dates of an Approved trip, or a later
 * end of a Renting one), or the host previews and proposes one; whoever sent it may withdraw it, the other side
 * accepts or declines it (a guest accepting an increase pays it by card). One open request per reservation. Each call
 * names the reservation (its guest or host; anyone else's is 404); an answer names the open request by when it was
 * asked, so that a request withdrawn and asked again meanwhile is not answered blind (409).
 */

/** The open request as the answering side saw it (when it was asked): a request asked again meanwhile is not answered blind. */
export const requestedAtInput = z.iso.datetime({ offset: true, error: '変更リクエストの日時が正しくありません。' });
export const wishIds = { reserveId: participant(), 'change.options[].additionalFacilityId': reference() };

export const changeErrors = ['USER_NOT_REGISTERED', 'RESERVE_NOT_FOUND', 'RESERVE_ACTION_FORBIDDEN', 'RESERVE_STATUS_CONFLICT'] as const;

/** What a sent change (asked or proposed) may also meet: the rules, the days taken meanwhile, a new price, a gone listing. */
export const sendChangeErrors = [
  ...changeErrors,
  'RESERVE_CONDITIONS_INVALID',
  'RESERVE_PERIOD_UNAVAILABLE',
  'RESERVE_PRICE_CHANGED',
  'CAR_NOT_FOUND',
  'SPOT_NOT_FOUND',
  'SPOT_PLAN_NOT_FOUND',
] as const;

/** The difference the sender saw in the preview (refused when today's repricing differs). */
export const quotedDifferenceInput = z.number({ error: '差額を指定してください。' }).int('差額は整数で指定してください。');

export const answerInput = z.strictObject({
  reserveId: reserveIdInput,
  requestedAt: requestedAtInput,
  message: multiLineText('メッセージ').max(500, 'メッセージは500文字以内で入力してください。').optional(),
});

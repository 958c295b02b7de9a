import { ApiError } from '@kurumatabi/contract/client';
import { describe, expect, it } from 'vitest';
import { changeErrorText, changeMessages } from './change-messages';

describe('a change of a booked trip on the reservation page', () => {
  it('says a refusal with the API’s Japanese message and its details, once each', () => {
    const taken = new ApiError('RESERVE_PERIOD_UNAVAILABLE', '選択した期間は予約できません。', 409, [
      { path: 'startDate', message: '2027-05-13 は予約できません。' },
    ]);
    expect(changeErrorText(taken)).toBe('選択した期間は予約できません。 2027-05-13 は予約できません。');
    const same = new ApiError('RESERVE_STATUS_CONFLICT', '回答期限を過ぎたため、この変更リクエストには回答できません。', 409, [
      { path: 'status', message: '回答期限を過ぎたため、この変更リクエストには回答できません。' },
    ]);
    expect(changeErrorText(same)).toBe('回答期限を過ぎたため、この変更リクエストには回答できません。');
    expect(changeErrorText(new Error('boom'))).toBe(changeMessages.failed);
  });

  it('words the difference as a payment or a refund, in yen', () => {
    expect(changeMessages.difference(13_500)).toBe('差額 ¥13,500 のお支払い');
    expect(changeMessages.difference(-13_500)).toBe('差額 ¥13,500 の返金');
  });
});

import { describe, expect, it } from 'vitest';
import { couponInput } from '@kurumatabi/contract/host-rules';
import { check } from '../form-errors';
import { couponOf } from './coupons-panel';

const draft = {
  code: 'SUMMER10',
  kind: 'Percent' as const,
  amount: 10,
  minLength: 2,
  stayFrom: '',
  stayTo: '',
  expiresOn: '2027-08-31',
  totalCap: '',
  perGuestCap: '1',
  combinesWithLongStay: false,
};

describe('couponOf', () => {
  it('reads the form as the contract’s coupon input', () => {
    const result = check(couponInput, couponOf(draft), '');
    expect(result).toEqual({
      ok: true,
      value: {
        code: 'SUMMER10',
        discount: { kind: 'Percent', percent: 10 },
        minLength: 2,
        stay: null,
        expiresOn: '2027-08-31',
        totalCap: null,
        perGuestCap: 1,
        combinesWithLongStay: false,
      },
    });
  });

  it('gives the Japanese messages by field', () => {
    const result = check(
      couponInput,
      couponOf({ ...draft, code: 'ab', kind: 'Yen', amount: 0, stayFrom: '2027-08-10', stayTo: '2027-08-01' }),
      '',
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.code).toBe('クーポンコードは英大文字と数字の4〜20文字で入力してください。');
    expect(result.errors['discount.yen']).toBe('割引額は1以上で入力してください。');
    expect(result.errors['stay.to']).toBe('終了日は開始日以降の日付を指定してください。');
  });
});

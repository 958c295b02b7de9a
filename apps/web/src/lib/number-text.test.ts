import { describe, expect, it } from 'vitest';
import { integerText, numberToText } from './number-text';
import { z } from './zod';

const seats = z.number({ error: '乗車定員を入力してください。' }).int().min(1, '乗車定員は1以上で入力してください。');
const length = z.number().int().min(1000, '全長は1000以上で入力してください。').nullable();

describe('integerText', () => {
  const required = integerText(seats, { notNumber: '乗車定員は数字で入力してください。', required: '乗車定員を入力してください。' });
  const optional = integerText(length, { notNumber: '全長は数字で入力してください。' });

  it('reads full-width digits, separators and 円', () => {
    expect(required.parse('１０')).toBe(10);
    expect(optional.parse('4,840')).toBe(4840);
    expect(integerText(z.number(), { notNumber: 'x' }).parse('12,800円')).toBe(12800);
  });

  it('keeps blank as null for an optional number and refuses it for a required one', () => {
    expect(optional.parse('  ')).toBeNull();
    expect(required.safeParse('').error?.issues[0]?.message).toBe('乗車定員を入力してください。');
  });

  it('refuses what is not a whole number, then applies the target range', () => {
    expect(required.safeParse('十').error?.issues[0]?.message).toBe('乗車定員は数字で入力してください。');
    expect(required.safeParse('2.5').error?.issues[0]?.message).toBe('乗車定員は数字で入力してください。');
    expect(required.safeParse('0').error?.issues[0]?.message).toBe('乗車定員は1以上で入力してください。');
  });
});

describe('numberToText', () => {
  it('shows none as empty', () => {
    expect([numberToText(null), numberToText(undefined), numberToText(0), numberToText(4840)]).toEqual(['', '', '0', '4840']);
  });
});

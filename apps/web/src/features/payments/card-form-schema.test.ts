import { describe, expect, it } from 'vitest';
import { cardFormSchema, formatCardNumber, formatExpiry, formFieldOf } from './card-form-schema';

describe('the sandbox card form’s rules', () => {
  it('groups the number as it is printed on the card', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242 42')).toBe('4242 42');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('4242-4242-4242-4242-9999')).toBe('4242 4242 4242 4242 999');
  });

  it('reads the expiry as MM/YY', () => {
    expect(formatExpiry('0428')).toBe('04/28');
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('12/3')).toBe('12/3');
    expect(cardFormSchema.parse({ number: '4242 4242 4242 4242', expiry: '04/99', cvc: '123' })).toEqual({
      number: '4242424242424242',
      expMonth: 4,
      expYear: 2099,
      cvc: '123',
    });
  });

  it('says what is wrong, in the contract’s words', () => {
    const messages = (values: Record<string, string>) =>
      cardFormSchema.safeParse(values).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages({ number: '4242 4242 4242 4241', expiry: '0499', cvc: '1' })).toEqual([
      expect.stringMatching(/^number: カード番号が正しくありません/),
      expect.stringMatching(/^expiry: 有効期限は「MM\/YY」/),
      expect.stringMatching(/^cvc: セキュリティコード/),
    ]);
    expect(messages({ number: '4242424242424242', expiry: '01/20', cvc: '123' })).toEqual([
      expect.stringMatching(/^expiry: 有効期限が切れています/),
    ]);
    expect(messages({ number: '4242424242424242', expiry: '13/30', cvc: '123' })).toEqual([expect.stringMatching(/^expiry: 有効期限の月/)]);
    expect([formFieldOf('expYear'), formFieldOf('expMonth'), formFieldOf('number'), formFieldOf('other')]).toEqual([
      'expiry',
      'expiry',
      'number',
      null,
    ]);
  });
});

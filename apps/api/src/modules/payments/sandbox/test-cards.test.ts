import { passesLuhn, sandboxCardInput } from '@kurumatabi/contract';
import { describe, expect, it } from 'vitest';
import { behaviourOf, brandOf, cardProblems } from './test-cards.js';

describe('the sandbox’s test cards', () => {
  it('checks the Luhn digit of every test number', () => {
    for (const digits of [
      '4242424242424242',
      '5555555555554444',
      '3566002020360505',
      '378282246310005',
      '4000000000009995',
      '4000000000003220',
    ])
      expect(passesLuhn(digits), digits).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });

  it('names the brand by the prefix and the behaviour by the number (others decline)', () => {
    expect(
      [
        '4242424242424242',
        '5555555555554444',
        '2223003122003222',
        '3566002020360505',
        '378282246310005',
        '36227206271667',
        '6011111111111117',
        '9999999999999995',
      ].map(brandOf),
    ).toEqual(['visa', 'mastercard', 'mastercard', 'jcb', 'amex', 'diners', 'discover', 'unknown']);
    expect(behaviourOf('4000000000000119')).toBe('processing_error');
    expect(behaviourOf('4000002760003184')).toBe('requires_3ds');
    expect(behaviourOf('4111111111111111')).toBe('card_declined');
  });

  it('says what is wrong in Japanese, the expiry by the given clock (valid through its month)', () => {
    const december = new Date('2026-12-15T00:00:00Z');
    expect(cardProblems({ number: '4242 4242 4242 4242', expMonth: 12, expYear: 2026, cvc: '123' }, december)).toEqual([]);
    expect(cardProblems({ number: '4242424242424242', expMonth: 11, expYear: 2026, cvc: '123' }, december)).toEqual([
      { path: 'expYear', message: '有効期限が切れています。有効なカードを使ってください。' },
    ]);
    expect(cardProblems({ number: '1234', expMonth: 0, expYear: 1999, cvc: 'abc' }, december).map((p) => p.path)).toEqual([
      'number',
      'expMonth',
      'expYear',
      'cvc',
    ]);
  });

  it('the contract’s schema refuses the same, with the same words', () => {
    const result = sandboxCardInput.safeParse({ number: '4242 4242 4242 4243', expMonth: 1, expYear: 2020, cvc: '12345' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message)).toEqual(
      expect.arrayContaining([expect.stringMatching(/カード番号が正しくありません/), expect.stringMatching(/セキュリティコード/)]),
    );
    expect(
      sandboxCardInput.safeParse({ number: '4242424242424242', expMonth: 1, expYear: 2020, cvc: '123' }).error!.issues[0]!.message,
    ).toMatch(/有効期限が切れています/);
    expect(sandboxCardInput.safeParse({ number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123', extra: 1 }).success).toBe(
      false,
    );
  });
});

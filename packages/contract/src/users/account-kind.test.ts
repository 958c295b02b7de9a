import { describe, expect, it } from 'vitest';
import { accountProfileInput, invoiceRegistrationInput, paymentMethodsFor } from './account-kind.js';
import { updateCurrentUser } from './update-current-user.js';

const messagesOf = (value: unknown) => {
  const result = accountProfileInput.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('paymentMethodsFor', () => {
  it('gives individuals the card only and corporate accounts the invoice as well', () => {
    expect(paymentMethodsFor('Individual')).toEqual(['CreditCard']);
    expect(paymentMethodsFor('Corporate')).toEqual(['CreditCard', 'Invoice']);
  });
});

describe('accountProfileInput', () => {
  it('takes a corporate account with its company name, trimmed, and empty optional names as null', () => {
    expect(
      accountProfileInput.parse({
        kind: 'Corporate',
        companyName: ' 株式会社みちのく旅行 ',
        department: '',
        billingContactName: '佐藤 一郎',
      }),
    ).toEqual({
      kind: 'Corporate',
      companyName: '株式会社みちのく旅行',
      department: null,
      billingContactName: '佐藤 一郎',
    });
    expect(accountProfileInput.parse({ kind: 'Corporate', companyName: '有限会社 北星' })).toMatchObject({
      department: null,
      billingContactName: null,
    });
  });

  it('refuses a corporate account without a company name, with a control character or over 100 characters', () => {
    expect(messagesOf({ kind: 'Corporate', companyName: '  ' })).toEqual(['companyName: 会社名を入力してください。']);
    expect(messagesOf({ kind: 'Corporate' })).toEqual(['companyName: 会社名を入力してください。']);
    expect(messagesOf({ kind: 'Corporate', companyName: '株式会社\u0007旅' })).toEqual([
      'companyName: 会社名に使用できない文字が含まれています。',
    ]);
    expect(messagesOf({ kind: 'Corporate', companyName: 'あ'.repeat(101) })).toEqual([
      'companyName: 会社名は100文字以内で入力してください。',
    ]);
    expect(messagesOf({ kind: 'Corporate', companyName: '旅', department: '営業部\n' + 'a' })).toEqual([
      'department: 部署名に使用できない文字が含まれています。',
    ]);
  });

  it('takes an individual account with nothing else, and refuses an unknown kind', () => {
    expect(accountProfileInput.parse({ kind: 'Individual' })).toEqual({ kind: 'Individual' });
    expect(messagesOf({ kind: 'Individual', companyName: '株式会社' })).toHaveLength(1);
    expect(messagesOf({ kind: 'Government' })).toEqual(['kind: アカウントの種別（個人・法人）を選んでください。']);
  });

  it('keeps update-current-user valid with the name alone', () => {
    expect(updateCurrentUser.input.parse({ name: '山田 太郎' })).toEqual({ name: '山田 太郎' });
  });
});

describe('invoiceRegistrationInput', () => {
  it('normalises the number and requires the registered name', () => {
    expect(invoiceRegistrationInput.parse({ number: 'ｔ７００００１２０５０００２', registeredName: '国税庁' })).toEqual({
      number: 'T7000012050002',
      registeredName: '国税庁',
    });
    expect(invoiceRegistrationInput.safeParse({ number: 'T7000012050002', registeredName: '' }).success).toBe(false);
  });
});

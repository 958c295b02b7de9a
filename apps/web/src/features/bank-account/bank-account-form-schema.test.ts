import { describe, expect, it } from 'vitest';
import { bankAccountFormSchema, emptyBankAccountForm } from './bank-account-form-schema';

function errorsOf(values: Record<string, string>) {
  const result = bankAccountFormSchema.safeParse({ ...emptyBankAccountForm, ...values });
  if (result.success) return {};
  // The form shows the first message of each field (the resolver's default), so the test keeps the first too.
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

const valid = {
  bankCode: '0001',
  branchCode: '001',
  accountKind: 'Ordinary',
  accountNumber: '１２３４５６７',
  holderName: 'ﾔﾏﾀﾞ ﾊﾅｺ',
  accountType: 'Individual',
};

describe('bankAccountFormSchema', () => {
  it('says in Japanese what each empty field needs', () => {
    expect(errorsOf({})).toEqual({
      bankCode: '金融機関を一覧から選んでください。',
      branchCode: '支店を一覧から選んでください。',
      accountNumber: '口座番号を入力してください。',
      holderName: '口座名義を入力してください。',
      accountType: '個人口座か法人口座かを選んでください。',
    });
  });

  it('sends what the contract expects: half-width digits, full-width katakana with a full-width space', () => {
    expect(bankAccountFormSchema.parse(valid)).toEqual({
      ...valid,
      accountNumber: '1234567',
      holderName: 'ヤマダ\u3000ハナコ',
    });
  });

  it('pads a shorter number with zeros as banks do', () => {
    expect(bankAccountFormSchema.parse({ ...valid, accountNumber: '12345' }).accountNumber).toBe('0012345');
  });

  it('refuses a number longer than 7 digits and a name in kanji', () => {
    expect(errorsOf({ ...valid, accountNumber: '12345678', holderName: '山田花子' })).toEqual({
      accountNumber: '口座番号は7桁までの数字で入力してください。',
      holderName: '口座名義は全角カタカナで入力してください（例: ヤマダ　ハナコ）。',
    });
  });
});

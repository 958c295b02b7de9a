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
  bankName: 'くるま銀行',
  branchName: '本店営業部',
  accountKind: 'Ordinary',
  accountNumber: '１２３４５６７',
  holderName: 'ﾔﾏﾀﾞ ﾊﾅｺ',
  accountType: 'Individual',
};

describe('bankAccountFormSchema', () => {
  it('says in Japanese what each empty field needs', () => {
    expect(errorsOf({})).toEqual({
      bankName: '金融機関名を入力してください。',
      branchName: '支店名を入力してください。',
      accountNumber: '口座番号は7桁の数字で入力してください。',
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

  it('refuses a number that is not 7 digits and a name in kanji', () => {
    expect(errorsOf({ ...valid, accountNumber: '12345', holderName: '山田花子' })).toEqual({
      accountNumber: '口座番号は7桁の数字で入力してください。',
      holderName: '口座名義は全角カタカナで入力してください（例: ヤマダ　ハナコ）。',
    });
  });
});

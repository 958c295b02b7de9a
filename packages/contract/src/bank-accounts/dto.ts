import { z } from 'zod';
import { singleLineText } from '../common.js';
import { AccountType } from '../enums.js';
import { toHalfWidthDigits } from '../driver-license/dto.js';

/** 普通 / 当座. */
export const BankAccountKind = {
  values: ['Ordinary', 'Checking'] as const,
  labels: { Ordinary: '普通', Checking: '当座' },
};
export type BankAccountKind = (typeof BankAccountKind.values)[number];

const name = (label: string, max: number) =>
  singleLineText(label).min(1, `${label}を入力してください。`).max(max, `${label}は${max}文字以内で入力してください。`);

/** 7 digits (full-width digits accepted). */
export const bankAccountNumber = singleLineText('口座番号', { trim: false })
  .transform((v) => toHalfWidthDigits(v.trim()))
  .pipe(z.string().regex(/^\d{7}$/, '口座番号は7桁の数字で入力してください。'));

/**
 * 口座名義: full-width katakana as banks print it (e.g. `ヤマダ ハナコ` with a full-width space, `カ）クルマタビ`). Half-width
 * spaces become full-width ones; hiragana or kanji are refused, since transfers match the katakana name.
 */
export const bankAccountHolderName = singleLineText('口座名義', { trim: false })
  .transform((v) => v.trim().replace(/ /g, '\u3000'))
  .pipe(
    z
      .string()
      .min(1, '口座名義を入力してください。')
      .max(60, '口座名義は60文字以内で入力してください。')
      .regex(/^[ァ-ヴヵヶー\u3000（）．，－／]+$/u, '口座名義は全角カタカナで入力してください（例: ヤマダ　ハナコ）。'),
  );

export const bankAccountFields = {
  bankName: name('金融機関名', 30),
  branchName: name('支店名', 30),
  accountKind: z.enum(BankAccountKind.values, { error: '口座種別を選んでください。' }),
  accountNumber: bankAccountNumber,
  holderName: bankAccountHolderName,
  accountType: z.enum(AccountType.values, { error: '個人口座か法人口座かを選んでください。' }),
};

/** The payout account of an owner or provider; one per user. */
export const bankAccount = z.object({
  bankName: z.string(),
  branchName: z.string(),
  accountKind: z.enum(BankAccountKind.values),
  /** Masked (`****567`) except in the owner's edit view (show-user-bank-account with `view: 'edit'`). */
  accountNumber: z.string(),
  accountNumberMasked: z.boolean(),
  holderName: z.string(),
  accountType: z.enum(AccountType.values),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type BankAccount = z.infer<typeof bankAccount>;

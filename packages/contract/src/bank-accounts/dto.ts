import { z } from 'zod';
import { singleLineText } from '../common.js';
import { AccountType } from '../enums.js';
import { toHalfWidthDigits } from '../driver-license/dto.js';
import { HOLDER_KANA, HOLDER_KANA_MAX_HALF_WIDTH, normalizeHolderKana, toZenginKana } from './holder-kana.js';

/** 普通 / 当座. */
export const BankAccountKind = {
  values: ['Ordinary', 'Checking'] as const,
  labels: { Ordinary: '普通', Checking: '当座' },
};
export type BankAccountKind = (typeof BankAccountKind.values)[number];

/** 1 to 7 digits (full-width digits accepted), padded with leading zeros to the 7 a bank transfer needs (`12345` → `0012345`). */
export const bankAccountNumber = singleLineText('口座番号', { trim: false })
  .transform((v) => toHalfWidthDigits(v.trim()))
  .pipe(
    z
      .string()
      .min(1, '口座番号を入力してください。')
      .regex(/^\d{0,7}$/, '口座番号は7桁までの数字で入力してください。'),
  )
  .transform((v) => v.padStart(7, '0'));

/**
 * 口座名義カナ (holder-kana.ts): stored normalised in full-width katakana (`ヤマダ ハナコ` with a full-width space, `カ）クルマタビ`);
 * hiragana and half-width kana are converted, kanji and other letters refused, and the name must fit
 * the 30 half-width characters of a Zengin transfer.
 */
export const bankAccountHolderName = singleLineText('口座名義', { trim: false })
  .transform(normalizeHolderKana)
  .pipe(
    z
      .string()
      .min(1, '口座名義を入力してください。')
      .regex(HOLDER_KANA, '口座名義は全角カタカナで入力してください（例: ヤマダ　ハナコ）。')
      .refine((v) => {
        const zengin = toZenginKana(v);
        return !zengin.ok || zengin.kana.length <= HOLDER_KANA_MAX_HALF_WIDTH;
      }, '口座名義は半角換算で30文字以内で入力してください（法人は「カ）」などの略語をお使いください）。'),
  );

/** 金融機関コード (4 digits) and 支店コード (3 digits) of the Zengin code list, chosen in the form's search. */
export const bankCode = singleLineText('金融機関').regex(/^\d{4}$/, '金融機関を一覧から選んでください。');
export const branchCode = singleLineText('支店').regex(/^\d{3}$/, '支店を一覧から選んでください。');

export const bankAccountFields = {
  bankCode,
  branchCode,
  accountKind: z.enum(BankAccountKind.values, { error: '口座種別を選んでください。' }),
  accountNumber: bankAccountNumber,
  holderName: bankAccountHolderName,
  accountType: z.enum(AccountType.values, { error: '個人口座か法人口座かを選んでください。' }),
};

/** At most this many banks or branches per answer: the form shows a short list to pick from. */
export const ZENGIN_SEARCH_LIMIT = 20;

export const zenginKeyword = singleLineText('検索語').max(50, '検索語は50文字以内で入力してください。');

/** A bank or a branch of the Zengin code list, as the form's search shows it. */
export const zenginEntry = z.object({
  code: z.string(),
  name: z.string(),
  kana: z.string(),
});
export type ZenginEntry = z.infer<typeof zenginEntry>;

/** The payout account of an owner or provider; one per user. */
export const bankAccount = z.object({
  /** Null for an account registered before the Zengin list (free-text names): it must be registered again to be paid. */
  bankCode: z.string().nullable(),
  branchCode: z.string().nullable(),
  /** From the Zengin list (the name stored at registration when the code has left the list). */
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

import { z } from 'zod';
import { singleLineText } from '../common.js';
import type { PaymentMethod } from '../enums.js';
import { invoiceRegistrationNumber } from '../money/invoice-registration-number.js';

/**
 * Who the account pays as (issue 33): 個人 (Individual, everyone's default) or 法人 (Corporate), a company
 * whose staff travel and which may pay by invoice (請求書払い) instead of a card.
 */
export const accountKinds = ['Individual', 'Corporate'] as const;
export type AccountKind = (typeof accountKinds)[number];
export const accountKindLabels: Record<AccountKind, string> = { Individual: '個人', Corporate: '法人' };

/** The payment methods an account may choose when reserving; the reservation form and service both read it. */
export function paymentMethodsFor(kind: AccountKind): PaymentMethod[] {
  return kind === 'Corporate' ? ['CreditCard', 'Invoice'] : ['CreditCard'];
}

const optionalText = (label: string, max: number) =>
  singleLineText(label)
    .max(max, `${label}は${max}文字以内で入力してください。`)
    // An empty field is no value: stored as null, so "not given" has one form.
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional()
    .transform((value) => value ?? null);

/**
 * The account kind as update-current-user takes it. A corporate account names its company (会社名, as on
 * the invoices it receives); the department (部署名) and the billing contact (請求書の宛名になる担当者) are
 * optional. An individual account carries none of them: they are cleared when it switches back.
 */
export const accountProfileInput = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('Individual') }),
    z.strictObject({
      kind: z.literal('Corporate'),
      companyName: singleLineText('会社名', { typeError: '会社名を入力してください。' })
        .min(1, '会社名を入力してください。')
        .max(100, '会社名は100文字以内で入力してください。'),
      department: optionalText('部署名', 100),
      billingContactName: optionalText('ご担当者名', 50),
    }),
  ],
  { error: 'アカウントの種別（個人・法人）を選んでください。' },
);
export type AccountProfileInput = z.input<typeof accountProfileInput>;

/** The account kind as the profile calls return it. */
export const accountProfile = z.object({
  kind: z.enum(accountKinds),
  companyName: z.string().nullable(),
  department: z.string().nullable(),
  billingContactName: z.string().nullable(),
});
export type AccountProfile = z.infer<typeof accountProfile>;

export const INDIVIDUAL_ACCOUNT: AccountProfile = { kind: 'Individual', companyName: null, department: null, billingContactName: null };

/**
 * A host's registration as a qualified invoice issuer (適格請求書発行事業者): the number and the name
 * registered with it, as the 公表サイト shows it, which receipts issued for the host then carry.
 */
export const invoiceRegistrationInput = z.strictObject({
  number: invoiceRegistrationNumber,
  registeredName: singleLineText('登録事業者名', { typeError: '登録事業者名を入力してください。' })
    .min(1, '登録事業者名を入力してください。')
    .max(100, '登録事業者名は100文字以内で入力してください。'),
});
export type InvoiceRegistrationInput = z.input<typeof invoiceRegistrationInput>;

export const invoiceRegistration = z.object({ number: z.string(), registeredName: z.string() });
export type InvoiceRegistration = z.infer<typeof invoiceRegistration>;

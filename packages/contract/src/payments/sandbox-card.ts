import { z } from 'zod';
import { singleLineText } from '../common.js';

/**
 * The sandbox card form's rules (issue 33): what Stripe.js checks in the browser before it makes a
 * payment method, checked again by the API. Shared by the web form and the endpoint so both say
 * the same thing in the same words. Only the sandbox ever sees a card number; with Stripe the
 * number never reaches the product at all.
 */

export const sandboxCardMessages = {
  number: 'カード番号が正しくありません。カードに記載の番号を確認してください。',
  expMonth: '有効期限の月が正しくありません（01〜12）。',
  expYear: '有効期限の年が正しくありません。',
  expired: '有効期限が切れています。有効なカードを使ってください。',
  cvc: 'セキュリティコード（CVC）は3桁または4桁の数字で入力してください。',
} as const;

/** The Luhn (mod 10) check digit rule that every card number obeys. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Digits only: people type spaces (and some paste hyphens) between the groups. */
export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

export function isCardNumber(number: string): boolean {
  const digits = cardDigits(number);
  return /^\d{13,19}$/.test(digits) && passesLuhn(digits);
}

/** A card is valid through the last day of its expiry month (Japan's cards say MM/YY, as everywhere). */
export function isExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expYear < year || (expYear === year && expMonth < month);
}

export const sandboxCardFields = {
  /** As typed, spaces allowed; 13–19 digits with a valid check digit. */
  number: singleLineText('カード番号').max(40, sandboxCardMessages.number).refine(isCardNumber, sandboxCardMessages.number),
  expMonth: z
    .number(sandboxCardMessages.expMonth)
    .int(sandboxCardMessages.expMonth)
    .min(1, sandboxCardMessages.expMonth)
    .max(12, sandboxCardMessages.expMonth),
  /** Four digits (the form turns YY into 20YY). */
  expYear: z
    .number(sandboxCardMessages.expYear)
    .int(sandboxCardMessages.expYear)
    .min(2000, sandboxCardMessages.expYear)
    .max(2099, sandboxCardMessages.expYear),
  cvc: singleLineText('セキュリティコード').regex(/^\d{3,4}$/, sandboxCardMessages.cvc),
};

/**
 * The card as the sandbox takes it. The expiry is checked against the caller's clock here (the
 * browser's and the API's agree to the month); the API checks it again with its own clock.
 */
export const sandboxCardInput = z
  .strictObject(sandboxCardFields)
  .refine((card) => !isExpired(card.expMonth, card.expYear, new Date()), { message: sandboxCardMessages.expired, path: ['expYear'] });

export const cardSummary = z.object({
  /** Stripe's `card.brand`: visa, mastercard, jcb, amex, diners, discover, unknown. */
  brand: z.string(),
  last4: z.string().regex(/^\d{4}$/),
  expMonth: z.number().int(),
  expYear: z.number().int(),
});
export type CardSummaryDto = z.infer<typeof cardSummary>;

/** What the test-mode 3-D Secure page can answer. */
export const challengeOutcomes = ['succeed', 'fail'] as const;
export type ChallengeOutcome = (typeof challengeOutcomes)[number];

/** The test numbers the sandbox notice lists (Stripe's own test cards). */
export const sandboxTestCards = [
  { number: '4242 4242 4242 4242', label: '成功（Visa）' },
  { number: '5555 5555 5555 4444', label: '成功（Mastercard）' },
  { number: '3566 0020 2036 0505', label: '成功（JCB）' },
  { number: '4000 0027 6000 3184', label: '3Dセキュア認証が必要' },
  { number: '4000 0000 0000 9995', label: '残高不足で拒否' },
  { number: '4000 0000 0000 0002', label: 'カード拒否' },
] as const;

/** Paths of the endpoints that exist only with PAYMENT_PROVIDER=sandbox (the API mounts them only then). */
export const sandboxOnlyPaths: ReadonlySet<string> = new Set(['/v1/sandbox/create-payment-method', '/v1/sandbox/complete-challenge']);

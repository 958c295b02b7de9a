import { sandboxCardFields, sandboxCardMessages, isExpired } from '@kurumatabi/contract';
import { z } from '@/lib/zod';
import { paymentMessages as m } from './messages';

/** What the card form holds: the number and CVC as typed, the expiry as `MM/YY`. */
export interface CardFormValues {
  number: string;
  expiry: string;
  cvc: string;
}

export const emptyCardForm: CardFormValues = { number: '', expiry: '', cvc: '' };

const EXPIRY = /^(\d{2})\s*\/\s*(\d{2})$/;

/**
 * The form's rules are the contract's (the same words as the API's 400), with the expiry read from
 * `MM/YY` into the month and the four-digit year the endpoint takes.
 */
function monthAndYear(expiry: string): { expMonth: number; expYear: number } | null {
  const [, month, year] = EXPIRY.exec(expiry.trim()) ?? [];
  return month && year ? { expMonth: Number(month), expYear: 2000 + Number(year) } : null;
}

/** The expiry checked on its own, so that its message shows beside the other fields' ones. */
const expiryField = z.string().superRefine((expiry, ctx) => {
  const parsed = monthAndYear(expiry);
  if (!parsed) ctx.addIssue({ code: 'custom', message: m.card.expiryFormat });
  else if (parsed.expMonth < 1 || parsed.expMonth > 12) ctx.addIssue({ code: 'custom', message: sandboxCardMessages.expMonth });
  else if (isExpired(parsed.expMonth, parsed.expYear, new Date())) ctx.addIssue({ code: 'custom', message: sandboxCardMessages.expired });
});

export const cardFormSchema = z
  .object({ number: sandboxCardFields.number, expiry: expiryField, cvc: sandboxCardFields.cvc })
  .transform((values) => {
    const { expMonth, expYear } = monthAndYear(values.expiry) ?? { expMonth: 0, expYear: 0 };
    return { number: values.number.replace(/\D/g, ''), expMonth, expYear, cvc: values.cvc };
  });

export type CardFormOutput = z.output<typeof cardFormSchema>;

/** The number as people read it on the card: groups of four (American Express: 4-6-5), spaces kept as typed. */
export function formatCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 19);
  const groups = /^3[47]/.test(digits) ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/** `0428` or `04/28` typed becomes `04/28`; a lone month digit above 1 becomes `0N/`. */
export function formatExpiry(typed: string): string {
  let digits = typed.replace(/\D/g, '').slice(0, 4);
  if (/^[2-9]$/.test(digits)) digits = `0${digits}`;
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Where an API field error belongs in the form. */
export function formFieldOf(path: string): keyof CardFormValues | null {
  if (path === 'number' || path === 'cvc') return path;
  if (path === 'expMonth' || path === 'expYear') return 'expiry';
  return null;
}

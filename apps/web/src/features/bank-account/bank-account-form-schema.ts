import { bankAccountFields, type BankAccount } from '@kurumatabi/contract';
import { z } from '@/lib/zod';
import { toFullWidthKatakana } from './holder-name';

/**
 * The form's schema: the contract's fields, with the holder name first brought to full-width
 * katakana, and the two choices starting unchosen ('') so the contract's "選んでください" shows.
 */
export const bankAccountFormSchema = z.object({
  ...bankAccountFields,
  accountKind: z.string().pipe(bankAccountFields.accountKind),
  accountType: z.string().pipe(bankAccountFields.accountType),
  holderName: z.string().transform(toFullWidthKatakana).pipe(bankAccountFields.holderName),
});

export type BankAccountFormValues = z.input<typeof bankAccountFormSchema>;
export type BankAccountFormOutput = z.output<typeof bankAccountFormSchema>;

/** A new account starts on 普通 (by far the most common for payouts); 個人 or 法人 is the user's to choose. */
export const emptyBankAccountForm: BankAccountFormValues = {
  bankName: '',
  branchName: '',
  accountKind: 'Ordinary',
  accountNumber: '',
  holderName: '',
  accountType: '',
};

/** The account as the edit form shows it (from show-user-bank-account with view: 'edit', number unmasked). */
export function toBankAccountFormValues(account: BankAccount): BankAccountFormValues {
  return {
    bankName: account.bankName,
    branchName: account.branchName,
    accountKind: account.accountKind,
    accountNumber: account.accountNumber,
    holderName: account.holderName,
    accountType: account.accountType,
  };
}

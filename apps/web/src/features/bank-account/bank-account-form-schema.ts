import { bankAccountFields, type BankAccount } from '@kurumatabi/contract';
import { z } from '@/lib/zod';

/**
 * The form's schema: the contract's fields (the holder name normalised to full-width katakana by the
 * contract itself), with the two choices starting unchosen ('') so the contract's "選んでください" shows.
 */
export const bankAccountFormSchema = z.object({
  ...bankAccountFields,
  accountKind: z.string().pipe(bankAccountFields.accountKind),
  accountType: z.string().pipe(bankAccountFields.accountType),
});

export type BankAccountFormValues = z.input<typeof bankAccountFormSchema>;
export type BankAccountFormOutput = z.output<typeof bankAccountFormSchema>;

/** A new account starts on 普通 (by far the most common for payouts); 個人 or 法人 is the user's to choose. */
export const emptyBankAccountForm: BankAccountFormValues = {
  bankCode: '',
  branchCode: '',
  accountKind: 'Ordinary',
  accountNumber: '',
  holderName: '',
  accountType: '',
};

/**
 * The account as the edit form shows it (from show-user-bank-account with view: 'edit', number
 * unmasked). An account from before the Zengin list has no codes: its bank and branch start unchosen.
 */
export function toBankAccountFormValues(account: BankAccount): BankAccountFormValues {
  return {
    bankCode: account.bankCode ?? '',
    branchCode: account.branchCode ?? '',
    accountKind: account.accountKind,
    accountNumber: account.accountNumber,
    holderName: account.holderName,
    accountType: account.accountType,
  };
}

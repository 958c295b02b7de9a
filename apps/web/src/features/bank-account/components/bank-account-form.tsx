import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { BankAccountKind, type BankAccount, type ZenginEntry } from '@kurumatabi/contract';
import { AccountType } from '@kurumatabi/contract/enums';
import { ApiError } from '@kurumatabi/contract/client';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/input';
import { RadioGroup } from '@/components/ui/radio-group';
import { useUpdateBankAccount } from '../api/bank-account';
import { bankSearchQuery, branchSearchQuery } from '../api/search-zengin';
import {
  bankAccountFormSchema,
  emptyBankAccountForm,
  toBankAccountFormValues,
  type BankAccountFormOutput,
  type BankAccountFormValues,
} from '../bank-account-form-schema';
import { bankAccountMessages as m } from '../messages';
import { ZenginCombobox } from './zengin-combobox';

const kindOptions = BankAccountKind.values.map((value) => ({ value, label: BankAccountKind.labels[value] }));
const typeOptions = AccountType.values.map((value) => ({ value, label: AccountType.labels[value] }));

/** The saved bank or branch as a combobox choice (its kana is not needed to show it). */
function savedEntry(code: string | null | undefined, name: string | undefined): ZenginEntry | null {
  return code && name ? { code, name, kana: '' } : null;
}

interface BankAccountFormProps {
  /** The account with its number unmasked (view: 'edit'), or null to register one. */
  account: BankAccount | null;
  onClose: () => void;
  onSaved?: () => void;
}

/** Registers or replaces the payout account (update-user-bank-account), checked with the contract's rules. */
export function BankAccountForm({ account, onClose, onSaved }: BankAccountFormProps) {
  const mutation = useUpdateBankAccount(onSaved);
  const form = useForm<BankAccountFormValues, unknown, BankAccountFormOutput>({
    resolver: zodResolver(bankAccountFormSchema),
    defaultValues: account ? toBankAccountFormValues(account) : emptyBankAccountForm,
  });
  const errors = form.formState.errors;
  // The names the comboboxes show; the form itself holds only the codes the API checks.
  const [bank, setBank] = useState<ZenginEntry | null>(() => savedEntry(account?.bankCode, account?.bankName));
  const [branch, setBranch] = useState<ZenginEntry | null>(() => savedEntry(account?.branchCode, account?.branchName));

  useEffect(() => form.setFocus('bankCode'), [form]);

  const submit = form.handleSubmit(async (fields) => {
    try {
      await mutation.mutateAsync(fields);
      toast.success(m.saved);
      onClose();
    } catch (error) {
      // The envelope's own message where it tells the user what to do (a code no longer in the list, the role).
      const known = error instanceof ApiError && ['ROLE_REQUIRED', 'BANK_NOT_FOUND', 'BANK_BRANCH_NOT_FOUND'].includes(error.code);
      toast.error(known ? error.message : m.saveFailed);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={account ? m.form.editTitle : m.form.newTitle} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="bankCode"
          render={({ field }) => (
            <ZenginCombobox
              ref={field.ref}
              label={m.bankName}
              hint={m.form.bankHint}
              placeholder={m.form.bankPlaceholder}
              emptyText={m.search.noBank}
              selected={bank}
              search={bankSearchQuery}
              error={errors.bankCode?.message}
              onSelect={(entry) => {
                setBank(entry);
                field.onChange(entry?.code ?? '');
                // Another bank's branch codes mean other branches: the branch is chosen again.
                if (entry?.code !== bank?.code) {
                  setBranch(null);
                  form.setValue('branchCode', '');
                }
              }}
            />
          )}
        />
        <Controller
          control={form.control}
          name="branchCode"
          render={({ field }) => (
            <ZenginCombobox
              // A new bank starts a new search: the field forgets the old bank's text.
              key={bank?.code ?? 'none'}
              ref={field.ref}
              label={m.branchName}
              hint={bank ? m.form.branchHint : m.form.branchNeedsBank}
              placeholder={m.form.branchPlaceholder}
              emptyText={m.search.noBranch}
              selected={branch}
              search={(keyword) => branchSearchQuery(bank?.code ?? '', keyword)}
              disabled={!bank}
              error={errors.branchCode?.message}
              onSelect={(entry) => {
                setBranch(entry);
                field.onChange(entry?.code ?? '');
              }}
            />
          )}
        />
      </div>
      <Controller
        control={form.control}
        name="accountKind"
        render={({ field }) => (
          <RadioGroup
            legend={m.accountKind}
            name={field.name}
            options={kindOptions}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.accountKind?.message}
          />
        )}
      />
      <TextField
        label={m.accountNumber}
        hint={m.form.accountNumberHint}
        placeholder={m.form.accountNumberPlaceholder}
        inputMode="numeric"
        autoComplete="off"
        maxLength={7}
        className="sm:max-w-xs"
        error={errors.accountNumber?.message}
        {...form.register('accountNumber')}
      />
      <TextField
        label={m.holderName}
        hint={m.form.holderNameHint}
        placeholder={m.form.holderNamePlaceholder}
        maxLength={60}
        error={errors.holderName?.message}
        {...form.register('holderName')}
      />
      <Controller
        control={form.control}
        name="accountType"
        render={({ field }) => (
          <RadioGroup
            legend={m.accountType}
            name={field.name}
            options={typeOptions}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.accountType?.message}
          />
        )}
      />
      <div className="flex flex-wrap gap-3 border-t border-line pt-5">
        <Button type="submit" loading={mutation.isPending}>
          {m.form.save}
        </Button>
        <Button variant="ghost" onClick={onClose} disabled={mutation.isPending}>
          {m.form.cancel}
        </Button>
      </div>
    </form>
  );
}

import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { BankAccountKind, type BankAccount } from '@kurumatabi/contract';
import { AccountType } from '@kurumatabi/contract/enums';
import { ApiError } from '@kurumatabi/contract/client';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/input';
import { RadioGroup } from '@/components/ui/radio-group';
import { useUpdateBankAccount } from '../api/bank-account';
import {
  bankAccountFormSchema,
  emptyBankAccountForm,
  toBankAccountFormValues,
  type BankAccountFormOutput,
  type BankAccountFormValues,
} from '../bank-account-form-schema';
import { bankAccountMessages as m } from '../messages';

const kindOptions = BankAccountKind.values.map((value) => ({ value, label: BankAccountKind.labels[value] }));
const typeOptions = AccountType.values.map((value) => ({ value, label: AccountType.labels[value] }));

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

  useEffect(() => form.setFocus('bankName'), [form]);

  const submit = form.handleSubmit(async (fields) => {
    try {
      await mutation.mutateAsync(fields);
      toast.success(m.saved);
      onClose();
    } catch (error) {
      toast.error(error instanceof ApiError && error.code === 'ROLE_REQUIRED' ? error.message : m.saveFailed);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={account ? m.form.editTitle : m.form.newTitle} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={m.bankName}
          hint={m.form.bankNameHint}
          placeholder={m.form.bankNamePlaceholder}
          maxLength={30}
          error={errors.bankName?.message}
          {...form.register('bankName')}
        />
        <TextField
          label={m.branchName}
          hint={m.form.branchNameHint}
          placeholder={m.form.branchNamePlaceholder}
          maxLength={30}
          error={errors.branchName?.message}
          {...form.register('branchName')}
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

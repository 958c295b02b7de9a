import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { showUserBankAccount, updateUserBankAccount } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import type { BankAccountFormOutput } from '../bank-account-form-schema';

/** show-user-bank-account, masked (`****567`): what the page shows. */
export const bankAccountQuery = queryOptions({
  queryKey: ['bank-account', 'masked'],
  queryFn: ({ signal }) => callApi(showUserBankAccount, { view: 'masked' }, { signal }),
});

/**
 * The same with `view: 'edit'`: the number in full, for the owner's own edit form only. Always
 * fetched fresh and dropped from the cache as soon as the form closes (gcTime 0), so the unmasked
 * number lives no longer than the form that needs it.
 */
export const bankAccountEditQuery = queryOptions({
  queryKey: ['bank-account', 'edit'],
  queryFn: ({ signal }) => callApi(showUserBankAccount, { view: 'edit' }, { signal }),
  staleTime: 0,
  gcTime: 0,
});

/** update-user-bank-account: the masked answer replaces the shown account. */
export function useUpdateBankAccount(onSaved?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: BankAccountFormOutput) => callApi(updateUserBankAccount, fields),
    onSuccess: (bankAccount) => {
      queryClient.setQueryData(bankAccountQuery.queryKey, { bankAccount });
      queryClient.removeQueries({ queryKey: bankAccountEditQuery.queryKey });
      onSaved?.();
    },
  });
}

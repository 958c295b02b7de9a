import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  updateCurrentUser,
  updateInvoiceRegistration,
  type AccountProfileInput,
  type CurrentUser,
  type InvoiceRegistration,
} from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { currentUserQuery } from './current-user';

/** update-current-user with the account kind; the name is sent as it is. The cached user becomes the answer. */
export function useUpdateAccountKind(onSaved?: (user: CurrentUser) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, account }: { name: string; account: AccountProfileInput }) => callApi(updateCurrentUser, { name, account }),
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserQuery.queryKey, user);
      onSaved?.(user);
    },
  });
}

/** update-invoice-registration: sets the host's number, or removes it with null. */
export function useUpdateInvoiceRegistration(onSaved?: (user: CurrentUser) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (registration: InvoiceRegistration | null) => callApi(updateInvoiceRegistration, { registration }),
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserQuery.queryKey, user);
      onSaved?.(user);
    },
  });
}

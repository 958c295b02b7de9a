import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { showCurrentUser, updateCurrentUser, type CurrentUser } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';

export const currentUserQuery = queryOptions({
  queryKey: ['users', 'current'],
  queryFn: ({ signal }) => callApi(showCurrentUser, {}, { signal }),
});

/** update-current-user; the cached user is replaced by the answer. */
export function useUpdateCurrentUser(onSaved?: (user: CurrentUser) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => callApi(updateCurrentUser, { name }),
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserQuery.queryKey, user);
      onSaved?.(user);
    },
  });
}

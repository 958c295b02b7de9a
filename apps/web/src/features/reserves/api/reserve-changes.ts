import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  acceptReserveChange,
  declineReserveChange,
  previewReserveChange,
  proposeReserveChange,
  requestReserveChange,
  showReserveChanges,
  withdrawReserveChange,
  type Input,
} from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { useUserQuery } from '@/lib/user-query';
import { reserveKeys } from './keys';

/** A change of a booked trip (issue 36 item 4): the reservation's changes, the preview, the guest's request, the host's proposal, the answers. */

const changesKey = (reserveId: string) => [...reserveKeys.detail(reserveId), 'changes'] as const;

export function useReserveChanges(reserveId: string) {
  return useUserQuery({
    queryKey: changesKey(reserveId),
    queryFn: ({ signal }) => callApi(showReserveChanges, { reserveId }, { signal }),
    staleTime: 0,
  });
}

/** After a request or an answer: the changes and the reservation (its dates, total and payment) are asked again. */
function useChangesChanged(reserveId: string) {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: reserveKeys.detail(reserveId) }),
      queryClient.invalidateQueries({ queryKey: reserveKeys.lists }),
      queryClient.invalidateQueries({ queryKey: reserveKeys.schedules }),
      queryClient.invalidateQueries({ queryKey: ['host-reserves'] }),
    ]);
  };
}

export function usePreviewReserveChange() {
  return useMutation({ mutationFn: (input: Input<typeof previewReserveChange>) => callApi(previewReserveChange, input) });
}

export function useRequestReserveChange(reserveId: string) {
  const changed = useChangesChanged(reserveId);
  return useMutation({
    mutationFn: (input: Input<typeof requestReserveChange>) => callApi(requestReserveChange, input),
    onSuccess: changed,
  });
}

export function useProposeReserveChange(reserveId: string) {
  const changed = useChangesChanged(reserveId);
  return useMutation({
    mutationFn: (input: Input<typeof proposeReserveChange>) => callApi(proposeReserveChange, input),
    onSuccess: changed,
  });
}

/** An answer names the open change; only an acceptance carries a card (the guest paying a proposal's increase). */
type Answer = Input<typeof declineReserveChange> & { paymentToken?: string };
const answerCalls = { accept: acceptReserveChange, decline: declineReserveChange, withdraw: withdrawReserveChange } as const;

export function useAnswerReserveChange(reserveId: string) {
  const changed = useChangesChanged(reserveId);
  return useMutation({
    mutationFn: ({ action, paymentToken, ...input }: Answer & { action: keyof typeof answerCalls }) =>
      action === 'accept'
        ? callApi(acceptReserveChange, { ...input, ...(paymentToken ? { paymentToken } : {}) })
        : callApi(answerCalls[action], input),
    onSuccess: changed,
  });
}

import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  operatorApproveRefund,
  operatorRefundPayment,
  operatorRejectRefund,
  operatorSearchPayments,
  operatorShowLedgerReport,
  operatorShowPayment,
  operatorWithdrawRefund,
  type Input,
} from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { useUserQuery } from '@/lib/user-query';

/** The console's money calls (ADR 0041), keys under ['operator', 'money']. */

const keys = {
  all: ['operator', 'money'] as const,
  payments: (filters: object) => ['operator', 'money', 'payments', filters] as const,
  payment: (id: string) => ['operator', 'money', 'payment', id] as const,
  ledger: (filters: object) => ['operator', 'money', 'ledger', filters] as const,
};

export function useStaffPayments(filters: Input<typeof operatorSearchPayments>) {
  return useUserQuery({
    queryKey: keys.payments(filters),
    queryFn: ({ signal }) => callApi(operatorSearchPayments, filters, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useStaffPayment(reserveId: string) {
  return useUserQuery({
    queryKey: keys.payment(reserveId),
    queryFn: ({ signal }) => callApi(operatorShowPayment, { reserveId }, { signal }),
    staleTime: 0,
  });
}

/** A refund (or its request above the threshold); the key is made once per form, so a retry is the same refund. */
export function useStaffRefund(reserveId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { amount: number; reason: string; requestKey: string }) => callApi(operatorRefundPayment, { reserveId, ...body }),
    onSuccess: (detail) => queryClient.setQueryData(keys.payment(reserveId), detail),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useApproveRefund(reserveId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amount: number) => callApi(operatorApproveRefund, { reserveId, amount }),
    onSuccess: (detail) => queryClient.setQueryData(keys.payment(reserveId), detail),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** A waiting refund closed without money moving: refused by a colleague with a reason, or taken back by its author. */
export type RefundClosing = { kind: 'reject'; amount: number; reason: string } | { kind: 'withdraw'; amount: number };

export function useCloseRefund(reserveId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (closing: RefundClosing) =>
      closing.kind === 'reject'
        ? callApi(operatorRejectRefund, { reserveId, amount: closing.amount, reason: closing.reason })
        : callApi(operatorWithdrawRefund, { reserveId, amount: closing.amount }),
    onSuccess: (detail) => queryClient.setQueryData(keys.payment(reserveId), detail),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useLedgerReport(filters: Input<typeof operatorShowLedgerReport>) {
  return useUserQuery({
    queryKey: keys.ledger(filters),
    queryFn: ({ signal }) => callApi(operatorShowLedgerReport, filters, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createReserveReceiptLink,
  listPaymentHistory,
  showReserveReceipt,
  updateReserveReceiptAddressee,
  type ReserveReceiptView,
} from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { useUserQuery } from '@/lib/user-query';

export const receiptKeys = {
  receipt: (reserveId: string) => ['receipts', 'reserve', reserveId] as const,
  history: (page: number) => ['receipts', 'history', page] as const,
};

/** show-reserve-receipt: whether the guest's reservation has a receipt yet, its number and 宛名. */
export function useReserveReceipt(reserveId: string, enabled: boolean) {
  return useUserQuery({
    queryKey: receiptKeys.receipt(reserveId),
    queryFn: ({ signal }) => callApi(showReserveReceipt, { reserveId }, { signal }),
    enabled,
  });
}

/** update-reserve-receipt-addressee: the one change of the 宛名; the answer is the receipt as it now is. */
export function useUpdateReceiptAddressee(reserveId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => callApi(updateReserveReceiptAddressee, { reserveId, name }),
    onSuccess: (view: ReserveReceiptView) => queryClient.setQueryData(receiptKeys.receipt(reserveId), view),
  });
}

/**
 * Downloads the receipt: a signed 5-minute link from the API, followed by the browser as a plain download (the
 * server answers it as an attachment), so no token is put in a URL and the PDF is never held by the page.
 */
export function useDownloadReceipt(reserveId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const link = await callApi(createReserveReceiptLink, { reserveId });
      const anchor = document.createElement('a');
      anchor.href = link.url;
      anchor.rel = 'noopener';
      anchor.download = '';
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
    },
    // Downloaded once: the number is issued and the next one is a 再発行.
    onSettled: () => queryClient.invalidateQueries({ queryKey: receiptKeys.receipt(reserveId) }),
  });
}

export const PAYMENT_HISTORY_PAGE_SIZE = 20;

export function paymentHistoryQuery(page: number) {
  return queryOptions({
    queryKey: receiptKeys.history(page),
    queryFn: ({ signal }) =>
      callApi(listPaymentHistory, { limit: PAYMENT_HISTORY_PAGE_SIZE, offset: (page - 1) * PAYMENT_HISTORY_PAGE_SIZE }, { signal }),
    staleTime: 0,
  });
}

/** list-payment-history: mypage/payments, the guest's own payments, latest first. */
export function usePaymentHistory(page: number) {
  return useUserQuery({ ...paymentHistoryQuery(page), placeholderData: keepPreviousData });
}

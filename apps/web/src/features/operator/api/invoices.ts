import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { operatorMarkInvoicePaid, operatorSearchInvoices, type Input, type InvoiceStatus } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { useUserQuery } from '@/lib/user-query';

/** How many invoices a page shows. */
export const INVOICE_PAGE_SIZE = 20;

const invoiceKeys = {
  all: ['operator', 'invoices'] as const,
  page: (status: InvoiceStatus | null, offset: number) => ['operator', 'invoices', { status, offset }] as const,
};

/** The invoices of 請求書払い in one state (or all), a page at a time. */
export function useInvoices(status: InvoiceStatus | null, page: number) {
  const offset = (page - 1) * INVOICE_PAGE_SIZE;
  return useUserQuery({
    queryKey: invoiceKeys.page(status, offset),
    queryFn: ({ signal }) =>
      callApi(operatorSearchInvoices, { ...(status ? { status } : {}), limit: INVOICE_PAGE_SIZE, offset }, { signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** 入金を記録: the transfer found on the bank statement; the lists are read again (the invoice moves to 入金確認済み). */
export function useMarkInvoicePaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input<typeof operatorMarkInvoicePaid>) => callApi(operatorMarkInvoicePaid, input),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
    },
  });
}

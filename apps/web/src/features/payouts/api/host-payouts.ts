import { keepPreviousData } from '@tanstack/react-query';
import { downloadPayoutFeeInvoice, downloadPayoutStatement, listHostPayouts } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { useUserQuery } from '@/lib/user-query';

export const HOST_PAYOUT_PAGE_SIZE = 12;

/** The host's payouts, newest month first, with the amount still to be closed and its pay day. */
export function useHostPayouts(page: number) {
  const offset = (page - 1) * HOST_PAYOUT_PAGE_SIZE;
  return useUserQuery({
    queryKey: ['payouts', 'host', { offset }],
    queryFn: ({ signal }) => callApi(listHostPayouts, { limit: HOST_PAYOUT_PAGE_SIZE, offset }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export const fetchStatement = (payoutId: string) => callApi(downloadPayoutStatement, { payoutId });
export const fetchFeeInvoice = (payoutId: string) => callApi(downloadPayoutFeeInvoice, { payoutId });

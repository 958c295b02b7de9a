import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  operatorClosePayoutMonth,
  operatorDownloadZenginFile,
  operatorListPayouts,
  operatorMarkPayoutsSent,
  type PayoutMonth,
} from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { useUserQuery } from '@/lib/user-query';

export const STAFF_PAYOUT_PAGE_SIZE = 50;

const keyOf = (period: string, offset: number) => ['operator', 'payouts', period, { offset }] as const;

/** A month's payouts for staff, with its totals. */
export function useStaffPayoutMonth(period: string, page: number) {
  const offset = (page - 1) * STAFF_PAYOUT_PAGE_SIZE;
  return useUserQuery({
    queryKey: keyOf(period, offset),
    queryFn: ({ signal }) => callApi(operatorListPayouts, { period, limit: STAFF_PAYOUT_PAGE_SIZE, offset }, { signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** The acts on a month: each answers the month as it now is, which replaces the list. */
export function usePayoutMonthActs(period: string, page: number) {
  const queryClient = useQueryClient();
  const offset = (page - 1) * STAFF_PAYOUT_PAGE_SIZE;
  const put = (month: PayoutMonth) => queryClient.setQueryData(keyOf(period, offset), month);
  const close = useMutation({
    mutationFn: () => callApi(operatorClosePayoutMonth, { period, limit: STAFF_PAYOUT_PAGE_SIZE, offset }),
    onSuccess: put,
  });
  const markSent = useMutation({
    mutationFn: (payoutIds?: string[]) => callApi(operatorMarkPayoutsSent, { period, payoutIds, limit: STAFF_PAYOUT_PAGE_SIZE, offset }),
    onSuccess: put,
  });
  return { close, markSent };
}

export const fetchZenginFile = (period: string, payoutIds?: string[]) => callApi(operatorDownloadZenginFile, { period, payoutIds });

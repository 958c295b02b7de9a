import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { searchBankBranches, searchBanks } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';

/** search-banks: the list changes with the Zengin data, not within a session, so answers stay cached. */
export const bankSearchQuery = (keyword: string) =>
  queryOptions({
    queryKey: ['zengin', 'banks', keyword],
    queryFn: ({ signal }) => callApi(searchBanks, { keyword }, { signal }),
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });

/** search-bank-branches of one bank. */
export const branchSearchQuery = (bankCode: string, keyword: string) =>
  queryOptions({
    queryKey: ['zengin', 'branches', bankCode, keyword],
    queryFn: ({ signal }) => callApi(searchBankBranches, { bankCode, keyword }, { signal }),
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });

export type ZenginSearchOptions = ReturnType<typeof bankSearchQuery>;

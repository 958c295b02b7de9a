import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { verifyCarReserve, type Input } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { useUserQuery } from '@/lib/user-query';
import { reserveKeys } from './keys';

export type VerifyCarReserveInput = Input<typeof verifyCarReserve>;

/** verify-car-reserve: the server's quote of the chosen days and options (nothing is written). */
export function verifyCarReserveQuery(input: VerifyCarReserveInput) {
  return queryOptions({
    queryKey: reserveKeys.quote('car', input),
    queryFn: ({ signal }) => callApi(verifyCarReserve, input, { signal }),
    // Someone else may take the days at any moment: the quote is asked again each time it is shown.
    staleTime: 0,
  });
}

/** The live quote of the reserve page; null while the dates are not chosen. The last quote stays while the next one loads. */
export function useVerifyCarReserve(input: VerifyCarReserveInput | null) {
  return useUserQuery({
    ...verifyCarReserveQuery(input ?? { carId: '', startDate: '', endDate: '', options: [] }),
    enabled: input !== null,
    placeholderData: keepPreviousData,
  });
}

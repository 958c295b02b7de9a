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

/** The live quote of the reserve page; null while the dates are not chosen; `paused` once the request is sent. The last quote stays while the next one loads. */
export function useVerifyCarReserve(input: VerifyCarReserveInput | null, options: { paused?: boolean } = {}) {
  return useUserQuery({
    ...verifyCarReserveQuery(input ?? { carId: '', startDate: '', endDate: '', options: [] }),
    // Paused while the request is sent and once it exists: the last quote stays shown, and nothing
    // (not even the invalidation after the request) asks for days that are now the guest's own (a 409).
    enabled: input !== null && !options.paused,
    placeholderData: keepPreviousData,
  });
}

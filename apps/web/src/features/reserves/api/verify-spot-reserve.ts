import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { verifySpotReserve, type Input } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { useUserQuery } from '@/lib/user-query';
import { reserveKeys } from './keys';

export type VerifySpotReserveInput = Input<typeof verifySpotReserve>;

/** verify-spot-reserve: the server's quote of the chosen plan, days, people and options (nothing is written). */
export function verifySpotReserveQuery(input: VerifySpotReserveInput) {
  return queryOptions({
    queryKey: reserveKeys.quote('spot', input),
    queryFn: ({ signal }) => callApi(verifySpotReserve, input, { signal }),
    // A plan's last places may go at any moment: the quote is asked again each time it is shown.
    staleTime: 0,
  });
}

/** The live quote of the reserve page; null while the plan or dates are not chosen; `paused` once the request is sent. */
export function useVerifySpotReserve(input: VerifySpotReserveInput | null, options: { paused?: boolean } = {}) {
  return useUserQuery({
    ...verifySpotReserveQuery(input ?? { spotId: '', spotPlanId: '', startDate: '', endDate: '', people: 1, options: [] }),
    // Paused while the request is sent and once it exists: the last quote stays shown, and nothing
    // (not even the invalidation after the request) asks for days that are now the guest's own (a 409).
    enabled: input !== null && !options.paused,
    placeholderData: keepPreviousData,
  });
}

import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useSession } from './session';

/**
 * A query of the signed-in user's data: it runs only while the session is authenticated
 * (spec §4), so a visitor never sends a call bound to fail with 'No token provided'.
 */
export function useUserQuery<TQueryFnData, TError = Error, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
) {
  const { authenticated } = useSession();
  const own = options.enabled;
  return useQuery({
    ...options,
    enabled: typeof own === 'function' ? (query) => authenticated && own(query) : authenticated && (own ?? true),
  });
}

import { listContentRevisions } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { useUserQuery } from '@/lib/user-query';
import { operatorContentKeys } from './keys';

/** The item's history, newest first (the last 20 saves). */
export function useContentRevisions(contentId: string) {
  return useUserQuery({
    queryKey: operatorContentKeys.revisions(contentId),
    queryFn: ({ signal }) => callApi(listContentRevisions, { contentId, limit: 20 }, { signal }),
    staleTime: 0,
  });
}

import { showContent } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { useUserQuery } from '@/lib/user-query';
import { operatorContentKeys } from './keys';

/** One item as the editor loads it (read once: the editor keeps its own copy while typing). */
export function useEditableContent(contentId: string) {
  return useUserQuery({
    queryKey: operatorContentKeys.item(contentId),
    queryFn: ({ signal }) => callApi(showContent, { contentId }, { signal }),
    staleTime: Infinity,
  });
}

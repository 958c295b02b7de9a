import { showContentTaxonomy } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { useUserQuery } from '@/lib/user-query';
import { operatorContentKeys } from './keys';

/** The categories and tags the editor offers. */
export function useContentTaxonomy() {
  return useUserQuery({
    queryKey: operatorContentKeys.taxonomy,
    queryFn: ({ signal }) => callApi(showContentTaxonomy, {}, { signal }),
  });
}

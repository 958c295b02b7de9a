import { queryOptions, useQuery } from '@tanstack/react-query';
import { showOwnerInterview } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { contentKeys } from './keys';

/** A published owner interview by its slug (404 OWNER_INTERVIEW_NOT_FOUND otherwise). */
export function interviewQuery(slug: string) {
  return queryOptions({
    queryKey: contentKeys.interview(slug),
    queryFn: ({ signal }) => callApi(showOwnerInterview, { slug }, { signal }),
  });
}

export const useInterview = (slug: string) => useQuery(interviewQuery(slug));

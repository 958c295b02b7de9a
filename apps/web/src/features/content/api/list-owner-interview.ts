import { queryOptions, useQuery } from '@tanstack/react-query';
import { listOwnerInterview } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { INTERVIEW_PAGE_SIZE, contentKeys, offsetOf } from './keys';

export const interviewListInput = (page: number, limit = INTERVIEW_PAGE_SIZE) => ({ limit, offset: offsetOf(page, limit) });

/** Owner interviews, newest first (the list page, the share page's and the home page's few). */
export function interviewListQuery(page: number, limit = INTERVIEW_PAGE_SIZE) {
  const input = interviewListInput(page, limit);
  return queryOptions({
    queryKey: contentKeys.interviews(input),
    queryFn: ({ signal }) => callApi(listOwnerInterview, input, { signal }),
  });
}

export const useInterviewList = (page: number, limit = INTERVIEW_PAGE_SIZE) => useQuery(interviewListQuery(page, limit));

import { listReview } from '@kurumatabi/contract';
import { reviewListQuery } from '@/features/reviews/api/list-review';
import { reviewFiltersFrom, reviewListInput } from '@/features/reviews/review-search';
import type { ServerData } from '@/ssr/server-data';

/** The review list (both of its paths) at the filters and page of its URL. */
export const serverData: ServerData = ({ url, fill }) => {
  const input = reviewListInput(reviewFiltersFrom(url.searchParams));
  return fill(reviewListQuery(input), listReview, input);
};

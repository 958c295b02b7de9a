import { showReview } from '@kurumatabi/contract';
import { reviewQuery } from '@/features/reviews/api/show-review';
import type { ServerData } from '@/ssr/server-data';

export const serverData: ServerData = ({ params, fill }) => fill(reviewQuery(params.reviewId!), showReview, { reviewId: params.reviewId! });

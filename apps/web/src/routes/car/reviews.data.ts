import { listingReviewsData } from '@/ssr/listing-data';

export const serverData = listingReviewsData('car', 'carId');

import { listingDetailData } from '@/ssr/listing-data';

export const serverData = listingDetailData('car', 'carId');

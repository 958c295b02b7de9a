import { listingDetailData } from '@/ssr/listing-data';

export const serverData = listingDetailData('spot', 'spotId');

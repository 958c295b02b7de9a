import { searchData } from '@/ssr/search-data';

export const serverData = searchData('rv');

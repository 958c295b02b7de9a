import { listFaq } from '@kurumatabi/contract';
import { faqListQuery } from '@/features/faq/api/list-faq';
import type { ServerData } from '@/ssr/server-data';

export const serverData: ServerData = ({ fill }) => fill(faqListQuery, listFaq, { limit: 100 });

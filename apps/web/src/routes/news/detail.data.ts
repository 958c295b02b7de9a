import { showNews } from '@kurumatabi/contract';
import { newsItemQuery } from '@/features/content/api/show-news';
import type { ServerData } from '@/ssr/server-data';

export const serverData: ServerData = ({ params, fill }) => fill(newsItemQuery(params.newsId!), showNews, { slug: params.newsId! });

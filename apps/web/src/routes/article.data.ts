import { showArticle } from '@kurumatabi/contract';
import { articleQuery } from '@/features/content/api/show-article';
import type { ServerData } from '@/ssr/server-data';

export const serverData: ServerData = ({ params, fill }) => fill(articleQuery(params.id!), showArticle, { slug: params.id! });

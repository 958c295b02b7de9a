import { showOwnerInterview } from '@kurumatabi/contract';
import { interviewQuery } from '@/features/content/api/show-owner-interview';
import type { ServerData } from '@/ssr/server-data';

export const serverData: ServerData = ({ params, fill }) => fill(interviewQuery(params.id!), showOwnerInterview, { slug: params.id! });

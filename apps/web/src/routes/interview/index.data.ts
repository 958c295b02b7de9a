import { listOwnerInterview } from '@kurumatabi/contract';
import { interviewListInput, interviewListQuery } from '@/features/content/api/list-owner-interview';
import { pageNumberOf } from '@/features/content/page-number';
import type { ServerData } from '@/ssr/server-data';

export const serverData: ServerData = ({ url, fill }) => {
  const page = pageNumberOf(url.searchParams);
  return fill(interviewListQuery(page), listOwnerInterview, interviewListInput(page));
};

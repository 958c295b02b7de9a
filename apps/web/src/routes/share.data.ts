import { listOwnerInterview } from '@kurumatabi/contract';
import { interviewListInput, interviewListQuery } from '@/features/content/api/list-owner-interview';
import { SHARE_INTERVIEW_LIMIT } from '@/features/content/share/share-interviews-query';
import type { ServerData } from '@/ssr/server-data';

/** The share page's owners' voices. */
export const serverData: ServerData = ({ fill }) =>
  fill(interviewListQuery(1, SHARE_INTERVIEW_LIMIT), listOwnerInterview, interviewListInput(1, SHARE_INTERVIEW_LIMIT));

import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { pageInput, pageOutput } from '../paging.js';
import { interviewCard } from './public-dto.js';

/** Published owner interviews, newest first. */
export const listOwnerInterview = defineEndpoint({
  path: '/v1/public/list-owner-interview',
  tag: 'content',
  summary: '公開中のオーナーインタビューを新しい順に一覧する',
  access: 'public',
  ids: {},
  input: z.strictObject({ ...pageInput(12, 48) }),
  output: pageOutput(interviewCard),
});

import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { interviewDetail } from './public-dto.js';
import { contentSlug } from './taxonomy.js';

/** A published owner interview by its URL slug (the page `interview/{id}`); anything else is 404. */
export const showOwnerInterview = defineEndpoint({
  path: '/v1/public/show-owner-interview',
  tag: 'content',
  summary: '公開中のオーナーインタビューを取得する（スラッグ指定）',
  access: 'public',
  ids: {},
  input: z.strictObject({ slug: contentSlug }),
  output: interviewDetail,
  errors: ['OWNER_INTERVIEW_NOT_FOUND'],
});

import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { pageInput, pageOutput } from '../paging.js';
import { reviewPrompt } from './dto.js';

/** The caller's reservations (as guest or host) whose review window is open and they have not written, closing soonest first. */
export const listReviewPrompts = defineEndpoint({
  path: '/v1/user/list-review-prompts',
  tag: 'reviews',
  summary: 'レビューを書ける予約の一覧を取得する',
  access: 'user',
  ids: {},
  input: z.strictObject(pageInput(20, 50)),
  output: pageOutput(reviewPrompt),
  errors: ['USER_NOT_REGISTERED'],
});

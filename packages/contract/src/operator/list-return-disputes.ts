import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { pageInput, pageOutput } from '../paging.js';
import { returnDispute, ReturnDisputeQueue } from './return-dispute-dto.js';

/** The guests' disputes of returns: open ones (oldest first) or resolved ones (newest first). Operators only. */
export const listReturnDisputes = defineEndpoint({
  path: '/v1/operator/list-return-disputes',
  tag: 'operator',
  summary: '返却への異議の一覧を取得する（運営のみ）',
  access: 'operator',
  ids: {},
  input: z.strictObject({
    queue: z.enum(ReturnDisputeQueue.values, { error: '一覧の種類が正しくありません。' }).default('Open'),
    ...pageInput(20, 100),
  }),
  output: pageOutput(returnDispute),
});

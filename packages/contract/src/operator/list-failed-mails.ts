import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { pageInput, pageOutput } from '../paging.js';
import { failedMail } from './failed-mail.js';

/** The mails given up on after their last attempt, the most recently failed first (ADR 0026). Operators only. */
export const listFailedMails = defineEndpoint({
  path: '/v1/operator/list-failed-mails',
  tag: 'operator',
  summary: '送信できなかったメールの一覧を取得する（運営のみ）',
  access: 'operator',
  ids: {},
  input: z.strictObject({ ...pageInput(20, 100) }),
  output: pageOutput(failedMail),
});

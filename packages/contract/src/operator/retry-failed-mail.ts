import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { staff } from '../id-rules.js';

/**
 * Sends a failed mail again (one more attempt, at once; ADR 0026), e.g. after the SMTP settings or
 * the recipient's address were fixed. 404 for an unknown id; 409 when the mail is not failed (any more).
 */
export const retryFailedMail = defineEndpoint({
  path: '/v1/operator/retry-failed-mail',
  tag: 'operator',
  summary: '送信できなかったメールを再送する（運営のみ）',
  access: 'operator',
  ids: { mailId: staff('mail') },
  input: z.strictObject({ mailId: z.uuid() }),
  output: z.object({ mailId: z.uuid() }),
  errors: ['MAIL_NOT_FOUND', 'MAIL_NOT_FAILED'],
});

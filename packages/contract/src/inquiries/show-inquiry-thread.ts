import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { staff } from '../id-rules.js';
import { inquiryIdInput, inquiryMessagesPage, inquiryMessagesPageFields, operatorInquiryView } from './dto.js';

/**
 * An operator reads a thread (a report, a dispute), by its id or by its reservation's: read only
 * (operators never post as a user, and reading marks nothing read), and every call writes a row
 * of the operator audit log (who, which thread, when). Messages are paged as in
 * show-inquiry-messages.
 */
export const showInquiryThread = defineEndpoint({
  path: '/v1/operator/show-inquiry-thread',
  tag: 'operator',
  summary: 'やり取りを閲覧する（運営のみ・閲覧は監査ログに記録）',
  access: 'operator',
  ids: { inquiryId: staff('inquiry'), reserveId: staff('reserve') },
  input: z
    .strictObject({
      inquiryId: inquiryIdInput.optional(),
      reserveId: z.uuid({ error: '予約の ID が正しくありません。' }).optional(),
      beforeSeq: inquiryMessagesPageFields.beforeSeq,
      limit: inquiryMessagesPageFields.limit,
    })
    .refine((v) => (v.inquiryId === undefined) !== (v.reserveId === undefined), {
      path: ['inquiryId'],
      message: 'やり取りの ID か予約の ID のどちらか一方を指定してください。',
    }),
  output: z.object({ inquiry: operatorInquiryView, messages: inquiryMessagesPage }),
  errors: ['INQUIRY_NOT_FOUND'],
});

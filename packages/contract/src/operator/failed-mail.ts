import { z } from 'zod';

/**
 * A mail the job engine gave up on after its last attempt (ADR 0026), as operators see it: to
 * whom, what, how often it was tried and the last error the SMTP server gave. `noticeCount` is the
 * number of in-app notices it told of (more than one for a gathered conversation mail, none for a
 * mail to an address that is not a user's, such as a contact answer).
 */
export const failedMail = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  noticeCount: z.number().int(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  failedAt: z.iso.datetime({ offset: true }),
});
export type FailedMail = z.infer<typeof failedMail>;

import type { FailedMail } from '@kurumatabi/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { createOperatorAuditRepository } from '../operator-audit/operator-audit.repository.js';
import type { FailedMailRow, MailJobs } from './mail-jobs.js';

function toFailedMail(row: FailedMailRow): FailedMail {
  return {
    id: row.id,
    to: row.data.to,
    subject: row.data.subject,
    text: row.data.text,
    noticeCount: row.data.noticeIds.length,
    attempts: row.retryCount + 1,
    lastError: row.lastError,
    createdAt: row.createdOn.toISOString(),
    failedAt: row.completedOn.toISOString(),
  };
}

/**
 * The operators' view of the mails the job engine gave up on, and their remedy (ADR 0026). Without
 * mail configured there are no mail jobs: the list is empty and every id is unknown.
 */
export function createFailedMailsService(mail: Pick<MailJobs, 'listFailed' | 'retryFailed'> | null, db: Db) {
  async function list(input: { limit: number; offset: number }) {
    const page = mail ? await mail.listFailed(input.limit, input.offset) : { items: [], total: 0 };
    return { items: page.items.map(toFailedMail), total: page.total, limit: input.limit, offset: input.offset };
  }

  async function retry(operatorUserId: string, mailId: string): Promise<{ mailId: string }> {
    const outcome = mail ? await mail.retryFailed(mailId) : 'not-found';
    if (outcome === 'not-found') throw new AppError('MAIL_NOT_FOUND');
    if (outcome === 'not-failed') throw new AppError('MAIL_NOT_FAILED');
    // The retry is pg-boss's own statement on its own connection: its audit row follows it at once
    // (ADR 0033; the one staff action whose row cannot share the act's transaction).
    await createOperatorAuditRepository(db).record({
      operatorUserId,
      action: 'mail.retry',
      targetKind: 'mail',
      targetId: mailId,
      at: new Date(),
    });
    return { mailId };
  }

  return { list, retry };
}

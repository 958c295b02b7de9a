import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { InvoiceStatus, staffInvoice } from '../invoices/dto.js';
import { pageInput, pageOutput } from '../paging.js';

/**
 * The invoices to reconcile (ADR 0040), for staff: open and overdue ones by due date (the most urgent
 * first), paid ones by the day of reconciliation (newest first); all of them newest issued first.
 */
export const operatorSearchInvoices = defineEndpoint({
  path: '/v1/operator/search-invoices',
  name: 'operatorSearchInvoices',
  tag: 'operator',
  summary: '請求書払いの請求書を一覧する（運営のみ、入金消込）',
  access: 'operator',
  ids: {},
  rateLimit: 'search',
  input: z.strictObject({
    status: z.enum(InvoiceStatus.values, { error: '請求書の状態が正しくありません。' }).optional(),
    ...pageInput(20, 50),
  }),
  output: pageOutput(staffInvoice),
});

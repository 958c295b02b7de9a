import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { calendarDate } from '../listings/dto.js';
import { ledgerReport } from './payments-dto.js';

/**
 * The ledger for staff (ADR 0041): each account's debits and credits over a period (Japan days, both
 * included; the whole ledger without one), and the books' invariants checked live on the whole ledger.
 */
export const operatorShowLedgerReport = defineEndpoint({
  path: '/v1/operator/show-ledger-report',
  name: 'operatorShowLedgerReport',
  tag: 'operator',
  summary: '元帳レポート（勘定ごとの合計と整合性チェック、運営のみ）',
  access: 'operator',
  ids: {},
  input: z
    .strictObject({ from: calendarDate.optional(), to: calendarDate.optional() })
    .refine((v) => !v.from || !v.to || v.from <= v.to, { path: ['to'], message: '終了日は開始日以降の日付を指定してください。' }),
  output: ledgerReport,
});

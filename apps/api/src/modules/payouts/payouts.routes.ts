import {
  downloadPayoutFeeInvoice,
  downloadPayoutStatement,
  listHostPayouts,
  operatorClosePayoutMonth,
  operatorDownloadZenginFile,
  operatorListPayouts,
  operatorMarkPayoutsSent,
} from '@kurumatabi/contract';
import { registeredUser } from '../../http/route.js';
import type { ModuleRoutes } from '../module.js';

/** Payouts (ADR 0039): the hosts' own payouts and documents; the operators' month, close, transfer file and "sent". */
export const payoutsRoutes: ModuleRoutes = (route, { services }) => {
  const { payouts, payoutDocuments } = services;
  route(listHostPayouts, (ctx) => payouts.hostPayouts(registeredUser(ctx), ctx.body.limit, ctx.body.offset));
  route(downloadPayoutStatement, (ctx) => payoutDocuments.statement(registeredUser(ctx), ctx.body.payoutId));
  route(downloadPayoutFeeInvoice, (ctx) => payoutDocuments.feeInvoice(registeredUser(ctx), ctx.body.payoutId));
  route(operatorListPayouts, (ctx) => payouts.month(ctx.body.period, ctx.body.limit, ctx.body.offset));
  route(operatorClosePayoutMonth, (ctx) => payouts.closeAsStaff(registeredUser(ctx), ctx.body.period, ctx.body.limit, ctx.body.offset));
  route(operatorDownloadZenginFile, (ctx) => payoutDocuments.zenginFile(registeredUser(ctx), ctx.body.period, ctx.body.payoutIds));
  route(operatorMarkPayoutsSent, (ctx) => payouts.markSentAsStaff(registeredUser(ctx), ctx.body));
};

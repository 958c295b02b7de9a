import { downloadReserveInvoice, operatorMarkInvoicePaid, operatorSearchInvoices } from '@kurumatabi/contract';
import { registeredUser } from '../../http/route.js';
import type { ModuleRoutes } from '../module.js';

/** 請求書払い's calls (ADR 0040): the guest's PDF, and the console's list and reconciliation. */
export const invoicesRoutes: ModuleRoutes = (route, { services }) => {
  const { invoices } = services;
  route(downloadReserveInvoice, (ctx) => invoices.guestPdf(registeredUser(ctx), ctx.body.reserveId));
  route(operatorSearchInvoices, (ctx) => invoices.search(ctx.body));
  route(operatorMarkInvoicePaid, (ctx) => invoices.markPaid(registeredUser(ctx), ctx.body));
};

import { createReserveReceiptLink, listPaymentHistory, showReserveReceipt, updateReserveReceiptAddressee } from '@kurumatabi/contract';
import { registeredUser } from '../../http/route.js';
import type { ModuleRoutes } from '../module.js';

/** Guests' receipts and payment history (ADR 0038); the PDF itself is served by receipts-http.ts. */
export const receiptsRoutes: ModuleRoutes = (route, { services }) => {
  const receipts = services.receipts;
  route(showReserveReceipt, (ctx) => receipts.show(registeredUser(ctx), ctx.body.reserveId));
  route(createReserveReceiptLink, (ctx) => receipts.createLink(registeredUser(ctx), ctx.body.reserveId));
  route(updateReserveReceiptAddressee, (ctx) => receipts.updateAddressee(registeredUser(ctx), ctx.body.reserveId, ctx.body.name));
  route(listPaymentHistory, (ctx) => receipts.history(registeredUser(ctx), ctx.body));
};

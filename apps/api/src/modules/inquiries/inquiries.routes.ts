import {
  closeInquiry,
  createInquiry,
  searchInquiries,
  sendInquiryMessage,
  showInquiries,
  showInquiry,
  showInquiryMessages,
  showInquiryThread,
} from '@kurumatabi/contract';
import { registeredUser } from '../../http/route.js';
import type { ModuleRoutes } from '../module.js';

/** Conversations (ADR 0025): the two people's calls, and the operators' audited read. */
export const inquiriesRoutes: ModuleRoutes = (route, { services }) => {
  const inquiries = services.inquiries;
  route(createInquiry, (ctx) => inquiries.create(registeredUser(ctx), ctx.body));
  route(sendInquiryMessage, (ctx) => inquiries.send(registeredUser(ctx), ctx.body));
  route(showInquiry, (ctx) => inquiries.show(registeredUser(ctx), ctx.body.inquiryId));
  route(showInquiries, (ctx) => inquiries.showMine(registeredUser(ctx), ctx.body));
  route(searchInquiries, (ctx) => inquiries.search(registeredUser(ctx), ctx.body));
  route(showInquiryMessages, (ctx) => inquiries.messages(registeredUser(ctx), ctx.body));
  route(closeInquiry, (ctx) => inquiries.close(registeredUser(ctx), ctx.body));
  route(showInquiryThread, (ctx) => inquiries.operatorThread(registeredUser(ctx), ctx.body));
};

import {
  answerContactMessage,
  listContactMessages,
  markContactMessageDone,
  publicSendContact,
  sendContact,
  showContactMessage,
} from '@kurumatabi/contract';
import { registeredUser } from '../../http/route.js';
import type { ModuleRoutes } from '../module.js';

/** The contact form (visitors and users) and the operators' inbox (ADR 0025). */
export const contactRoutes: ModuleRoutes = (route, { services }) => {
  const contact = services.contact;
  route(publicSendContact, (ctx) => contact.send(null, ctx.body));
  route(sendContact, (ctx) => contact.send(registeredUser(ctx), ctx.body));
  route(listContactMessages, (ctx) => contact.list(ctx.body));
  route(showContactMessage, (ctx) => contact.show(ctx.body.contactMessageId));
  route(answerContactMessage, (ctx) => contact.answer(registeredUser(ctx), ctx.body));
  route(markContactMessageDone, (ctx) => contact.markDone(registeredUser(ctx), ctx.body.contactMessageId));
};

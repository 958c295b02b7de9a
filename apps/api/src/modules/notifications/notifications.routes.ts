import {
  listFailedMails,
  markAllNotificationsAsRead,
  markNotificationAsRead,
  retryFailedMail,
  showNotifications,
  showNotificationSettings,
  updateNotificationSettings,
} from '@kurumatabi/contract';
import { registeredUser } from '../../http/route.js';
import type { ModuleRoutes } from '../module.js';

export const notificationsRoutes: ModuleRoutes = (route, { services }) => {
  route(showNotifications, (ctx) => services.notifications.show(registeredUser(ctx).id, ctx.body));
  route(markNotificationAsRead, (ctx) => services.notifications.markRead(registeredUser(ctx).id, ctx.body.id));
  route(markAllNotificationsAsRead, (ctx) => services.notifications.markAllRead(registeredUser(ctx).id));
  route(showNotificationSettings, (ctx) => services.notifications.settings(registeredUser(ctx).id));
  route(updateNotificationSettings, (ctx) => services.notifications.updateSettings(registeredUser(ctx).id, ctx.body));
  // Operator level (ADR 0026): the access check ran before the body was read.
  route(listFailedMails, (ctx) => services.failedMails.list(ctx.body));
  route(retryFailedMail, (ctx) => services.failedMails.retry(registeredUser(ctx).id, ctx.body.mailId));
};

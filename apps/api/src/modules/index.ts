import { accountsRoutes } from './accounts/accounts.routes.js';
import { calendarSyncRoutes } from './calendar-sync/calendar-sync.routes.js';
import { hostRulesRoutes } from './host-rules/host-rules.routes.js';
import { carsRoutes } from './cars/cars.routes.js';
import { contactRoutes } from './contact/contact.routes.js';
import { operatorConsoleRoutes } from './operator-console/operator-console.routes.js';
import { contentRoutes } from './content/content.routes.js';
import { inquiriesRoutes } from './inquiries/inquiries.routes.js';
import { invoicesRoutes } from './invoices/invoices.routes.js';
import { listingVerificationsRoutes } from './listing-verifications/listing-verifications.routes.js';
import { reserveOwnerRoutes } from './reserve-owner/reserve-owner.routes.js';
import { schedulesRoutes } from './schedules/schedules.routes.js';
import { spotsRoutes } from './spots/spots.routes.js';
import { bankAccountsRoutes } from './bank-accounts/bank-accounts.routes.js';
import { driverLicenseRoutes } from './driver-license/driver-license.routes.js';
import { faqRoutes } from './faq/faq.routes.js';
import { imagesRoutes } from './images/images.routes.js';
import { locationsRoutes } from './locations/locations.routes.js';
import { masterRoutes } from './master/master.routes.js';
import { notificationsRoutes } from './notifications/notifications.routes.js';
import { legalRoutes } from './legal/legal.routes.js';
import type { ModuleRoutes } from './module.js';
import { usersRoutes } from './users/users.routes.js';
import { receiptsRoutes } from './receipts/receipts.routes.js';
import { reserveChangesRoutes } from './reserve-changes/reserve-changes.routes.js';
import { reservesRoutes } from './reserves/reserves.routes.js';
import { reviewsRoutes } from './reviews/reviews.routes.js';
import { payoutsRoutes } from './payouts/payouts.routes.js';

/** Every module's routes; together they must cover the whole registry (checked at startup). */
export const modules: readonly ModuleRoutes[] = [
  legalRoutes,
  faqRoutes,
  usersRoutes,
  accountsRoutes,
  driverLicenseRoutes,
  notificationsRoutes,
  locationsRoutes,
  bankAccountsRoutes,
  imagesRoutes,
  masterRoutes,
  carsRoutes,
  spotsRoutes,
  schedulesRoutes,
  listingVerificationsRoutes,
  reserveOwnerRoutes,
  calendarSyncRoutes,
  hostRulesRoutes,
  reservesRoutes,
  reserveChangesRoutes,
  receiptsRoutes,
  reviewsRoutes,
  inquiriesRoutes,
  contactRoutes,
  operatorConsoleRoutes,
  payoutsRoutes,
  invoicesRoutes,
  contentRoutes,
];

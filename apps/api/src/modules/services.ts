import type { ParsedInput, updateCar } from '@kurumatabi/contract';
import type { Auth } from 'firebase-admin/auth';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { runnerOf } from '../db/prepared.js';
import { createStorage } from '../lib/storage/storage.js';
import { createAccountsRepository } from './accounts/accounts.repository.js';
import { createAccountsService } from './accounts/accounts.service.js';
import { createHostRulesService } from './host-rules/host-rules.service.js';
import { createCalendarSyncService } from './calendar-sync/calendar-sync.service.js';
import { createCarsService } from './cars/cars.service.js';
import type { TokenMemory } from './users/token-memory.js';
import { createReplicaDrops } from './replica-drops.js';
import { createContactService } from './contact/contact.service.js';
import { createContentModule } from './content/content-module.js';
import { createSpotsService } from './spots/spots.service.js';
import { createBankAccountsRepository } from './bank-accounts/bank-accounts.repository.js';
import { createBankAccountsService } from './bank-accounts/bank-accounts.service.js';
import { createDriverLicenseRepository } from './driver-license/driver-license.repository.js';
import { createDriverLicenseService } from './driver-license/driver-license.service.js';
import { createImagesRepository } from './images/images.repository.js';
import { createImagesService } from './images/images.service.js';
import { createInquiriesService } from './inquiries/inquiries.service.js';
import { createListingRevisionsService } from './listing-revisions/listing-revisions.service.js';
import { createLocationsRepository } from './locations/locations.repository.js';
import { createLocationsService } from './locations/locations.service.js';
import { createFailedMailsService } from './notifications/failed-mails.service.js';
import { createMailJobs } from './notifications/mail-jobs.js';
import { createMailer } from './notifications/mailer.js';
import { createNotificationsRepository } from './notifications/notifications.repository.js';
import { createNotificationsService } from './notifications/notifications.service.js';
import { createNotifications } from './notifications/notifier.js';
import type { PaymentProvider } from './payments/payment-port.js';
import { createInvoiceBook } from './invoices/invoice-book.js';
import { createInvoicesService } from './invoices/invoices.service.js';
import { createReserveChangeMoney } from './payments/reserve-change-money.js';
import { createReserveMoney } from './payments/reserve-money.js';
import { createReserveChanges } from './reserve-changes/reserve-changes.service.js';
import { createReceiptsService } from './receipts/receipts.service.js';
import { createPayoutDocuments } from './payouts/payout-documents.service.js';
import { createPayoutsService } from './payouts/payouts.service.js';
import { createReservesService } from './reserves/reserves.service.js';
import { createReviewServices } from './reviews/review-services.js';
import { createAuditLogService } from './operator-console/audit-log.service.js';
import { createStaffPaymentsService } from './operator-console/staff-payments.service.js';
import { createStaffReservesService } from './operator-console/staff-reserves.service.js';
import { createStaffUsersService } from './operator-console/staff-users.service.js';

/** The services shared between modules (a licence or listing decision notifies; a deactivation deletes images and unlists). */
export function createServices(deps: {
  db: Db;
  config: Config;
  firebaseAuth: Auth;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** Counts background work as in-flight (the mail engine's statements and jobs), so that shutdown waits for it. */
  track?: <T>(work: () => Promise<T>) => Promise<T>;
  /** The card processor (ADR 0036): the sandbox or Stripe, chosen by PAYMENT_PROVIDER. */
  paymentProvider: PaymentProvider;
  /** The auth plugin's remembered tokens, steered by the replicas' listener (ADR 0050). */
  tokenMemory?: TokenMemory;
}) {
  const now = deps.now ?? (() => new Date());
  const storage = createStorage(deps.config.storage);
  const imagesRepository = createImagesRepository(deps.db);
  const images = createImagesService({ repository: imagesRepository, storage, imageUrlSecret: deps.config.imageUrlSecret, now });
  const notificationsRepository = createNotificationsRepository(deps.db);
  // Mail goes through the job engine (ADR 0026): null when mail is not configured (in-app notices only).
  const mailer = createMailer(deps.config.mail);
  const mail =
    mailer &&
    createMailJobs({
      pool: runnerOf(deps.db),
      mailer,
      log: deps.log,
      options: deps.config.mail.jobs,
      // A batch's mail is composed with the notifier's templates when its window ends.
      gather: (batch, tx) => notifier.gather(batch, tx),
      markEmailed: notificationsRepository.markEmailed,
      transaction: (work) => deps.db.transaction(work),
      track: deps.track,
    });
  const notifier = createNotifications({ db: deps.db, repository: notificationsRepository, mail, publicUrl: deps.config.publicUrl });
  const { notify, prepareNotice, sendMail } = notifier;
  const listingDeps = { db: deps.db, notify, now, cacheTtlMs: deps.config.contentCacheTtlSeconds * 1000 };
  const cars = createCarsService(listingDeps);
  const spots = createSpotsService(listingDeps);
  const money = createReserveMoney({
    db: deps.db,
    provider: deps.paymentProvider,
    now,
    publicUrl: deps.config.publicUrl,
    invoices: createInvoiceBook({ notify }),
    notify,
  });
  // Calendar sync (ADR 0057): the export feed, the import feeds and their poll; a feed's days are the listing's calendar.
  const calendarSync = createCalendarSyncService({
    db: deps.db,
    now,
    publicUrl: deps.config.publicUrl,
    allowPrivateFeeds: deps.config.nodeEnv === 'development' || deps.config.nodeEnv === 'test',
    onCalendarChanged: (kind) => (kind === 'car' ? cars.clearCache() : spots.clearCache()),
    tellReplicas: (kind, tx) => (kind === 'car' ? cars.tellReplicasAll(tx) : spots.tellReplicasAll(tx)),
    notify,
  });
  const changeMoney = createReserveChangeMoney({ money, provider: deps.paymentProvider, now });
  const onMoneyError = (error: unknown) => deps.log.warn({ err: error }, '決済処理を後で再試行します (payment operation will be retried)');
  const reserves = createReservesService({
    db: deps.db,
    releaseChangeHold: changeMoney.release,
    notify,
    prepareNotice,
    now,
    toImage: images.toImage,
    feeRate: deps.config.marketplaceFeeRate,
    money,
    // Sent again by the money sweep; never the card's data (the processor's error says what failed).
    onMoneyError,
    // A booking elsewhere in the last minutes shows before the host says yes (a feed that cannot be read does not stop it).
    beforeApprove: (row) => calendarSync.refreshBeforeApproval(row.carId ? 'car' : 'spot', (row.carId ?? row.spotId)!),
  });
  // A change of a booked trip (issue 36 item 4): its new days under the listing's lock, its money under `reserve-change:<id>`.
  const reserveChanges = createReserveChanges({
    db: deps.db,
    now,
    notify,
    money,
    changeMoney,
    onMoneyError,
    beforeAccept: (row) => calendarSync.refreshBeforeApproval(row.carId ? 'car' : 'spot', (row.carId ?? row.spotId)!),
  });
  // Articles, news and owner interviews (ADR 0031): edited at run time, so their cache listens for changes.
  const content = createContentModule({
    db: deps.db,
    now,
    toImage: images.toImage,
    cacheTtlMs: deps.config.contentCacheTtlSeconds * 1000,
    log: deps.log,
    views: deps.config.contentViews,
  });
  // Every replica's listing caches, content and remembered tokens follow every replica's writes (ADR 0050).
  const replicaDrops = createReplicaDrops({
    databaseUrl: deps.config.databaseUrl,
    log: deps.log,
    caches: { car: cars.cache, spot: spots.cache },
    content: content.cache,
    tokens: deps.tokenMemory,
  });
  return {
    now,
    images,
    cars,
    spots,
    // Changes to verified listings wait for an operator (ADR 0023); each decision goes to the listing's service.
    listingRevisions: createListingRevisionsService({ db: deps.db, cars, spots }),
    /** The public reads of articles, news and interviews (the routes and the page server). */
    content: content.public,
    /** The operators' content desk. */
    contentEditor: content.editor,
    /** The view counter, started and stopped with the app. */
    contentLifecycle: { start: content.start, stop: content.stop, views: content.views },
    /** The listener of the other replicas' notices (listings, content, accounts), started and stopped with the app. */
    replicaDrops,
    notify,
    /** Mail to an address that is not a user's (contact answers), through the same queue. */
    sendMail,
    /** The mail queues on the job engine; null when mail is not configured. Started and stopped with the app. */
    mail,
    notifications: createNotificationsService(notificationsRepository),
    failedMails: createFailedMailsService(mail, deps.db),
    driverLicense: createDriverLicenseService({
      repository: createDriverLicenseRepository(deps.db),
      imagesRepository,
      images,
      notify,
      now,
    }),
    // A pickup location's place is copied onto its cars: they follow in the same transaction (ADR 0015).
    locations: createLocationsService(createLocationsRepository(deps.db), { onUpdated: cars.followLocation }),
    bankAccounts: createBankAccountsService(createBankAccountsRepository(deps.db)),
    // Reservations (ADR 0016): the counterpart is notified; photos are private images with signed URLs.
    // Reviews and ratings (ADR 0027): a publication moves the listing's rating and re-renders its documents.
    reviews: createReviewServices({ db: deps.db, notify, now, cars, spots, clientSignalSecret: deps.config.clientSignalSecret }),
    reserves,
    reserveChanges,
    // Guests' receipts (ADR 0038): links signed with the private images' secret, under a "receipt/" prefix of their own.
    receipts: createReceiptsService({ db: deps.db, now, linkSecret: deps.config.imageUrlSecret }),
    // The operator console (ADR 0033): staff find reservations and users, cancel and suspend with a reason, read the audit log.
    staffReserves: createStaffReservesService({ db: deps.db, reserves }),
    // 請求書払い (ADR 0040): the guest's PDF, staff's reconciliation and the overdue reminders.
    invoices: createInvoicesService({ db: deps.db, notify, now, invoicing: deps.config.invoicing }),
    // The console's money (ADR 0041): staff refunds go through the reservation money's own refund.
    staffPayments: createStaffPaymentsService({
      db: deps.db,
      money,
      now,
      approvalThreshold: deps.config.staffRefundApprovalThreshold,
      onMoneyError: (error) => deps.log.warn({ err: error }, '返金を後で再試行します (staff refund will be retried)'),
    }),
    staffUsers: createStaffUsersService({
      db: deps.db,
      firebaseAuth: deps.firebaseAuth,
      notify,
      log: deps.log,
      now,
      listings: [cars, spots],
      forgetTokens: deps.tokenMemory?.forget,
    }),
    auditLog: createAuditLogService(deps.db),
    calendarSync,
    // A host's rules and coupons (issue 36): a car's lengths are written through the car's own save.
    hostRules: createHostRulesService({
      db: deps.db,
      now,
      saveCarLengths: async (user, carId, minDays, maxDays) => {
        const lengths: ParsedInput<typeof updateCar> = { carId, minDays, maxDays, requestVerification: false };
        await cars.update(user, lengths);
      },
    }),
    // Payouts (ADR 0039): the monthly close from the ledger, the Zengin file, Connect transfers, the documents.
    payouts: createPayoutsService({
      db: deps.db,
      config: deps.config.payouts,
      provider: deps.paymentProvider,
      providerName: deps.config.payments.provider,
      notify,
      now,
    }),
    payoutDocuments: createPayoutDocuments({ db: deps.db, config: deps.config.payouts, now }),
    // Conversations (ADR 0025): a new message notifies the other person; System messages come from the reservations' writes.
    inquiries: createInquiriesService({ db: deps.db, notify, now }),
    // The contact form and its inbox: an answer is mailed to the sender's address through the same mail path.
    contact: createContactService({ db: deps.db, sendMail, now, publicUrl: deps.config.publicUrl }),
    accounts: createAccountsService({
      repository: createAccountsRepository(deps.db),
      firebaseAuth: deps.firebaseAuth,
      images,
      notify,
      log: deps.log,
      // The leaver's listings stopped being listed in the deactivation's transaction; drop what this process cached
      // and the leaver's remembered tokens (the other replicas on the transaction's notices, ADR 0050).
      onDeactivated: (user) => {
        cars.clearCache();
        spots.clearCache();
        deps.tokenMemory?.forget(user.firebaseUid);
      },
    }),
  };
}

export type Services = ReturnType<typeof createServices>;

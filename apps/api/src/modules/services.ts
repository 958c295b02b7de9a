import type { Auth } from 'firebase-admin/auth';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { createStorage } from '../lib/storage/storage.js';
import { createAccountsRepository } from './accounts/accounts.repository.js';
import { createAccountsService } from './accounts/accounts.service.js';
import { createCarsService } from './cars/cars.service.js';
import { createSpotsService } from './spots/spots.service.js';
import { createBankAccountsRepository } from './bank-accounts/bank-accounts.repository.js';
import { createBankAccountsService } from './bank-accounts/bank-accounts.service.js';
import { createDriverLicenseRepository } from './driver-license/driver-license.repository.js';
import { createDriverLicenseService } from './driver-license/driver-license.service.js';
import { createImagesRepository } from './images/images.repository.js';
import { createImagesService } from './images/images.service.js';
import { createListingRevisionsService } from './listing-revisions/listing-revisions.service.js';
import { createLocationsRepository } from './locations/locations.repository.js';
import { createLocationsService } from './locations/locations.service.js';
import { createMailOutbox } from './notifications/mail-outbox.js';
import { createMailOutboxRepository } from './notifications/mail-outbox.repository.js';
import { createMailer } from './notifications/mailer.js';
import { createNotificationsRepository } from './notifications/notifications.repository.js';
import { createNotificationsService } from './notifications/notifications.service.js';
import { createNotifications } from './notifications/notifier.js';
import { createReservesService } from './reserves/reserves.service.js';

/** The services shared between modules (a licence or listing decision notifies; a deactivation deletes images and unlists). */
export function createServices(deps: {
  db: Db;
  config: Config;
  firebaseAuth: Auth;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** Counts background work as in-flight (the mail outbox's passes), so that shutdown waits for it. */
  track?: <T>(work: () => Promise<T>) => Promise<T>;
}) {
  const now = deps.now ?? (() => new Date());
  const storage = createStorage(deps.config.storage);
  const imagesRepository = createImagesRepository(deps.db);
  const images = createImagesService({ repository: imagesRepository, storage, imageUrlSecret: deps.config.imageUrlSecret, now });
  const notificationsRepository = createNotificationsRepository(deps.db);
  // Mail goes through the outbox (ADR 0022): null when mail is not configured (in-app notices only).
  const mailer = createMailer(deps.config.mail);
  const mailOutbox =
    mailer &&
    createMailOutbox({
      repository: createMailOutboxRepository(deps.db),
      mailer,
      log: deps.log,
      options: deps.config.mail.outbox,
      track: deps.track,
    });
  const { notify, prepareNotice, sendMail } = createNotifications({
    repository: notificationsRepository,
    mailEnabled: mailOutbox !== null,
    mailScope: deps.config.mail.outbox.scope,
    publicUrl: deps.config.publicUrl,
    onMailQueued: () => mailOutbox?.wake(),
  });
  const listingDeps = { db: deps.db, notify, now, cacheTtlMs: deps.config.contentCacheTtlSeconds * 1000 };
  const cars = createCarsService(listingDeps);
  const spots = createSpotsService(listingDeps);
  return {
    now,
    images,
    cars,
    spots,
    // Changes to verified listings wait for an operator (ADR 0023); each decision goes to the listing's service.
    listingRevisions: createListingRevisionsService({ db: deps.db, cars, spots }),
    notify,
    /** Mail to an address that is not a user's (contact answers), through the same outbox. */
    sendMail,
    /** Null when mail is not configured; started and stopped with the app. */
    mailOutbox,
    notifications: createNotificationsService(notificationsRepository),
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
    reserves: createReservesService({
      db: deps.db,
      notify,
      prepareNotice,
      now,
      toImage: images.toImage,
      feeRate: deps.config.marketplaceFeeRate,
    }),
    accounts: createAccountsService({
      repository: createAccountsRepository(deps.db),
      firebaseAuth: deps.firebaseAuth,
      images,
      notify,
      log: deps.log,
      // The leaver's listings stopped being listed in the deactivation's transaction; drop what this process cached.
      onDeactivated: () => {
        cars.clearCache();
        spots.clearCache();
      },
    }),
  };
}

export type Services = ReturnType<typeof createServices>;

import type { Auth } from 'firebase-admin/auth';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { createStorage } from '../lib/storage/storage.js';
import { createAccountsRepository } from './accounts/accounts.repository.js';
import { createAccountsService } from './accounts/accounts.service.js';
import { createBankAccountsRepository } from './bank-accounts/bank-accounts.repository.js';
import { createBankAccountsService } from './bank-accounts/bank-accounts.service.js';
import { createDriverLicenseRepository } from './driver-license/driver-license.repository.js';
import { createDriverLicenseService } from './driver-license/driver-license.service.js';
import { createImagesRepository } from './images/images.repository.js';
import { createImagesService } from './images/images.service.js';
import { createLocationsRepository } from './locations/locations.repository.js';
import { createLocationsService } from './locations/locations.service.js';
import { createMailer } from './notifications/mailer.js';
import { createNotificationsRepository } from './notifications/notifications.repository.js';
import { createNotificationsService } from './notifications/notifications.service.js';
import { createNotifier } from './notifications/notifier.js';

/** The services shared between modules (a licence decision notifies; a deactivation deletes images). */
export function createServices(deps: { db: Db; config: Config; firebaseAuth: Auth; log: FastifyBaseLogger; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  const storage = createStorage(deps.config.storage);
  const imagesRepository = createImagesRepository(deps.db);
  const images = createImagesService({ repository: imagesRepository, storage, imageUrlSecret: deps.config.imageUrlSecret, now });
  const notificationsRepository = createNotificationsRepository(deps.db);
  const notify = createNotifier({
    repository: notificationsRepository,
    mailer: createMailer(deps.config.mail),
    publicUrl: deps.config.publicUrl,
    log: deps.log,
  });
  return {
    now,
    images,
    notify,
    notifications: createNotificationsService(notificationsRepository),
    driverLicense: createDriverLicenseService({
      repository: createDriverLicenseRepository(deps.db),
      imagesRepository,
      images,
      notify,
      now,
    }),
    locations: createLocationsService(createLocationsRepository(deps.db)),
    bankAccounts: createBankAccountsService(createBankAccountsRepository(deps.db)),
    accounts: createAccountsService({
      repository: createAccountsRepository(deps.db),
      firebaseAuth: deps.firebaseAuth,
      images,
      notify,
      log: deps.log,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;

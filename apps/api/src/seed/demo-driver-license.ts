import { updateDriverLicense } from '@kurumatabi/contract';
import { and, eq } from 'drizzle-orm';
import { loadConfig, type Config } from '../config.js';
import type { Db } from '../db/client.js';
import { driverLicenses, notifications, operatorAuditLog, users, type UserRow } from '../db/schema/index.js';
import { createStorage } from '../lib/storage/storage.js';
import { createDriverLicenseRepository } from '../modules/driver-license/driver-license.repository.js';
import { createDriverLicenseService } from '../modules/driver-license/driver-license.service.js';
import { createImagesRepository } from '../modules/images/images.repository.js';
import { createImagesService } from '../modules/images/images.service.js';
import { createNotificationsRepository } from '../modules/notifications/notifications.repository.js';
import { createNotifications } from '../modules/notifications/notifier.js';
import { licenceBackSvg, licenceFrontSvg, licencePhoto } from './art/licence-card.js';
import { demoAccounts } from './demo-accounts.js';

const DAY = 86_400_000;

/** The demo guest's licence: a gold licence, valid three more years (renewed by birthday month, as in Japan). */
export function demoLicenceFacts(now: Date) {
  return { number: '3012 4567 8901', color: 'Gold' as const, expiresOn: `${now.getUTCFullYear() + 3}-05-06` };
}

async function userByUid(db: Db, uid: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.firebaseUid, uid));
  return row ?? null;
}

/**
 * 山田 花子 (the demo guest) books cars, so she has a verified driving licence: registered with both photos and
 * sent for verification through the licence service (its rules: the number normalised, the expiry checked, the
 * photos her own private images), and verified by the demo operator (his decision notifies her and is audited).
 * The story's days are then set back to the week she joined, before her first car trip. A guest who already has a
 * licence is left as she is; one left under verification by an interrupted seed is decided now.
 */
export async function ensureDemoDriverLicense(db: Db, now: Date = new Date(), config: Config = loadConfig(process.env)): Promise<number> {
  const guestAccount = demoAccounts.find((a) => a.key === 'guest')!;
  const [guest, operator] = [
    await userByUid(db, guestAccount.uid),
    await userByUid(db, demoAccounts.find((a) => a.key === 'operator')!.uid),
  ];
  if (!guest || !operator) return 0;
  const repository = createDriverLicenseRepository(db);
  const existing = await repository.findByUser(guest.id);
  if (existing && existing.status !== 'VerificationRequest') return 0;

  const imagesRepository = createImagesRepository(db);
  const images = createImagesService({
    repository: imagesRepository,
    storage: createStorage(config.storage),
    imageUrlSecret: config.imageUrlSecret,
    now: () => now,
  });
  // In-app notices only: the demo's mails would go to an address nobody reads.
  const { notify } = createNotifications({ db, repository: createNotificationsRepository(db), mail: null, publicUrl: config.publicUrl });
  const service = createDriverLicenseService({ repository, imagesRepository, images, notify, now: () => now });

  let licenceId = existing?.id;
  if (!licenceId) {
    const facts = demoLicenceFacts(now);
    const front = await images.upload(
      guest.id,
      await licencePhoto(licenceFrontSvg({ ...facts, number: facts.number.replaceAll(' ', '') })),
      'Private',
    );
    const back = await images.upload(guest.id, await licencePhoto(licenceBackSvg()), 'Private');
    const input = updateDriverLicense.input.parse({ ...facts, frontImageId: front.id, backImageId: back.id, requestVerification: true });
    licenceId = (await service.update(guest.id, input)).id;
  }
  await service.decide(operator.id, licenceId, { status: 'Verified', reason: null });

  const joined = guest.createdAt.getTime();
  const [submittedAt, decidedAt] = [new Date(joined + 2 * DAY), new Date(joined + 3 * DAY)];
  await db.transaction(async (tx) => {
    await tx.update(driverLicenses).set({ submittedAt, decidedAt, updatedAt: decidedAt }).where(eq(driverLicenses.id, licenceId));
    await tx
      .update(notifications)
      .set({ createdAt: decidedAt, readAt: new Date(decidedAt.getTime() + 2 * 3_600_000) })
      .where(and(eq(notifications.userId, guest.id), eq(notifications.title, '運転免許証の確認が完了しました')));
    // The audit row the decision wrote, dated with the decision it records.
    await tx
      .update(operatorAuditLog)
      .set({ at: decidedAt })
      .where(and(eq(operatorAuditLog.targetId, licenceId), eq(operatorAuditLog.action, 'driverLicense.verify')));
  });
  return 1;
}

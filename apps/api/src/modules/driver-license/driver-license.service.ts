import { createOperatorAuditRepository } from '../operator-audit/operator-audit.repository.js';
import type { DriverLicense, DriverLicenseVerification } from '@kurumatabi/contract';
import type { VerificationStatus } from '@kurumatabi/contract/enums';
import type { DriverLicenseRow } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { maskTail } from '../../lib/mask.js';
import type { ImagesRepository } from '../images/images.repository.js';
import type { ImagesService } from '../images/images.service.js';
import type { NotificationMessage, Notify } from '../notifications/notifier.js';
import type { DriverLicenseRepository, LicenseValues } from './driver-license.repository.js';

/** Today in Japan, `YYYY-MM-DD` (a licence is valid through its expiry day, Japan time). */
export function todayInJapan(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export function createDriverLicenseService(deps: {
  repository: DriverLicenseRepository;
  imagesRepository: ImagesRepository;
  images: ImagesService;
  notify: Notify;
  now: () => Date;
}) {
  async function toDto(row: DriverLicenseRow, view: 'masked' | 'edit'): Promise<DriverLicense> {
    const ids = [row.frontImageId, row.backImageId].filter((id): id is string => id !== null);
    const found = new Map((await deps.imagesRepository.findByIds(ids)).map((image) => [image.id, image]));
    const imageOf = (id: string | null) => {
      const image = id ? found.get(id) : undefined;
      return image ? deps.images.toImage(image) : null;
    };
    return {
      id: row.id,
      number: view === 'edit' ? row.number : maskTail(row.number, 4),
      numberMasked: view !== 'edit',
      color: row.color,
      expiresOn: row.expiresOn,
      frontImage: imageOf(row.frontImageId),
      backImage: imageOf(row.backImageId),
      status: row.status,
      rejectionReason: row.rejectionReason,
      submittedAt: row.submittedAt?.toISOString() ?? null,
      decidedAt: row.decidedAt?.toISOString() ?? null,
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function show(userId: string, view: 'masked' | 'edit') {
    const row = await deps.repository.findByUser(userId);
    return { driverLicense: row ? await toDto(row, view) : null };
  }

  async function update(userId: string, input: LicenseValues): Promise<DriverLicense> {
    if (input.expiresOn < todayInJapan(deps.now())) throw new AppError('DRIVER_LICENSE_EXPIRED');
    const ids = [...new Set([input.frontImageId, input.backImageId].filter((id): id is string => id !== null))];
    // Only the caller's own private images: someone else's id is "not found", never attached.
    const owned = await deps.imagesRepository.findOwned(userId, ids, 'Private');
    if (owned.length !== ids.length) throw new AppError('IMAGE_NOT_FOUND');
    if (input.requestVerification && (!input.frontImageId || !input.backImageId)) throw new AppError('DRIVER_LICENSE_PHOTOS_REQUIRED');
    const row = await deps.repository.upsert(userId, input);
    if (!row) throw new AppError('DRIVER_LICENSE_UNDER_VERIFICATION');
    return toDto(row, 'masked');
  }

  async function toRequest(row: {
    license: DriverLicenseRow;
    user: DriverLicenseVerification['user'];
  }): Promise<DriverLicenseVerification> {
    return { user: row.user, driverLicense: await toDto(row.license, 'masked') };
  }

  async function list(status: VerificationStatus, limit: number, offset: number) {
    const page = await deps.repository.pageByStatus(status, limit, offset);
    return { items: await Promise.all(page.items.map(toRequest)), total: page.total, limit, offset };
  }

  async function showRequest(id: string): Promise<DriverLicenseVerification> {
    const row = await deps.repository.findWithUser(id);
    if (!row) throw new AppError('DRIVER_LICENSE_NOT_FOUND');
    return toRequest(row);
  }

  async function decide(operatorId: string, id: string, decision: { status: 'Verified' | 'Rejected'; reason: string | null }) {
    // The four-eyes rule (ADR 0023): a licence's holder never changes, so this read cannot go stale.
    const found = await deps.repository.findWithUser(id);
    if (!found) throw new AppError('DRIVER_LICENSE_NOT_FOUND');
    if (found.license.userId === operatorId) throw new AppError('OPERATOR_OWN_RECORD');
    const notice = (): NotificationMessage =>
      decision.status === 'Verified'
        ? {
            kind: 'Account',
            title: '運転免許証の確認が完了しました',
            body: '運転免許証の確認が完了しました。車両の予約ができるようになりました。',
            link: '/mypage/driving-license',
          }
        : {
            kind: 'Account',
            title: '運転免許証を確認できませんでした',
            body: `運転免許証の内容を確認できませんでした。理由: ${decision.reason ?? ''}\n内容を見直して、もう一度審査を申請してください。`,
            link: '/mypage/driving-license',
          };
    // The holder's notice (and its mail job) commit with the decision (ADR 0026).
    const decided = await deps.repository.decide(id, { ...decision, operatorId }, async (row, tx) => {
      await deps.notify(row.userId, notice(), { tx });
      // The decision's audit row commits with it (ADR 0033).
      await createOperatorAuditRepository(tx).record({
        operatorUserId: operatorId,
        action: decision.status === 'Verified' ? 'driverLicense.verify' : 'driverLicense.reject',
        targetKind: 'driverLicense',
        targetId: row.id,
        reason: decision.reason,
        at: row.decidedAt ?? new Date(),
      });
    });
    if (!decided) throw new AppError('DRIVER_LICENSE_NOT_PENDING');
    return showRequest(id);
  }

  return { show, update, list, showRequest, decide };
}

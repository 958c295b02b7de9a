import type { ErrorDetail, ListingPhoto } from '@kurumatabi/contract';
import type { VerificationStatus } from '@kurumatabi/contract/enums';
import type { ImageRow } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { japanDate, toListingPhoto } from './listing-documents.js';
import type { ListingsRepository, MasterTable } from './listings.repository.js';

/** The business rules cars and spots share (ADR 0015): photos, master references, verification states, dates. */

/** How many listings of one kind an owner may have (a bound, not a product limit anyone meets). */
export const MAX_LISTINGS_PER_OWNER = 200;

/** The photos in the given order, each a public image of the owner; any other id is 404 IMAGE_NOT_FOUND. */
export async function ownedPhotos(repository: ListingsRepository, ownerUserId: string, ids: readonly string[]): Promise<ListingPhoto[]> {
  const found = new Map((await repository.ownedPublicImages(ownerUserId, ids)).map((row) => [row.id, row]));
  const missing = ids.findIndex((id) => !found.has(id));
  if (missing >= 0) {
    throw new AppError('IMAGE_NOT_FOUND', {
      details: [{ path: `photoIds.${missing}`, message: '写真が見つかりません。もう一度アップロードしてください。' }],
    });
  }
  return ids.map((id) => toListingPhoto(found.get(id)!));
}

/** The stored photo ids as photos, skipping any image that no longer exists. */
export function photosOf(ids: readonly string[], rows: readonly ImageRow[]): ListingPhoto[] {
  const found = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = found.get(id);
    return row ? [toListingPhoto(row)] : [];
  });
}

/**
 * Master ids of a listing field (facilities, rules, a kind): each must be an Active row, except
 * ids the listing already had (a withdrawn row stays referenced, ADR 0014). Collects details.
 */
export async function checkMasterIds(
  repository: ListingsRepository,
  checks: readonly { path: string; table: MasterTable; ids: readonly string[]; kept?: readonly string[]; label: string }[],
): Promise<void> {
  const details: ErrorDetail[] = [];
  for (const check of checks) {
    const kept = new Set(check.kept ?? []);
    const asked = check.ids.filter((id) => !kept.has(id));
    const active = await repository.activeIds(check.table, asked);
    check.ids.forEach((id, i) => {
      if (!kept.has(id) && !active.has(id))
        details.push({ path: `${check.path}.${i}`, message: `選べない${check.label}が含まれています（${id}）。` });
    });
    const seen = new Set<string>();
    check.ids.forEach((id, i) => {
      if (seen.has(id)) details.push({ path: `${check.path}.${i}`, message: `同じ${check.label}が重複しています。` });
      seen.add(id);
    });
  }
  if (details.length > 0) throw new AppError('MASTER_REFERENCE_INVALID', { details });
}

export interface VerificationState {
  verificationStatus: VerificationStatus;
  rejectionReason: string | null;
  submittedAt: Date | null;
}

/**
 * The verification state after an owner's save (ADR 0015):
 * - under verification (VerificationRequest) only the publication switch may change: 409 LISTING_UNDER_VERIFICATION;
 * - a Rejected listing goes back to Registered on its next save;
 * - `requestVerification` sends a complete Registered listing for verification (422 LISTING_INCOMPLETE otherwise);
 * - a Verified listing stays Verified when edited, and must stay complete.
 */
export function verificationStateAfterSave(
  current: VerificationState,
  save: { editsContent: boolean; requestVerification: boolean; missing: readonly ErrorDetail[]; now: Date },
): VerificationState {
  const unchanged: VerificationState = {
    verificationStatus: current.verificationStatus,
    rejectionReason: current.rejectionReason,
    submittedAt: current.submittedAt,
  };
  switch (current.verificationStatus) {
    case 'VerificationRequest':
      if (save.editsContent) throw new AppError('LISTING_UNDER_VERIFICATION');
      return unchanged;
    case 'Verified':
      if (save.missing.length > 0) throw new AppError('LISTING_INCOMPLETE', { details: [...save.missing] });
      return unchanged;
    case 'Rejected':
    case 'Registered':
      if (save.requestVerification) {
        if (save.missing.length > 0) throw new AppError('LISTING_INCOMPLETE', { details: [...save.missing] });
        return { verificationStatus: 'VerificationRequest', rejectionReason: null, submittedAt: save.now };
      }
      return { verificationStatus: 'Registered', rejectionReason: null, submittedAt: current.submittedAt };
  }
}

/** Master ids of a search filter that are not Active rows: 422 MASTER_REFERENCE_INVALID naming them. */
export async function checkFilterIds(
  repository: ListingsRepository,
  checks: readonly { path: string; table: MasterTable; ids: readonly string[] }[],
): Promise<void> {
  const details: ErrorDetail[] = [];
  for (const check of checks) {
    if (check.ids.length === 0) continue;
    const active = await repository.activeIds(check.table, check.ids);
    check.ids.forEach((id, i) => {
      if (!active.has(id)) details.push({ path: `${check.path}.${i}`, message: `選べない条件が含まれています（${id}）。` });
    });
  }
  if (details.length > 0) throw new AppError('MASTER_REFERENCE_INVALID', { details });
}

/** `from` of a search may not lie before today in Japan: 400 with a detail on `from`. */
export function refusePastFrom(from: string | undefined, now: Date): void {
  if (from !== undefined && from < japanDate(now)) {
    throw new AppError('VALIDATION_FAILED', { details: [{ path: 'from', message: '開始日には今日以降の日付を指定してください。' }] });
  }
}

/** A missing field as LISTING_INCOMPLETE names it. */
export function missing(path: string, label: string): ErrorDetail {
  return { path, message: `${label}を入力してください。` };
}

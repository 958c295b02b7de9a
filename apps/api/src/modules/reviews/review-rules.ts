import {
  aspectsFor,
  REVIEW_WINDOW_DAYS,
  ReviewAspect,
  type ErrorDetail,
  type ReviewAspectsInput,
  type ReviewAuthorRole,
} from '@kurumatabi/contract';
import type { TargetKind } from '@kurumatabi/contract/enums';
import type { ReserveRow } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';

/** The rules of reviews the service applies (ADR 0027); the contract holds the numbers. */

const DAY_MS = 86_400_000;
export const WINDOW_MS = REVIEW_WINDOW_DAYS * DAY_MS;

/** The side the user is on in the reservation, or null for anyone else (who gets 404). */
export function sideOf(reserve: Pick<ReserveRow, 'guestUserId' | 'hostUserId'>, userId: string): ReviewAuthorRole | null {
  if (reserve.guestUserId === userId) return 'Guest';
  if (reserve.hostUserId === userId) return 'Host';
  return null;
}

export function targetKindOf(reserve: Pick<ReserveRow, 'carId'>): TargetKind {
  return reserve.carId ? 'Car' : 'Spot';
}

/** When the review window of a returned reservation closes; null while it is not returned. */
export function windowClosesAt(reserve: Pick<ReserveRow, 'status' | 'returnedAt'>): Date | null {
  if (reserve.status !== 'Returned' || reserve.returnedAt === null) return null;
  return new Date(reserve.returnedAt.getTime() + WINDOW_MS);
}

/**
 * The aspects' stars in the stored order of the side's aspects (`aspectsFor`); 422 naming every
 * aspect missing and every one that this review does not score.
 */
export function aspectScores(role: ReviewAuthorRole, kind: TargetKind, input: ReviewAspectsInput): number[] {
  const wanted = aspectsFor(role, kind);
  const problems: ErrorDetail[] = [];
  for (const aspect of wanted) {
    if (input[aspect] === undefined)
      problems.push({ path: `aspects.${aspect}`, message: `${ReviewAspect.labels[aspect]}の星を選んでください。` });
  }
  for (const aspect of ReviewAspect.values) {
    if (input[aspect] !== undefined && !wanted.includes(aspect)) {
      problems.push({ path: `aspects.${aspect}`, message: `${ReviewAspect.labels[aspect]}はこのレビューの評価項目ではありません。` });
    }
  }
  if (problems.length > 0) throw new AppError('REVIEW_ASPECTS_INVALID', { details: problems });
  return wanted.map((aspect) => input[aspect]!);
}

/** The month of a stay as readers see it (`YYYY-MM`), from its first day. */
export function stayedIn(reserve: Pick<ReserveRow, 'startDate'>): string {
  return reserve.startDate.slice(0, 7);
}

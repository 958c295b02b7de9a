import {
  aspectsFor,
  endOfJapanDay,
  REVIEW_WINDOW_DAYS,
  ReviewAspect,
  type ErrorDetail,
  type ReviewAspectsInput,
  type ReviewAuthorRole,
  type ReviewNotOpenReason,
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

type Opening = Pick<ReserveRow, 'status' | 'reviewOpensAt'>;

/**
 * When the reservation can first be reviewed (ADR 0046): the day after its end date in Japan, once the
 * return is settled (the reserves module stores it at each step); null while it is not Returned or a
 * dispute of its return is open.
 */
export function reviewOpensAt(reserve: Opening): Date | null {
  return reserve.status === 'Returned' ? reserve.reviewOpensAt : null;
}

/** When the review window of a returned reservation closes (its opening plus the window); null without an opening. */
export function windowClosesAt(reserve: Opening): Date | null {
  const opensAt = reviewOpensAt(reserve);
  return opensAt ? new Date(opensAt.getTime() + WINDOW_MS) : null;
}

/** Why the reservation cannot be reviewed at `now`; null once it can (or its window has closed). */
export function notOpenReason(reserve: Opening & Pick<ReserveRow, 'endDate'>, now: Date): ReviewNotOpenReason | null {
  if (reserve.status !== 'Returned') return 'NotReturned';
  const opensAt = reviewOpensAt(reserve);
  if (opensAt === null) return 'ReturnNotSettled';
  if (now >= opensAt) return null;
  return now < endOfJapanDay(reserve.endDate) ? 'EndDateNotPassed' : 'ReturnNotSettled';
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

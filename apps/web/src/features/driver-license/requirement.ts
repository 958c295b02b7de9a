import type { DriverLicense } from '@kurumatabi/contract';
import { safeRedirectTarget } from '@/lib/login-redirect';

/**
 * What a guest still needs before a car can be booked, read as create-car-reserve reads it
 * (reserve-create.service.ts): a licence in `Verified` whose expiry is not before the trip's last day.
 */
export type LicenceRequirement =
  | { kind: 'none' }
  | { kind: 'notRequested' }
  | { kind: 'underVerification' }
  | { kind: 'rejected'; reason: string | null }
  | { kind: 'expiresBeforeReturn'; expiresOn: string }
  | { kind: 'expired'; expiresOn: string }
  | { kind: 'met' };

/**
 * The requirement for a trip ending on `endDate` (null while no return day is chosen: then the licence
 * must at least be valid today). Days are `YYYY-MM-DD`, compared as the API compares them.
 */
export function licenceRequirementOf(licence: DriverLicense | null, endDate: string | null, today: string): LicenceRequirement {
  if (!licence) return { kind: 'none' };
  if (licence.status === 'Registered') return { kind: 'notRequested' };
  if (licence.status === 'VerificationRequest') return { kind: 'underVerification' };
  if (licence.status === 'Rejected') return { kind: 'rejected', reason: licence.rejectionReason };
  if (licence.expiresOn < today) return { kind: 'expired', expiresOn: licence.expiresOn };
  if (endDate && licence.expiresOn < endDate) return { kind: 'expiresBeforeReturn', expiresOn: licence.expiresOn };
  return { kind: 'met' };
}

/** `2027年3月9日` from `2027-03-09` (the licence's own day, as printed on it: no weekday). */
export function licenceDayLabel(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${year}年${month}月${date}日`;
}

export const LICENCE_PAGE = '/mypage/driving-license';
export const RETURN_PARAM = 'returnTo';

/** The licence page with the way back to `current` (a path and query of this site). */
export function licencePageHref(current: string): string {
  return `${LICENCE_PAGE}?${new URLSearchParams({ [RETURN_PARAM]: current }).toString()}`;
}

/**
 * The page to go back to from the licence page: only a path of this site (never another origin, so the
 * parameter is no open redirect), and never the licence page itself.
 */
export function safeReturnTo(value: string | null): string | null {
  const path = safeRedirectTarget(value);
  if (!path) return null;
  // What the browser would make of it, resolved against a placeholder origin: it must stay on that origin.
  const base = 'https://kurumatabi.invalid';
  let resolved: URL;
  try {
    resolved = new URL(path, base);
  } catch {
    return null;
  }
  if (resolved.origin !== base || resolved.pathname === LICENCE_PAGE) return null;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

/** Whether the way back is a reservation form (`/car/:id/reserve`), which the return button then names. */
export function returnsToReserveForm(path: string): boolean {
  return /^\/(car|spot)\/[^/?#]+\/reserve(?:[?#]|$)/.test(path);
}

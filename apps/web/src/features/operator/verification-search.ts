import { VerificationStatus } from '@kurumatabi/contract/enums';

/** The list's tab from `?status=` (審査待ち when absent or unknown). */
export function statusFromSearch(params: URLSearchParams): VerificationStatus {
  const value = params.get('status');
  return (VerificationStatus.values as readonly string[]).includes(value ?? '') ? (value as VerificationStatus) : 'VerificationRequest';
}

/** The 1-based page from `?page=` (1 when absent or not a positive whole number). */
export function pageFromSearch(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 5000 ? page : 1;
}

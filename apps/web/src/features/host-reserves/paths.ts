import type { ReserveStatus } from '@kurumatabi/contract/enums';
import type { HostKind } from './messages';

/** The host's pages of this feature and their neighbours in マイページ. */
export function hostPaths(kind: HostKind) {
  const root = kind === 'car' ? '/mypage/cars' : '/mypage/spots';
  return {
    dashboard: `${root}/dashboard`,
    reserves: (tab?: ReserveTab) => (tab && tab !== 'all' ? `${root}/reserves?status=${tab}` : `${root}/reserves`),
    rents: `${root}/rents`,
    sales: `${root}/sales`,
    manage: `${root}/manage`,
    calendar: (listingId: string) => `${root}/calendar/${listingId}`,
  };
}

/**
 * The tabs of 予約の管理 (the five and すべて), in the URL as `?status=`. キャンセル
 * gathers the host's or guest's cancellations and the ones the deadline made.
 */
export const reserveTabs = {
  all: [],
  Request: ['Request'],
  Approved: ['Approved'],
  Renting: ['Renting'],
  Returned: ['Returned'],
  Canceled: ['Canceled', 'AutoCanceled'],
} as const satisfies Record<string, readonly ReserveStatus[]>;
export type ReserveTab = keyof typeof reserveTabs;

export function reserveTabOf(value: string | null): ReserveTab {
  return value !== null && Object.hasOwn(reserveTabs, value) ? (value as ReserveTab) : 'all';
}

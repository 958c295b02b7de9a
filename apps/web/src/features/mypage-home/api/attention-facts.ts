import { queryOptions } from '@tanstack/react-query';
import { showDriverLicense, showNotifications, showUserBankAccount, showUserLocations } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';

/**
 * The four facts the マイページ top checks. Each is its own query so one failing call hides only
 * its own item; all are small (one row or a count).
 */
export const driverLicenseStatusQuery = queryOptions({
  queryKey: ['mypage-home', 'driver-license'],
  queryFn: ({ signal }) => callApi(showDriverLicense, { view: 'masked' }, { signal }),
  select: (answer) => answer.driverLicense,
});

export const unreadCountQuery = queryOptions({
  queryKey: ['mypage-home', 'unread-count'],
  queryFn: ({ signal }) => callApi(showNotifications, { limit: 1, unreadOnly: true }, { signal }),
  select: (answer) => answer.unreadCount,
});

export const locationCountQuery = queryOptions({
  queryKey: ['mypage-home', 'location-count'],
  queryFn: ({ signal }) => callApi(showUserLocations, { limit: 1 }, { signal }),
  select: (answer) => answer.total,
});

export const hasBankAccountQuery = queryOptions({
  queryKey: ['mypage-home', 'bank-account'],
  queryFn: ({ signal }) => callApi(showUserBankAccount, { view: 'masked' }, { signal }),
  select: (answer) => answer.bankAccount !== null,
});

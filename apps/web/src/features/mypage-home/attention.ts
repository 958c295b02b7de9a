import type { CurrentUser, DriverLicense } from '@kurumatabi/contract';
import { mypageHomeMessages } from './messages';

const m = mypageHomeMessages.attention;

export interface AttentionItem {
  id: string;
  /** warning: something blocks the user; info: worth a look. */
  tone: 'warning' | 'info';
  title: string;
  body: string;
  to: string;
  action: string;
}

export interface AttentionFacts {
  roles: CurrentUser['roles'];
  /** undefined while unknown (loading or failed): no item is raised on a guess. */
  driverLicense?: DriverLicense | null;
  unreadCount?: number;
  locationCount?: number;
  hasBankAccount?: boolean;
}

/**
 * What needs the user's attention on the マイページ top, most blocking first. Only facts that are
 * known raise an item, so a failed call never shows a false "register your licence".
 */
export function attentionItems(facts: AttentionFacts): AttentionItem[] {
  const items: AttentionItem[] = [];
  const license = facts.driverLicense;
  if (license === null) {
    items.push({ id: 'license', tone: 'warning', ...m.licenseMissing, to: '/mypage/driving-license' });
  } else if (license?.status === 'Rejected') {
    items.push({
      id: 'license',
      tone: 'warning',
      title: m.licenseRejected.title,
      body: m.licenseRejected.body(license.rejectionReason),
      action: m.licenseRejected.action,
      to: '/mypage/driving-license',
    });
  } else if (license?.status === 'Registered') {
    items.push({ id: 'license', tone: 'warning', ...m.licenseNotSent, to: '/mypage/driving-license' });
  } else if (license?.status === 'VerificationRequest') {
    items.push({ id: 'license', tone: 'info', ...m.licensePending, to: '/mypage/driving-license' });
  }
  if (facts.roles.carOwner && facts.locationCount === 0) {
    items.push({ id: 'locations', tone: 'warning', ...m.noLocation, to: '/mypage/cars/manage-locations' });
  }
  if ((facts.roles.carOwner || facts.roles.facilityProvider) && facts.hasBankAccount === false) {
    const to = facts.roles.carOwner ? '/mypage/cars/bank-account' : '/mypage/spots/bank-account';
    items.push({ id: 'bank-account', tone: 'warning', ...m.noBankAccount, to });
  }
  if (facts.unreadCount !== undefined && facts.unreadCount > 0) {
    items.push({
      id: 'unread',
      tone: 'info',
      title: m.unread.title(facts.unreadCount),
      body: m.unread.body,
      action: m.unread.action,
      to: '/mypage/notifications',
    });
  }
  return items;
}

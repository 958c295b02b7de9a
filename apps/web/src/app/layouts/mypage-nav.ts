import type { CurrentUser } from '@kurumatabi/contract';
import {
  Bell,
  BellRing,
  Building2,
  CalendarCheck,
  CarFront,
  ClipboardList,
  CreditCard,
  Heart,
  House,
  IdCard,
  KeyRound,
  Landmark,
  LayoutDashboard,
  MapPin,
  MessagesSquare,
  ReceiptText,
  Tent,
  UserRound,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { mypageNavMessages as m } from './messages';

export interface MypageNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Pages reached from this one that have no entry of their own (退会 from the profile). */
  alsoActiveOn?: string[];
}

export interface MypageNavGroup {
  title: string;
  items: MypageNavItem[];
}

/**
 * The account area's navigation (spec §2 "Account area", "Car owner area", "Facility provider
 * area"). The owner and provider groups depend on the user's roles: before the role is held, the
 * group offers the way to get it; afterwards, the pages that the role opens.
 */
export function mypageNavGroups(roles: CurrentUser['roles'] | undefined): MypageNavGroup[] {
  const account: MypageNavGroup = {
    title: m.account,
    items: [
      { to: '/mypage', label: m.top, icon: House },
      { to: '/mypage/profile', label: m.profile, icon: UserRound, alsoActiveOn: ['/mypage/deactivate'] },
      { to: '/mypage/driving-license', label: m.drivingLicense, icon: IdCard },
      { to: '/mypage/reserves', label: m.reserves, icon: CalendarCheck },
      { to: '/mypage/payments', label: m.payments, icon: ReceiptText },
      { to: '/mypage/inquiries', label: m.inquiries, icon: MessagesSquare },
      { to: '/mypage/favorites', label: m.favorites, icon: Heart },
      { to: '/mypage/notifications', label: m.notifications, icon: Bell },
      { to: '/mypage/notification-setting', label: m.notificationSetting, icon: BellRing },
    ],
  };
  const owner: MypageNavGroup = {
    title: m.owner,
    items: roles?.carOwner
      ? [
          { to: '/mypage/cars/dashboard', label: m.carDashboard, icon: LayoutDashboard },
          { to: '/mypage/cars/reserves', label: m.carReserves, icon: ClipboardList },
          { to: '/mypage/cars/inquiries', label: m.carInquiries, icon: MessagesSquare },
          { to: '/mypage/cars/rents', label: m.carRents, icon: KeyRound },
          {
            to: '/mypage/cars/manage',
            label: m.manageCars,
            icon: CarFront,
            alsoActiveOn: ['/mypage/cars/new', '/mypage/cars/edit/', '/mypage/cars/calendar/', '/mypage/cars/rules/'],
          },
          { to: '/mypage/cars/sales', label: m.carSales, icon: Wallet },
          { to: '/mypage/cars/manage-locations', label: m.manageLocations, icon: MapPin },
          { to: '/mypage/cars/bank-account', label: m.bankAccount, icon: Landmark },
        ]
      : [{ to: '/mypage/cars/to-owner', label: m.toOwner, icon: CreditCard }],
  };
  const provider: MypageNavGroup = {
    title: m.provider,
    items: roles?.facilityProvider
      ? [
          { to: '/mypage/spots/dashboard', label: m.spotDashboard, icon: LayoutDashboard },
          { to: '/mypage/spots/reserves', label: m.spotReserves, icon: ClipboardList },
          { to: '/mypage/spots/inquiries', label: m.spotInquiries, icon: MessagesSquare },
          {
            to: '/mypage/spots/manage',
            label: m.manageSpots,
            icon: Tent,
            alsoActiveOn: ['/mypage/spots/new', '/mypage/spots/edit/', '/mypage/spots/calendar/', '/mypage/spots/plan-rules/'],
          },
          { to: '/mypage/spots/sales', label: m.spotSales, icon: Wallet },
          { to: '/mypage/spots/bank-account', label: m.bankAccount, icon: Landmark },
        ]
      : [{ to: '/mypage/spots/to-provider', label: m.toProvider, icon: Building2 }],
  };
  return [account, owner, provider];
}

import type { CurrentUser } from '@kurumatabi/contract';
import { Bell, BellRing, Building2, CarFront, IdCard, Landmark, MapPin, ShieldCheck, UserRound, type LucideIcon } from 'lucide-react';
import { Link } from '@/components/link';
import { mypageHomeMessages as m } from '../messages';

interface Shortcut {
  to: string;
  title: string;
  body: string;
  icon: LucideIcon;
}

function shortcutsFor(roles: CurrentUser['roles']): Shortcut[] {
  const s = m.shortcuts;
  return [
    { to: '/mypage/profile', ...s.profile, icon: UserRound },
    { to: '/mypage/driving-license', ...s.drivingLicense, icon: IdCard },
    { to: '/mypage/notifications', ...s.notifications, icon: Bell },
    { to: '/mypage/notification-setting', ...s.notificationSetting, icon: BellRing },
    ...(roles.carOwner
      ? [
          { to: '/mypage/cars/manage-locations', ...s.manageLocations, icon: MapPin },
          { to: '/mypage/cars/bank-account', ...s.carBankAccount, icon: Landmark },
        ]
      : [{ to: '/mypage/cars/to-owner', ...s.toOwner, icon: CarFront }]),
    ...(roles.facilityProvider
      ? [{ to: '/mypage/spots/bank-account', ...s.spotBankAccount, icon: Landmark }]
      : [{ to: '/mypage/spots/to-provider', ...s.toProvider, icon: Building2 }]),
    ...(roles.operator ? [{ to: '/operator', ...s.operator, icon: ShieldCheck }] : []),
  ];
}

/** The account area's pages as cards (the side navigation's content, easier to hit on a phone). */
export function ShortcutGrid({ roles }: { roles: CurrentUser['roles'] }) {
  return (
    <section aria-labelledby="mypage-shortcuts">
      <h2 id="mypage-shortcuts" className="text-lg font-bold">
        {m.shortcutsTitle}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {shortcutsFor(roles).map(({ to, title, body, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex h-full items-start gap-4 rounded-(--radius-card) border border-line bg-surface p-4 transition-colors hover:border-gold"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-raised text-gold">
                <Icon className="size-5" aria-hidden />
              </span>
              <span className="min-w-0">
                <span className="block font-bold text-ink">{title}</span>
                <span className="mt-0.5 block text-sm text-ink-soft">{body}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

import {
  Banknote,
  CalendarSearch,
  CarFront,
  CreditCard,
  FilePenLine,
  IdCard,
  Inbox,
  LayoutDashboard,
  MailWarning,
  MessageSquareWarning,
  Network,
  Newspaper,
  ReceiptJapaneseYen,
  Scale,
  ScrollText,
  ShieldCheck,
  Tent,
  Ticket,
  Undo2,
  UserCheck,
  Users,
} from 'lucide-react';
import { data, Outlet, useLocation } from 'react-router';
import { NavLink } from '@/components/link';
import { Container } from '@/components/ui/container';
import { cx } from '@/lib/cx';
import { checkSession } from '@/features/auth/session/load-identity';

/** The area's own frame copy (pages bring their own from the operator feature). */
const copy = {
  area: '運営管理',
  nav: '運営管理メニュー',
  dashboard: 'ダッシュボード',
  reserves: '予約',
  invoices: '請求書の入金確認',
  users: 'ユーザー',
  audit: '操作記録',
  staffRequests: '運営操作の承認',
  payments: '決済・返金',
  ledger: '元帳レポート',
  licenseVerification: '運転免許証の審査',
  carVerification: '車両の審査',
  spotVerification: 'スポットの審査',
  changes: '掲載内容の変更',
  reviews: 'レビューの確認',
  returnDisputes: '返却への異議',
  reviewRings: '相互レビューの疑い',
  contacts: 'お問い合わせ',
  failedMails: '送信失敗メール',
  payouts: '月次の支払',
  contents: 'コンテンツ',
  coupons: 'クーポン',
} as const;

const items = [
  { to: '/operator', label: copy.dashboard, icon: LayoutDashboard, end: true },
  { to: '/operator/reserves', label: copy.reserves, icon: CalendarSearch, end: false },
  { to: '/operator/payments', label: copy.payments, icon: CreditCard, end: false },
  { to: '/operator/invoices', label: copy.invoices, icon: ReceiptJapaneseYen, end: false },
  { to: '/operator/payouts', label: copy.payouts, icon: Banknote, end: false },
  { to: '/operator/ledger', label: copy.ledger, icon: Scale, end: false },
  { to: '/operator/users', label: copy.users, icon: Users, end: false },
  { to: '/operator/audit', label: copy.audit, icon: ScrollText, end: false },
  { to: '/operator/staff-requests', label: copy.staffRequests, icon: UserCheck, end: false },
  { to: '/operator/driver-licenses', label: copy.licenseVerification, icon: IdCard, end: false },
  { to: '/operator/cars', label: copy.carVerification, icon: CarFront, end: false },
  { to: '/operator/spots', label: copy.spotVerification, icon: Tent, end: false },
  { to: '/operator/changes', label: copy.changes, icon: FilePenLine, end: false },
  { to: '/operator/reviews', label: copy.reviews, icon: MessageSquareWarning, end: false },
  { to: '/operator/return-disputes', label: copy.returnDisputes, icon: Undo2, end: false },
  { to: '/operator/review-rings', label: copy.reviewRings, icon: Network, end: false },
  { to: '/operator/contacts', label: copy.contacts, icon: Inbox, end: false },
  { to: '/operator/mails', label: copy.failedMails, icon: MailWarning, end: false },
  { to: '/operator/contents', label: copy.contents, icon: Newspaper, end: false },
  { to: '/operator/coupons', label: copy.coupons, icon: Ticket, end: false },
] as { to: string; label: string; icon: typeof IdCard; end: boolean; alsoActiveOn?: string }[];

/**
 * The loader of `/operator`: only operators (roles.operator, granted by the seed, never by a call)
 * come in; anyone else gets the no-permission error screen. Visitors are left to the sign-in-only
 * parent, whose loader runs beside this one and sends them to the sign-in dialog.
 */
export async function loader(): Promise<null> {
  const session = await checkSession();
  if (session.authenticated && !session.user?.roles.operator) throw data(null, { status: 403, statusText: 'Forbidden' });
  return null;
}

/** The operator area's frame: a band that says where you are, its navigation, then the page. */
export function Component() {
  const { pathname } = useLocation();
  return (
    <Container className="py-8 sm:py-12">
      <div className="mb-8 flex flex-wrap items-center gap-3 border-b border-line pb-4">
        <p className="flex items-center gap-2 text-sm font-bold text-gold">
          <ShieldCheck className="size-5" aria-hidden />
          {copy.area}
        </p>
        {/* Eleven places: one swipeable row on a phone, wrapped lines under the area's name from a tablet on. */}
        <nav aria-label={copy.nav} className="-mx-4 w-[calc(100%+2rem)] overflow-x-auto px-4 sm:mx-0 sm:w-full sm:overflow-visible sm:px-0">
          <ul className="flex w-max gap-1 sm:w-auto sm:flex-wrap">
            {items.map(({ to, label, icon: Icon, end, alsoActiveOn }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={end}
                  className={({ isActive }) =>
                    cx(
                      'inline-flex h-9 items-center gap-2 rounded-full px-3.5 text-sm font-bold whitespace-nowrap transition-colors',
                      isActive || (alsoActiveOn !== undefined && pathname.startsWith(alsoActiveOn))
                        ? 'bg-raised text-gold-bright'
                        : 'text-ink-soft hover:bg-raised hover:text-ink',
                    )
                  }
                >
                  <Icon className="size-4" aria-hidden />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <Outlet />
    </Container>
  );
}

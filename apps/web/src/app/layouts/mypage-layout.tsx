import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { NavLink } from '@/components/link';
import { Container } from '@/components/ui/container';
import { cx } from '@/lib/cx';
import { useSession } from '@/lib/session';
import { mypageNavMessages as m } from './messages';
import { mypageNavGroups } from './mypage-nav';

const sideLinkClass = ({ isActive }: { isActive: boolean }) =>
  cx(
    'flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-bold transition-colors duration-150',
    isActive ? 'bg-raised text-gold-bright' : 'text-ink-soft hover:bg-raised/60 hover:text-ink',
  );

const chipClass = ({ isActive }: { isActive: boolean }) =>
  cx(
    'inline-flex h-10 shrink-0 items-center gap-2 rounded-full border px-4 text-sm font-bold whitespace-nowrap transition-colors',
    isActive ? 'border-gold bg-raised text-gold-bright' : 'border-line bg-surface text-ink-soft hover:border-line-strong hover:text-ink',
  );

/**
 * The frame of every マイページ screen: the side navigation on a desktop, a row of scrollable
 * chips on a phone (the current one scrolled into view), and the page beside or below it.
 * Pages render their content only; this layout supplies the container and spacing.
 */
export function MypageLayout() {
  const { user } = useSession();
  const groups = mypageNavGroups(user?.roles);
  const chipRow = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const onAlias = (paths: string[] | undefined) => paths?.some((path) => pathname.startsWith(path)) ?? false;

  useEffect(() => {
    chipRow.current?.querySelector('[aria-current="page"], [data-alias-current]')?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [pathname]);

  return (
    <Container className="py-8 sm:py-12">
      <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10">
        <nav aria-label={m.nav} className="hidden lg:block">
          <div className="sticky top-24 space-y-6">
            {groups.map((group) => (
              <div key={group.title}>
                <p className="px-3 pb-2 text-xs font-bold tracking-[0.2em] text-gold">{group.title}</p>
                <ul className="space-y-0.5">
                  {group.items.map(({ to, label, icon: Icon, alsoActiveOn }) => (
                    <li key={to}>
                      <NavLink to={to} end className={({ isActive }) => sideLinkClass({ isActive: isActive || onAlias(alsoActiveOn) })}>
                        <Icon className="size-4 shrink-0" aria-hidden />
                        {label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </nav>
        <nav aria-label={m.nav} className="-mx-5 mb-8 sm:-mx-8 lg:hidden">
          <div ref={chipRow} className="flex gap-2 overflow-x-auto px-5 pb-2 [scrollbar-width:none] sm:px-8">
            {groups
              .flatMap((group) => group.items)
              .map(({ to, label, icon: Icon, alsoActiveOn }) => (
                <NavLink
                  key={to}
                  to={to}
                  end
                  // A page without a chip of its own (a car's edit form) marks the chip it belongs to.
                  data-alias-current={onAlias(alsoActiveOn) || undefined}
                  className={({ isActive }) => chipClass({ isActive: isActive || onAlias(alsoActiveOn) })}
                >
                  <Icon className="size-4" aria-hidden />
                  {label}
                </NavLink>
              ))}
          </div>
        </nav>
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </Container>
  );
}

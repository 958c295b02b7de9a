import { useEffect, useState } from 'react';
import { Menu, X } from 'lucide-react';
import { useLocation } from 'react-router';
import { Link, NavLink } from '@/components/link';
import { BrandLogo } from '@/components/ui/brand-mark';
import { AuthControls } from '@/features/auth';
import { HeaderMessages } from '@/features/inquiries/components/header/header-messages';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { cx } from '@/lib/cx';
import { layoutMessages as m } from './messages';
import { footerColumns, searchLinks, shareLink } from './nav-links';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cx(
    'inline-flex h-10 items-center gap-2 rounded-full px-3 text-sm font-bold whitespace-nowrap transition-colors duration-150 xl:px-3.5',
    isActive ? 'bg-raised text-gold-bright' : 'text-ink-soft hover:bg-raised hover:text-ink',
  );

/** The header: brand, the three searches, the way to list a car or a spot, and the sign-in button or the user's menu. */
export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const [menuPath, setMenuPath] = useState(location.pathname);
  // Close the phone menu when the page changes (tracked in state, no effect needed).
  if (menuPath !== location.pathname) {
    setMenuPath(location.pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-line/80 bg-canvas/85 backdrop-blur-md supports-[backdrop-filter]:bg-canvas/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-8">
        <Link to="/" aria-label={m.home} className="-ml-1 shrink-0 rounded-lg p-1">
          <BrandLogo className="whitespace-nowrap" />
        </Link>
        <nav aria-label={m.mainNav} className="ml-2 hidden items-center gap-1 lg:flex xl:ml-6">
          {searchLinks.map(({ to, label, icon: Icon }) => (
            <NavLink key={to} to={to} className={navLinkClass}>
              <Icon className="size-4" aria-hidden />
              {label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {/* max-lg:hidden, not hidden: navLinkClass's own inline-flex would win over hidden and crowd the phone's header. */}
          {/* Below xl a signed-in header has no room for the label beside the three searches: the icon stays, the
              label is kept for screen readers and the link's title says it to a pointer. */}
          <NavLink to={shareLink.to} title={shareLink.label} className={(state) => cx(navLinkClass(state), 'max-lg:hidden')}>
            <shareLink.icon className="size-4" aria-hidden />
            <span className="max-xl:sr-only">{shareLink.label}</span>
          </NavLink>
          <HeaderMessages />
          <NotificationBell />
          <AuthControls />
          <button
            type="button"
            onClick={() => setMenuOpen((open) => !open)}
            aria-expanded={menuOpen}
            aria-controls="site-menu"
            aria-label={menuOpen ? m.closeMenu : m.menu}
            className="flex size-10 items-center justify-center rounded-full text-ink-soft transition-colors hover:bg-raised hover:text-ink lg:hidden"
          >
            {menuOpen ? <X className="size-5" aria-hidden /> : <Menu className="size-5" aria-hidden />}
          </button>
        </div>
      </div>
      {menuOpen && (
        <div id="site-menu" className="border-t border-line bg-canvas lg:hidden">
          <nav aria-label={m.menu} className="mx-auto max-w-6xl px-4 pt-3 pb-6 sm:px-8">
            <ul className="grid gap-2">
              {searchLinks.map(({ to, label, icon: Icon }) => (
                <li key={to}>
                  <Link
                    to={to}
                    className="flex items-center gap-3 rounded-xl border border-line bg-surface px-4 py-3.5 font-bold text-ink transition-colors hover:border-gold"
                  >
                    <span className="flex size-9 items-center justify-center rounded-lg bg-raised text-gold">
                      <Icon className="size-5" aria-hidden />
                    </span>
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
            <Link
              to={shareLink.to}
              className="mt-2 flex items-center gap-3 rounded-xl border border-gold/50 bg-surface px-4 py-3 transition-colors hover:border-gold"
            >
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-gold/15 text-gold-bright">
                <shareLink.icon className="size-5" aria-hidden />
              </span>
              <span className="min-w-0">
                <span className="block font-bold text-ink">{shareLink.label}</span>
                <span className="block text-xs text-ink-soft">{m.shareHint}</span>
              </span>
            </Link>
            <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
              {footerColumns.slice(1, 3).flatMap((column) =>
                column.links
                  .filter((link) => link.to !== shareLink.to)
                  .map((link) => (
                    <li key={link.to}>
                      <Link to={link.to} className="block py-2 text-ink-soft hover:text-ink">
                        {link.label}
                      </Link>
                    </li>
                  )),
              )}
            </ul>
          </nav>
        </div>
      )}
    </header>
  );
}

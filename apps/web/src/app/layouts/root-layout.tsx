import { Outlet, useNavigation } from 'react-router';
import { LoginDialogHost } from '@/features/auth';
import { ScrollPosition } from '../navigation/scroll-position';
import { layoutMessages as m } from './messages';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SuspensionBanner } from './suspension-banner';

/** A thin gold bar while a lazy page or its data loads, so a click always shows it was heard. */
function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden">
      <div
        className={
          busy
            ? 'h-full w-2/3 animate-pulse bg-gold transition-[width] duration-200'
            : 'h-full w-0 bg-gold opacity-0 transition-opacity duration-200'
        }
      />
    </div>
  );
}

export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-gold focus:px-4 focus:py-2 focus:text-canvas"
      >
        {m.skipToContent}
      </a>
      <NavigationProgress />
      <SiteHeader />
      <SuspensionBanner />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
      <LoginDialogHost />
      <ScrollPosition />
    </div>
  );
}

/** Shown while the first page of the visit (and its data) loads. */
export function BootScreen() {
  return (
    <div className="flex min-h-dvh items-center justify-center" role="status">
      <span className="sr-only">{m.loading}</span>
      <span aria-hidden="true" className="size-10 animate-spin rounded-full border-2 border-line border-t-gold" />
    </div>
  );
}

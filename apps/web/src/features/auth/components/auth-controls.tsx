import { lazy, Suspense } from 'react';
import { LogIn } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session';
import { preloadLoginDialog } from './login-dialog-host';

/** Signed-in users only: not in a visitor's first load (ADR 0030). */
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));
const placeholder = <Skeleton className="h-10 w-24 rounded-full" />;
/** The header's one word from the auth messages (the whole table loads with the dialog). */
const loginLabel = 'ログイン';

/** The header's right side: a placeholder until the session is known, then ログイン or the user's menu. */
export function AuthControls() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();

  if (!session.ready) return placeholder;
  if (session.authenticated) {
    return (
      <Suspense fallback={placeholder}>
        <UserMenu name={session.name ?? ''} />
      </Suspense>
    );
  }

  const openDialog = () => {
    const params = new URLSearchParams(location.search);
    params.set('login', 'true');
    // replace: the dialog is not a page of its own, and back reloads the page (spec §2).
    navigate({ pathname: location.pathname, search: `?${params.toString()}` }, { replace: true });
  };
  return (
    <Button
      size="sm"
      onClick={openDialog}
      onPointerEnter={preloadLoginDialog}
      onFocus={preloadLoginDialog}
      icon={<LogIn className="size-4" aria-hidden />}
    >
      {loginLabel}
    </Button>
  );
}

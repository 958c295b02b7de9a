import { LogIn } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session';
import { authMessages as m } from '../messages';
import { preloadLoginDialog } from './login-dialog-host';
import { UserMenu } from './user-menu';

/** The header's right side: a placeholder until the session is known, then ログイン or the user's menu. */
export function AuthControls() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();

  if (!session.ready) return <Skeleton className="h-10 w-24 rounded-full" />;
  if (session.authenticated) return <UserMenu name={session.name ?? ''} />;

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
      {m.login}
    </Button>
  );
}

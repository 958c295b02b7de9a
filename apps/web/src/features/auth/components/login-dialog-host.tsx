import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { afterLoginTarget, LOGIN_PARAM, withoutLoginParams } from '@/lib/login-redirect';
import { useSession } from '@/lib/session';

const loadDialog = () => import('./login-dialog');
const LoginDialog = lazy(loadDialog);

/** Fetches the dialog's code ahead of a click (hover or focus on the button). */
export function preloadLoginDialog(): void {
  void loadDialog();
}

/**
 * The sign-in dialog is driven by the URL (`?login=true`), whether the header button or a
 * login-required redirect opened it; once signed in, the user goes to `loginRedirectTo` (spec §2).
 */
export function LoginDialogHost() {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const open = new URLSearchParams(location.search).get(LOGIN_PARAM) === 'true';
  const signedIn = session.ready && session.authenticated;

  useEffect(() => {
    if (open && signedIn) void navigate(afterLoginTarget(location.pathname, location.search), { replace: true });
  }, [open, signedIn, navigate, location.pathname, location.search]);

  if (!open || signedIn) return null;
  const close = () => void navigate(withoutLoginParams(location.pathname, location.search), { replace: true });
  return (
    <Suspense fallback={null}>
      <LoginDialog onClose={close} />
    </Suspense>
  );
}

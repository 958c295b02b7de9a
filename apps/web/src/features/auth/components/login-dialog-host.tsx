import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { afterLoginTarget, closeTarget, LOGIN_PARAM, samePath } from '@/lib/login-redirect';
import { useSession } from '@/lib/session';

const loadDialog = () => import('./login-dialog');
const LoginDialog = lazy(loadDialog);
const loadWelcome = () => import('./welcome-dialog');
const WelcomeDialog = lazy(loadWelcome);

/** Fetches the dialog's code ahead of a click (hover or focus on the button). */
export function preloadLoginDialog(): void {
  void loadDialog();
}

/**
 * The sign-in dialog is driven by the URL (`?login=true`), whether the header button, a press on a
 * page or a login-required redirect opened it. Once signed in, the user goes to `loginRedirectTo`
 * (spec §2), or stays on the page; closing it leaves them on the page it was opened over (ADR 0035).
 * Neither moves the page when it stays the same. A new member with no page to go back to (signed up
 * from the home page) is welcomed with their next steps.
 */
export function LoginDialogHost() {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const open = new URLSearchParams(location.search).get(LOGIN_PARAM) === 'true';
  const signedIn = session.ready && session.authenticated;
  // Set while the dialog's sign-up runs: the session appears before the sign-up call returns.
  const signingUp = useRef(false);
  const [welcome, setWelcome] = useState(false);

  useEffect(() => {
    if (!open || !signedIn) return;
    const here = `${location.pathname}${location.search}`;
    const target = afterLoginTarget(location.pathname, location.search);
    if (signingUp.current && new URL(target, 'http://x').pathname === '/') setWelcome(true);
    signingUp.current = false;
    void navigate(target, { replace: true, preventScrollReset: samePath(here, target) });
  }, [open, signedIn, navigate, location.pathname, location.search]);

  if (welcome && signedIn) {
    return (
      <Suspense fallback={null}>
        <WelcomeDialog name={session.name ?? ''} onClose={() => setWelcome(false)} />
      </Suspense>
    );
  }
  if (!open || signedIn) return null;
  const close = () => {
    const here = `${location.pathname}${location.search}`;
    const target = closeTarget(location.pathname, location.search);
    void navigate(target, { replace: true, preventScrollReset: samePath(here, target) });
  };
  return (
    <Suspense fallback={null}>
      <LoginDialog
        onClose={close}
        onSigningUp={(active) => {
          signingUp.current = active;
          // Its code comes while the account is made, so the welcome opens with the session.
          if (active) void loadWelcome();
        }}
      />
    </Suspense>
  );
}

import { Navigate, useLocation, useRouteError } from 'react-router';
import { useSession } from '@/features/auth';
import { loginUrlFor } from '@/lib/login-redirect';
import { classifyErrorAt } from './classify-error';
import { ErrorScreen } from './error-screen';

/**
 * The error boundary of every page (inside the layout). A login-required error is not shown: it
 * sends the browser to the sign-in dialog with the way back (spec §2).
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const location = useLocation();
  const session = useSession();
  const kind = classifyErrorAt(error, location.pathname);
  if (kind === 'loginRequired') return <Navigate to={loginUrlFor(location.pathname + location.search)} replace />;
  return <ErrorScreen kind={kind} signedIn={session.authenticated} />;
}

/** The not-found screen of an address the server already answered 404 or 410 (error-boundaries.tsx). */
export function MissingPageScreen() {
  const session = useSession();
  return <ErrorScreen kind="notFound" signedIn={session.authenticated} />;
}

import { Navigate, Outlet } from 'react-router';
import { useSession } from '@/lib/session';

/**
 * The layout of sign-in-only pages. Its loader (requireAuth) sends visitors to the sign-in dialog
 * before the page loads; this component handles the session ending while such a page is open
 * (sign-out, here or in another tab): the page is left for the top page.
 */
export function SignedInOnly() {
  const session = useSession();
  if (!session.authenticated) return <Navigate to="/" replace />;
  return <Outlet />;
}

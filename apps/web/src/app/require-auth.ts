import { redirect, type LoaderFunctionArgs } from 'react-router';
import { loginUrlFor } from '@/lib/login-redirect';
import { whenSessionReady } from '@/lib/session';

/**
 * The loader of sign-in-only routes: waits for the first sign-in check (the identity SDK loads
 * after the first paint), then lets the page load or sends the visitor to the sign-in dialog
 * with the way back (spec §2).
 */
export async function requireAuth({ request }: LoaderFunctionArgs): Promise<null> {
  const session = await whenSessionReady();
  if (!session.authenticated) {
    const url = new URL(request.url);
    throw redirect(loginUrlFor(url.pathname + url.search));
  }
  return null;
}

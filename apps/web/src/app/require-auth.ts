import { redirect, replace, type LoaderFunctionArgs } from 'react-router';
import { isSignedInOnlyPath, loginUrlFor } from '@/lib/login-redirect';
import { preloadLoginDialog } from '@/features/auth/components/login-dialog-host';
import { checkSession } from '@/features/auth/session/load-identity';
import { hasSessionHint } from '@/lib/session';

/**
 * The loader of sign-in-only routes: loads the identity SDK and waits for its sign-in check
 * (ADR 0030: a visitor's public pages never load it), then lets the page load or opens the sign-in
 * dialog with the way back (spec §2). A link followed in the app opens it over the page the visitor is
 * on (the browser's address is still that page's while loaders run), in place of that page's history
 * entry, so closing it leaves them there (ADR 0035); a sign-in-only page entered directly has no such
 * page and opens it at the root, spec §2's shape.
 */
export async function requireAuth({ request }: LoaderFunctionArgs): Promise<null> {
  // Most likely a visitor: the dialog's code comes while the SDK answers (ADR 0030).
  if (!hasSessionHint()) preloadLoginDialog();
  const session = await checkSession();
  if (!session.authenticated) {
    const url = new URL(request.url);
    const target = url.pathname + url.search;
    const { pathname, search } = window.location;
    const here = pathname + search;
    if (here !== target && !isSignedInOnlyPath(pathname)) throw replace(loginUrlFor(target, here));
    throw redirect(loginUrlFor(target));
  }
  return null;
}

import { redirect, type LoaderFunctionArgs } from 'react-router';
import { loginUrlFor } from '@/lib/login-redirect';
import { preloadLoginDialog } from '@/features/auth/components/login-dialog-host';
import { checkSession } from '@/features/auth/session/load-identity';
import { hasSessionHint } from '@/lib/session';

/**
 * The loader of sign-in-only routes: loads the identity SDK and waits for its sign-in check
 * (ADR 0030: a visitor's public pages never load it), then lets the page load or sends the visitor to the sign-in dialog
 * with the way back (spec §2).
 */
export async function requireAuth({ request }: LoaderFunctionArgs): Promise<null> {
  // Most likely a visitor: the dialog's code comes while the SDK answers (ADR 0030).
  if (!hasSessionHint()) preloadLoginDialog();
  const session = await checkSession();
  if (!session.authenticated) {
    const url = new URL(request.url);
    throw redirect(loginUrlFor(url.pathname + url.search));
  }
  return null;
}

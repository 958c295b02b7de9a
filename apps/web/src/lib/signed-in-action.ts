import { useLocation, useNavigate } from 'react-router';
import { loginUrlFor } from './login-redirect';
import { whenSessionKnown } from './session';

/**
 * A press that needs a signed-in user (a heart, 運営に通報する, a question to the host, 予約へ進む): it runs
 * for a signed-in user and opens the sign-in dialog over the page for a visitor, who comes back to
 * `back` once signed in (spec §2) and stays on the page, where they were, if they close it (ADR 0035).
 * It asks the session store, not the rendered session: right after a server-rendered page hydrates,
 * a returning user's session is still being checked, and a press then waits for the check instead of
 * taking the user for a visitor.
 */
export function useSignedInAction(): (action: () => void, back?: string) => void {
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (action, back = here) => {
    void whenSessionKnown().then((session) => {
      if (session.authenticated) action();
      // replace: the dialog is not a page of its own (back reloads the page, spec §2).
      else void navigate(loginUrlFor(back, here), { replace: true, preventScrollReset: true });
    });
  };
}
